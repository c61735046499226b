import {
  type PurchaseOrder,
  type PurchaseOrderInput,
  parseMoney,
  purchaseOrderInputSchema,
} from '@pelote/shared';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type * as z from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { toMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { parsedBody } from '@/lib/form-body-schema';
import { useSchemaForm } from '@/lib/schema-form';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSupplierChoices } from '@/lib/supplier-choices';
import {
  emptyOrderLine,
  type OrderFormValues,
  PurchaseOrderLinesFields,
} from './purchase-order-lines-fields';
import { useSaveOrder } from './purchase-orders-api';

export const ORDER_FORM_TEXTS = {
  createTitle: 'Nouveau bon de commande',
  editTitle: (numero: string) => `Modifier ${numero}`,
  description: 'Un fournisseur, le magasin qui reçoit, les articles commandés.',
  supplier: 'Fournisseur',
  shop: 'Magasin de livraison',
  note: 'Note pour le fournisseur',
  create: 'Créer le brouillon',
  save: 'Enregistrer',
  pending: 'Enregistrement...',
  cancel: 'Annuler',
  failed: 'Erreur lors de l’enregistrement : ',
} as const;

const T = ORDER_FORM_TEXTS;
type OrderFormOutput = z.output<typeof purchaseOrderInputSchema>;

/** A price typed: blank → the last delivery's (null); unreadable → a value the schema refuses. */
const priceOf = (text: string) => (text.trim() === '' ? null : (parseMoney(text) ?? -1));

/** The body of POST /BonsDeCommande/ (and PUT /{id}), checked by its own schema. */
const orderFormSchema = parsedBody(
  (values: OrderFormValues): PurchaseOrderInput => ({
    fournisseur: Number(values.fournisseur) || 0,
    magasin: Number(values.magasin) || 0,
    lignes: values.lignes.map((line) => ({
      article: line.article?.id ?? 0,
      quantite: Number(line.quantite),
      prix_unitaire: priceOf(line.prix),
    })),
    note: values.note,
  }),
  purchaseOrderInputSchema,
);

function valuesOf(order: PurchaseOrder | null, initialShop: number | null): OrderFormValues {
  if (!order) {
    return {
      fournisseur: '',
      magasin: initialShop === null ? '' : String(initialShop),
      lignes: [emptyOrderLine()],
      note: '',
    };
  }
  return {
    fournisseur: String(order.fournisseur.id),
    magasin: String(order.magasin.id),
    lignes: order.lignes.map((line) => ({
      article: { ...line.article, description: '', prix_unitaire: 0 },
      quantite: String(line.quantite),
      prix: toMoneyField(line.prix_unitaire),
    })),
    note: order.note,
  };
}

type Props = {
  /** The draft edited, or null for a new one. */
  order: PurchaseOrder | null;
  initialShop: number | null;
  onClose: () => void;
  onSaved: (order: PurchaseOrder) => void;
};

/** 'Nouveau bon de commande' and a draft's edit (direction): one dialog, one Idempotency-Key per opening. */
export function PurchaseOrderFormDialog({ order, initialShop, onClose, onSaved }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<OrderFormValues, OrderFormOutput>(orderFormSchema, valuesOf(order, initialShop));
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lignes' });
  const suppliers = useSupplierChoices();
  const { shops } = useSelectedShop();
  const save = useSaveOrder();

  function submit(payload: OrderFormOutput) {
    setFailure(null);
    save.mutate(
      { id: order?.id ?? null, payload },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => setFailure(`${T.failed}${error.message}`),
      },
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={order ? T.editTitle(order.numero) : T.createTitle}
      description={T.description}
      form={form}
      onSubmit={submit}
      submitLabel={order ? T.save : T.create}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={save.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField<OrderFormValues>
          name="fournisseur"
          label={T.supplier}
          options={(suppliers.data ?? []).map((supplier) => ({
            id: String(supplier.id),
            label: supplier.nom,
          }))}
          isRequired
        />
        <FormSelectField<OrderFormValues>
          name="magasin"
          label={T.shop}
          options={shops.map((shop) => ({ id: String(shop.id), label: shop.nom }))}
          isRequired
        />
      </div>
      <PurchaseOrderLinesFields
        fields={fields}
        onAdd={() => append(emptyOrderLine())}
        onRemove={remove}
        error={form.formState.errors.lignes?.message}
      />
      <FormTextareaField<OrderFormValues> name="note" label={T.note} />
    </FormDialog>
  );
}
