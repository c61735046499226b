import { type CreditNote, creditNoteFileName } from '@pelote/shared';
import { Download, Printer } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useDownload } from '@/lib/invoice-download';
import { printElement } from '@/lib/print-element';
import { useTicketSlots } from '@/lib/ticket-slots';
import { CreditNoteView } from './credit-note-view';
import { downloadCreditNote, useCreditNote } from './returns-api';

export const CREDIT_NOTE_DIALOG_TEXTS = {
  title: 'Avoir',
  createdTitle: 'Retour enregistré : avoir émis',
  print: 'Imprimer',
  download: 'Télécharger PDF',
  close: 'Fermer',
  loading: 'Chargement de l’avoir...',
  loadError: 'Erreur lors du chargement de l’avoir',
} as const;

const T = CREDIT_NOTE_DIALOG_TEXTS;

type CreditNoteDialogProps = {
  noteId: number;
  /** The credit note as known already (just recorded, or a row of the list). */
  initial?: CreditNote;
  isNew?: boolean;
  onClose: () => void;
};

/** A credit note shown, printable on its own ('Imprimer') and as its PDF ('Télécharger PDF'). */
export function CreditNoteDialog({ noteId, initial, isNew = false, onClose }: CreditNoteDialogProps) {
  const query = useCreditNote(noteId);
  const note = query.data ?? initial;
  const viewRef = useRef<HTMLDivElement>(null);
  const downloading = useDownload();
  const { TicketActions } = useTicketSlots();
  const download = (current: CreditNote) =>
    downloading.run(current.id, () =>
      downloadCreditNote(current.id, creditNoteFileName(current.numero_avoir)),
    );

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={isNew ? T.createdTitle : T.title}
      size="lg"
    >
      <ModalBody>
        {downloading.error ? <Alert>{downloading.error}</Alert> : null}
        {note ? (
          <div ref={viewRef}>
            <CreditNoteView note={note} />
          </div>
        ) : null}
        {note && TicketActions ? (
          <TicketActions source={{ kind: 'creditNote', id: note.id }} isNew={isNew} />
        ) : null}
        {!note && query.isPending ? <LoadingState label={T.loading} /> : null}
        {!note && query.isError ? <QueryErrorState title={T.loadError} query={query} /> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close">
          {T.close}
        </Button>
        <Button
          variant="secondary"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onPress={() =>
            viewRef.current && note && printElement(viewRef.current, `${T.title} ${note.numero_avoir}`)
          }
          isDisabled={!note}
        >
          {T.print}
        </Button>
        <Button
          icon={<Download aria-hidden="true" className="size-4" />}
          onPress={() => note && void download(note)}
          isDisabled={!note}
          isPending={downloading.pending !== null}
        >
          {T.download}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
