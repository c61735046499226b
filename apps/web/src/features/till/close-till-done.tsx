import type { TillSession } from '@pelote/shared';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ModalBody, ModalFooter } from '@/components/modal';
import { CLOSE_TILL_TEXTS as T } from './close-till-texts';
import { ZSummary } from './till-report-view';
import { downloadZReport } from './z-download';

/** The close's end: the Z as the server answered it, and its PDF to download. */
export function CloseTillDone({ session, onLeave }: { session: TillSession; onLeave: () => void }) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    setDownloadError(null);
    setIsDownloading(true);
    try {
      await downloadZReport(session.id, session.numero_z ?? '');
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <>
      <ModalBody>
        <Alert tone="success" title={T.doneTitle}>
          {session.magasin.nom}
        </Alert>
        <ZSummary session={session} />
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" className="min-h-11" onPress={onLeave}>
          {T.finish}
        </Button>
        <Button
          className="min-h-11"
          icon={<FileDown aria-hidden="true" className="size-4" />}
          isPending={isDownloading}
          pendingLabel={T.downloading}
          onPress={() => void download()}
        >
          {T.download}
        </Button>
      </ModalFooter>
    </>
  );
}
