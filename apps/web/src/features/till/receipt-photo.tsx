import { RECEIPT_PHOTO_MAX_BYTES, RECEIPT_PHOTO_TYPES } from '@pelote/shared';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { PhotoLink } from '@/components/photo-link';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { uploadReceipt } from './till-api';

export const RECEIPT_PHOTO_TEXTS = {
  label: 'Photo du justificatif (facultatif)',
  hint: 'Le ticket ou la facture, pris en photo : JPEG, PNG ou WebP.',
  drop: 'Photographiez le justificatif ou déposez son image ici',
  preview: 'Justificatif choisi',
  failed: "La photo n'a pas pu être envoyée : réessayez ou retirez-la",
  open: 'Voir le justificatif',
  openOf: (what: string) => `Voir le justificatif (${what})`,
} as const;

const T = RECEIPT_PHOTO_TEXTS;

/**
 * The receipt's photo of a cash-out being typed: sent as soon as it is chosen (made smaller first
 * when the camera's is heavy), shown from the device meanwhile. `settled()` waits for a sending in
 * flight and gives the key to name in the cash-out: null without a photo, false when it failed.
 */
export function useReceiptPhoto() {
  const upload = useMutation({ mutationFn: uploadReceipt });
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef<Promise<string | false> | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(file: File) {
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    sending.current = upload
      .mutateAsync(file)
      .then((sent) => sent.justificatif)
      .catch((failure: unknown) => {
        setError(failure instanceof Error && failure.message ? failure.message : T.failed);
        return false as const;
      });
  }

  function remove() {
    setError(null);
    setPreview(null);
    sending.current = null;
  }

  return {
    settled: async (): Promise<string | null | false> => (sending.current ? sending.current : null),
    field: (
      <FileDropZone
        label={T.label}
        description={T.hint}
        acceptedTypes={RECEIPT_PHOTO_TYPES}
        maxBytes={RECEIPT_PHOTO_MAX_BYTES}
        camera
        prepareFile={(file) => shrinkPhoto(file, RECEIPT_PHOTO_MAX_BYTES)}
        onFile={choose}
        previewUrl={preview}
        previewAlt={T.preview}
        onRemove={remove}
        error={error}
        isBusy={upload.isPending}
        dropText={T.drop}
        icon={<Camera aria-hidden="true" className="size-6" />}
      />
    ),
  };
}

/** A cash-out's receipt in a list: its photo, small, opening the whole one in a new tab. */
export function ReceiptLink({ url, what }: { url: string; what: string }) {
  return <PhotoLink url={url} text={T.open} label={T.openOf(what)} />;
}
