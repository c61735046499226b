import {
  LABEL_COPIES_MAX,
  LABEL_FORMAT_NAMES,
  LABEL_FORMATS,
  LABEL_MESSAGES,
  type LabelFormat,
} from '@pelote/shared';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { downloadLabels, LABELS_DOWNLOAD_ERROR } from '@/lib/barcode/labels';
import { Alert } from './alert';
import { Button } from './button';
import { InputField } from './input-field';
import { Modal, ModalBody, ModalFooter } from './modal';
import { SelectField } from './select-field';

export const LABEL_PRINT_TEXTS = {
  title: LABEL_MESSAGES.print,
  format: 'Format',
  copies: 'Nombre d’étiquettes',
  perUnit: (n: number) => `Une étiquette par unité livrée : ${n}.`,
  submit: 'Télécharger le PDF',
  pending: 'Préparation...',
  cancel: 'Annuler',
} as const;

const T = LABEL_PRINT_TEXTS;

const formatOptions = LABEL_FORMATS.map((format) => ({ id: format, label: LABEL_FORMAT_NAMES[format] }));

type LabelPrintDialogProps = {
  /** What is labelled, under the title ('Laine mohair rose', 'Entrée n° 12'). */
  subject: string;
  onClose: () => void;
} & ({ articleId: number } | { entryId: number; quantity: number });

/**
 * 'Imprimer les étiquettes': the format (A4 sheet or 50 × 30 mm thermal labels) and, for an article,
 * how many; the PDF is then downloaded, ready to print. A delivery gives one label per unit.
 */
export function LabelPrintDialog(props: LabelPrintDialogProps) {
  const { subject, onClose } = props;
  const [format, setFormat] = useState<LabelFormat>('a4');
  const [copies, setCopies] = useState('1');
  const [copiesError, setCopiesError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function print() {
    const count = Number(copies);
    if (!('entryId' in props) && (!Number.isInteger(count) || count < 1 || count > LABEL_COPIES_MAX)) {
      setCopiesError(LABEL_MESSAGES.copiesInvalid);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await downloadLabels(
        'entryId' in props ? { entry: props.entryId } : { articles: [props.articleId], copies: count },
        format,
      );
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LABELS_DOWNLOAD_ERROR);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={subject}
      isDismissable={!pending}
    >
      <ModalBody>
        <SelectField
          label={T.format}
          options={formatOptions}
          value={format}
          onChange={(value) => setFormat(value as LabelFormat)}
        />
        {'entryId' in props ? (
          <p className="text-sm text-stone-700">{T.perUnit(props.quantity)}</p>
        ) : (
          <InputField
            label={T.copies}
            type="number"
            inputMode="numeric"
            min={1}
            max={LABEL_COPIES_MAX}
            value={copies}
            error={copiesError}
            onChange={(event) => {
              setCopies(event.target.value);
              setCopiesError(undefined);
            }}
          />
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={pending}>
          {T.cancel}
        </Button>
        <Button
          icon={<Printer aria-hidden="true" className="size-4" />}
          isPending={pending}
          pendingLabel={T.pending}
          onPress={() => void print()}
        >
          {T.submit}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
