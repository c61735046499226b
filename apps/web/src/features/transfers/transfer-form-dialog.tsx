import {
  type CatalogueSearchItem,
  type Transfer,
  type TransferCreateInput,
  transferCreateSchema,
} from '@pelote/shared';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { BarcodeField } from '@/components/barcode-field';
import { FormDialog } from '@/components/form-dialog';
import { FormInputField } from '@/components/form-input-field';
import { FormSelectField } from '@/components/form-select-field';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { parsedBody } from '@/lib/form-body-schema';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import type { SelectableShop } from '@/lib/selected-shop';
import { TRANSFER_FORM_TEXTS } from './transfer-form-texts';
import { emptyLine, type TransferFormValues, TransferLinesFields } from './transfer-lines-fields';
import { useCreateTransfer, useTransferShops } from './transfers-api';

export { TRANSFER_FORM_TEXTS };

const T = TRANSFER_FORM_TEXTS;

type TransferFormOutput = z.output<typeof transferCreateSchema>;

/** The body of POST /Transferts/, checked by its own schema. */
const transferFormSchema = parsedBody(
  (values: TransferFormValues): TransferCreateInput => ({
    source: Number(values.source) || 0,
    destination: Number(values.destination) || 0,
    lignes: values.lignes.map((line) => ({
      article: line.article?.id ?? 0,
      quantite: Number(line.quantite),
      bain: line.bain,
    })),
    note: values.note,
  }),
  transferCreateSchema,
);

type Props = {
  /** The shops the user may send from (a gerant: their own). */
  shops: SelectableShop[];
  initialSource: number | null;
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
};

/** A draft transfer: from a shop, to another, its articles (a wool's lot optional). */
export function TransferFormDialog({ shops, initialSource, onClose, onCreated }: Props) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<TransferFormValues, TransferFormOutput>(transferFormSchema, {
    source: initialSource === null ? '' : String(initialSource),
    destination: '',
    lignes: [emptyLine()],
    note: '',
  });
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: 'lignes' });
  const source = useWatch({ control: form.control, name: 'source' });
  const destinations = useTransferShops();
  const create = useCreateTransfer();

  const destinationOptions = useMemo(
    () =>
      (destinations.data ?? [])
        .filter((shop) => String(shop.id) !== source)
        .map((shop) => ({ id: String(shop.id), label: shop.nom })),
    [destinations.data, source],
  );

  /** A scan adds its article: one more on its line (without a lot), else the first empty line, else a new one. */
  function scanned({ id, nom, type, prix_unitaire }: ScannedArticle) {
    const article: CatalogueSearchItem = { id, nom, type, prix_unitaire, description: '' };
    const current = form.getValues('lignes');
    const same = current.findIndex((line) => line.article?.id === id && line.bain === '');
    const line = current[same];
    if (line) {
      form.setValue(`lignes.${same}.quantite`, String((Number(line.quantite) || 0) + 1));
      return undefined;
    }
    // update() gives the line a new key: its picker shows the scanned name.
    const empty = current.findIndex((item) => item.article === null);
    const filled = { ...emptyLine(), article };
    if (empty === -1) append(filled);
    else update(empty, filled);
    return undefined;
  }

  function submit(body: TransferFormOutput) {
    setFailure(null);
    create.mutate(
      { key, ...body },
      { onSuccess: onCreated, onError: (error) => setFailure(`${T.failed}${error.message}`) },
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={create.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField<TransferFormValues>
          name="source"
          label={T.source}
          options={shops.map((shop) => ({ id: String(shop.id), label: shop.nom }))}
          isRequired
          isDisabled={shops.length <= 1 && source !== ''}
        />
        <FormSelectField<TransferFormValues>
          name="destination"
          label={T.destination}
          options={destinationOptions}
          isRequired
        />
      </div>
      <BarcodeField onArticle={scanned} magasin={Number(source) || null} />
      <TransferLinesFields
        fields={fields}
        onAdd={() => append(emptyLine())}
        onRemove={remove}
        error={form.formState.errors.lignes?.message}
      />
      <FormInputField<TransferFormValues> name="note" label={T.note} />
    </FormDialog>
  );
}
