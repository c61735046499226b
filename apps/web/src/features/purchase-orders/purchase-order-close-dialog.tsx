import { type PurchaseOrder, type PurchaseOrderCloseInput, purchaseOrderCloseSchema } from '@pelote/shared';
import { useState } from 'react';
import type * as z from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormTextareaField } from '@/components/form-textarea-field';
import { useSchemaForm } from '@/lib/schema-form';
import { useCloseOrder } from './purchase-orders-api';

export const ORDER_CLOSE_TEXTS = {
  title: 'Solder le reliquat',
  description: (units: number) =>
    `${units} unité(s) ne viendront pas : le bon de commande passe à « Soldé » et ne les attend plus.`,
  reason: 'Motif',
  placeholder: 'ex. Article plus fabriqué',
  submit: 'Solder',
  pending: 'Solde...',
  cancel: 'Annuler',
  failed: 'Erreur : ',
} as const;

const T = ORDER_CLOSE_TEXTS;

/** 'Solder le reliquat' (direction): what was not received will never come, with its reason. */
export function PurchaseOrderCloseDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const form = useSchemaForm<PurchaseOrderCloseInput, z.output<typeof purchaseOrderCloseSchema>>(
    purchaseOrderCloseSchema,
    { motif: '' },
  );
  const close = useCloseOrder(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description(order.reste)}
      form={form}
      onSubmit={(body) => {
        setFailure(null);
        close.mutate(body, {
          onSuccess: onClose,
          onError: (error) => setFailure(`${T.failed}${error.message}`),
        });
      }}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={close.isPending}
      error={failure}
    >
      <FormTextareaField<PurchaseOrderCloseInput>
        name="motif"
        label={T.reason}
        placeholder={T.placeholder}
        isRequired
      />
    </FormDialog>
  );
}
