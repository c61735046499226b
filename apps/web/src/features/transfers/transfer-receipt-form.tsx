import {
  LOSS_REASONS,
  lotName,
  STOCK_REASON_LABELS,
  type Transfer,
  type TransferReceiveInput,
  transferReceiveSchema,
} from '@pelote/shared';
import { useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormInputField } from '@/components/form-input-field';
import { FormSelectField } from '@/components/form-select-field';
import { parsedBody } from '@/lib/form-body-schema';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import { useReceiveTransfer } from './transfers-api';

export const TRANSFER_RECEIPT_TEXTS = {
  intro: 'Indiquez ce qui est arrivé ; chaque manque demande son motif.',
  received: (shipped: number) => `Quantité reçue (sur ${shipped})`,
  reason: 'Motif du manque',
  comment: 'Commentaire (facultatif)',
  submit: 'Confirmer la réception',
  pending: 'Réception...',
  back: 'Retour',
  failed: 'Erreur lors de la réception : ',
} as const;

const T = TRANSFER_RECEIPT_TEXTS;
const REASON_OPTIONS = LOSS_REASONS.map((reason) => ({ id: reason, label: STOCK_REASON_LABELS[reason] }));

/** The receipt as typed: per shipped line, the quantity received as text, and a shortfall's reason. */
type ReceiptFormValues = {
  lignes: { ligne: number; quantite_recue: string; motif: string; commentaire: string }[];
};
type ReceiptFormOutput = z.output<typeof transferReceiveSchema>;

const receivedOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body of POST /Transferts/{id}/recevoir: a reason and a comment only for a shortfall. */
const receiptFormSchema = (transfer: Transfer) =>
  parsedBody(
    (values: ReceiptFormValues): TransferReceiveInput => ({
      lignes: values.lignes.map((receipt, index) => {
        const quantite = receivedOf(receipt.quantite_recue);
        const short = quantite < (transfer.lignes[index]?.quantite ?? 0);
        return {
          ligne: receipt.ligne,
          quantite_recue: quantite,
          motif: short ? receipt.motif || undefined : undefined,
          commentaire: short ? receipt.commentaire : '',
        };
      }),
    }),
    transferReceiveSchema,
  );

/** The receipt of a shipped transfer: per line what arrived, and the reason of each shortfall. */
export function TransferReceiptForm({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => receiptFormSchema(transfer), [transfer]);
  const form = useSchemaForm<ReceiptFormValues, ReceiptFormOutput>(schema, {
    lignes: transfer.lignes.map((line) => ({
      ligne: line.id,
      quantite_recue: String(line.quantite),
      motif: '',
      commentaire: '',
    })),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lignes' });
  const receipts = useWatch({ control: form.control, name: 'lignes' });
  const receive = useReceiveTransfer();

  function submit(body: ReceiptFormOutput) {
    setFailure(null);
    receive.mutate(
      { id: transfer.id, key, ...body },
      { onSuccess: onDone, onError: (error) => setFailure(`${T.failed}${error.message}`) },
    );
  }

  return (
    <FormProvider {...form}>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <p className="text-sm text-stone-700">{T.intro}</p>
        {fields.map((field, index) => {
          const line = transfer.lignes[index];
          if (!line) return null;
          const short = Number(receipts[index]?.quantite_recue) < line.quantite;
          return (
            <fieldset key={field.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
              <legend className="px-1 text-sm font-medium text-stone-900">
                {line.article.nom}
                {line.bain ? ` · Bain ${lotName(line.bain)}` : ''}
              </legend>
              <FormInputField<ReceiptFormValues>
                name={`lignes.${index}.quantite_recue`}
                label={T.received(line.quantite)}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantite}
              />
              {short ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormSelectField<ReceiptFormValues>
                    name={`lignes.${index}.motif`}
                    label={T.reason}
                    options={REASON_OPTIONS}
                    isRequired
                  />
                  <FormInputField<ReceiptFormValues> name={`lignes.${index}.commentaire`} label={T.comment} />
                </div>
              ) : null}
            </fieldset>
          );
        })}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onDone} isDisabled={receive.isPending}>
            {T.back}
          </Button>
          <Button type="submit" isPending={receive.isPending} pendingLabel={T.pending}>
            {T.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
