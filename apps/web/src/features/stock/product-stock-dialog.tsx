import { zodResolver } from '@hookform/resolvers/zod';
import { ARTICLE_TYPE_LABELS, type CatalogueType, formatMoney, STOCK_MESSAGES } from '@pelote/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormNumberField } from '@/components/form-number-field';
import type { StockShop } from './add-stock-dialog';
import { useAddStock } from './stock-api';
import {
  addStockFailureText,
  type ProductStockFormOutput,
  type ProductStockFormValues,
  productStockFormDefaults,
  productStockFormSchema,
} from './stock-forms';

export const PRODUCT_STOCK_TEXTS = {
  title: 'Ajouter au stock',
  product: 'Produit',
  type: 'Type',
  unitPrice: 'Prix unitaire',
  shop: 'Magasin de destination',
  quantity: 'Quantité',
  threshold: "Seuil d'alerte",
  thresholdHint: 'Une alerte apparaît quand le stock descend à ce niveau.',
  submit: 'Ajouter au stock',
  pending: 'Ajout en cours...',
} as const;

const T = PRODUCT_STOCK_TEXTS;

/** The product of the row: its id and name, its price when the row has one. */
export type StockRowProduct = { id: number; nom: string; prix_unitaire?: number };

type ProductStockDialogProps = {
  product: StockRowProduct;
  /** The product's type (sent as `produit_type`; an empty one means 'Produit'). */
  type: CatalogueType | '';
  shop: StockShop;
  onClose: () => void;
};

/**
 * 'Ajouter au stock' from a product row: the product and the
 * selected shop shown, a quantity (default 1) and an alert threshold (default 5, at least 0).
 * Mounted on each opening; a failed save keeps the values and shows why.
 */
export function ProductStockDialog({ product, type, shop, onClose }: ProductStockDialogProps) {
  const form = useForm<ProductStockFormValues, unknown, ProductStockFormOutput>({
    resolver: zodResolver(productStockFormSchema),
    defaultValues: productStockFormDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const add = useAddStock();
  const [failure, setFailure] = useState<string | null>(null);
  const isPending = form.formState.isSubmitting || add.isPending;

  async function submit(values: ProductStockFormOutput) {
    setFailure(null);
    try {
      await add.mutateAsync({
        magasin: shop.id,
        produit_id: product.id,
        produit_type: type || 'Produit',
        quantite: values.quantite,
        quantite_seuil: values.quantite_seuil,
      });
      onClose();
    } catch (error) {
      setFailure(addStockFailureText(STOCK_MESSAGES.addError, error));
    }
  }

  return (
    <FormDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onClose();
      }}
      title={T.title}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={isPending}
      error={failure}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm">
        <dt className="text-stone-500">{T.product}</dt>
        <dd className="min-w-0 font-medium break-words text-stone-900">{product.nom}</dd>
        {type ? (
          <>
            <dt className="text-stone-500">{T.type}</dt>
            <dd className="text-stone-900">{ARTICLE_TYPE_LABELS[type]}</dd>
          </>
        ) : null}
        {product.prix_unitaire !== undefined ? (
          <>
            <dt className="text-stone-500">{T.unitPrice}</dt>
            <dd className="tabular-nums text-stone-900">{formatMoney(product.prix_unitaire)}</dd>
          </>
        ) : null}
        <dt className="text-stone-500">{T.shop}</dt>
        <dd className="min-w-0 break-words text-stone-900">
          {shop.nom}
          {shop.quartier ? <span className="text-stone-500"> · {shop.quartier}</span> : null}
        </dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField<ProductStockFormValues> name="quantite" label={T.quantity} isRequired minValue={1} />
        <FormNumberField<ProductStockFormValues>
          name="quantite_seuil"
          label={T.threshold}
          isRequired
          minValue={0}
          description={T.thresholdHint}
        />
      </div>
    </FormDialog>
  );
}
