import { Printer } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/button';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { LoadingState, QueryErrorState } from '@/components/status';
import { printElement } from './print-report';
import { useTillReport } from './till-api';
import { TillReportView } from './till-report-view';

export const X_REPORT_TEXTS = {
  title: 'Rapport X',
  loading: 'Chargement du rapport X...',
  loadError: 'Erreur lors du chargement du rapport X',
  print: 'Imprimer',
  close: 'Fermer',
} as const;

const T = X_REPORT_TEXTS;

/** The X report of a session at this moment, read afresh on each opening, printable. */
export function XReportDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const query = useTillReport(sessionId, { refetchOnMount: 'always' });
  const reportRef = useRef<HTMLDivElement>(null);
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError) body = <QueryErrorState title={T.loadError} query={query} />;
  else
    body = (
      <div ref={reportRef}>
        <TillReportView report={query.data} />
      </div>
    );
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={T.title}>
      <ModalBody>{body}</ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" className="min-h-11">
          {T.close}
        </Button>
        <Button
          className="min-h-11"
          icon={<Printer aria-hidden="true" className="size-4" />}
          isDisabled={!query.data}
          onPress={() => {
            if (reportRef.current)
              printElement(reportRef.current, `${T.title} · ${query.data?.magasin.nom ?? ''}`);
          }}
        >
          {T.print}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
