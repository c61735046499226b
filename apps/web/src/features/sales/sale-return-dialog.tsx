import {
  type CreditNote,
  REFUND_METHOD_LABELS,
  type ReturnCreateInput,
  type SaleDetail,
} from '@pelote/shared';
import { useMemo, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateReturn } from './returns-api';
import { ReturnLineRow } from './sale-return-line-row';
import { ReturnRefundFields } from './sale-return-refund';
import {
  initialReturnValues,
  type ReturnFormValues,
  refundTotal,
  returnFormSchema,
} from './sale-return-rules';
import { SALE_RETURN_TEXTS } from './sale-return-texts';

export { SALE_RETURN_TEXTS };

const T = SALE_RETURN_TEXTS;

type SaleReturnDialogProps = {
  sale: SaleDetail;
  onClose: () => void;
  onReturned: (note: CreditNote) => void;
};

/**
 * 'Retour' of a sale: per line still returnable, how many units come back, 'Revendable' or
 * 'Défectueux', and why; then the refund (cash, mobile money with its reference, or the client's
 * credit balance for a registered client), the amount of the credit note live, and a confirmation.
 * One Idempotency-Key per opening: a retried confirmation never records the return twice.
 */
export function SaleReturnDialog({ sale, onClose, onReturned }: SaleReturnDialogProps) {
  const create = useCreateReturn(sale.id);
  const [key] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<ReturnCreateInput | null>(null);
  const schema = useMemo(() => returnFormSchema(sale), [sale]);
  const form = useSchemaForm<ReturnFormValues, ReturnCreateInput>(schema, initialReturnValues(sale));
  const { fields } = useFieldArray({ control: form.control, name: 'lignes' });
  const linesError = form.formState.errors.lignes?.root?.message ?? form.formState.errors.lignes?.message;
  const hasLines = fields.length > 0;

  const close = () => {
    if (!create.isPending) onClose();
  };

  function confirm() {
    if (!confirming) return;
    create.mutate({ payload: confirming, key }, { onSuccess: (note) => onReturned(note) });
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      title={T.title(sale.numero_facture)}
      description={hasLines ? T.intro : undefined}
      size="lg"
      isDismissable={!create.isPending}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            create.reset();
            return form.handleSubmit(setConfirming)(event);
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <ModalBody>
            {hasLines ? null : <p className="text-sm text-stone-700">{T.nothingLeft}</p>}
            {hasLines ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium text-stone-800">{T.lines}</legend>
                {fields.map((field, index) => {
                  const line = sale.items.find((item) => item.id === field.ligne);
                  return line ? <ReturnLineRow key={field.id} line={line} index={index} /> : null;
                })}
                {linesError ? <Alert>{linesError}</Alert> : null}
              </fieldset>
            ) : null}
            {hasLines ? <ReturnRefundFields sale={sale} /> : null}
            {create.isError && !confirming ? <Alert>{`${T.failed}: ${create.error.message}`}</Alert> : null}
          </ModalBody>
          <ModalFooter>
            <Button variant="secondary" onPress={close} isDisabled={create.isPending}>
              {T.cancel}
            </Button>
            {hasLines ? <Button type="submit">{T.submit}</Button> : null}
          </ModalFooter>
        </form>
      </FormProvider>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!create.isPending && !isOpen) setConfirming(null);
        }}
        title={T.confirmTitle}
        message={T.confirmText(
          confirming ? refundTotal(sale, form.getValues('lignes')) : 0,
          sale.numero_facture,
          REFUND_METHOD_LABELS[confirming?.remboursement.methode ?? 'especes'],
        )}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        tone="primary"
        isPending={create.isPending}
        error={create.isError ? `${T.failed}: ${create.error.message}` : null}
        onConfirm={confirm}
      />
    </Modal>
  );
}
