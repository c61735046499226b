import {
  BAIN_MESSAGES,
  type CatalogueType,
  formatMoney,
  STOCK_MESSAGES,
  type StockAddInput,
} from '@pelote/shared';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { useAddStock } from '@/lib/stock-add';
import { FormDialog } from './form-dialog';
import { FormNumberField } from './form-number-field';
import { FormTextField } from './form-text-field';
import {
  RowProductSummary,
  ShopSummary,
  StockProductChoice,
  type StockRowProduct,
  type StockShop,
} from './stock-dialog-fields';
import {
  addStockFailureText,
  type StockDialogOutput,
  type StockDialogValues,
  stockDialogDefaults,
  stockDialogSchema,
} from './stock-dialog-form';

export type { StockRowProduct, StockShop } from './stock-dialog-fields';

export const STOCK_DIALOG_TEXTS = {
  shopTitle: 'Ajouter du stock',
  productTitle: 'Ajouter au stock',
  shopQuantity: 'Quantité à ajouter',
  productQuantity: 'Quantité',
  threshold: "Seuil d'alerte",
  thresholdHint: 'Une alerte apparaît quand le stock descend à ce niveau.',
  total: 'Valeur totale',
  lot: BAIN_MESSAGES.label,
  lotPlaceholder: BAIN_MESSAGES.placeholder,
  submit: 'Ajouter au stock',
  pending: 'Ajout en cours...',
} as const;

const T = STOCK_DIALOG_TEXTS;

/** What was added, for the caller's confirmation. */
export type StockAdded = { shop: StockShop; product: { id: number; nom: string }; quantite: number };

/** A catalogue row's product, fixed (its type is sent as `produit_type`; '' sends 'Produit'). */
export type FixedStockProduct = { item: StockRowProduct; type: CatalogueType | '' };

type StockDialogProps = {
  shop: StockShop;
  /** Opened from a product row: the product is fixed. Otherwise the dialog asks for it. */
  product?: FixedStockProduct;
  onClose: () => void;
  onAdded?: (added: StockAdded) => void;
};

/**
 * The one add-stock dialog. From a shop card ('Ajouter du stock'): the shop read-only, the article
 * type, the product, its summary, the quantity and the live total value. From a product row
 * ('Ajouter au stock'): the product and the destination shop, a quantity (1) and an alert threshold
 * (5). Mounted on each opening, so it starts afresh; a failed save keeps what was typed and says why.
 */
export function StockDialog({ shop, product, onClose, onAdded }: StockDialogProps) {
  const form = useSchemaForm<StockDialogValues, StockDialogOutput>(
    stockDialogSchema(Boolean(product), product?.type === 'laine'),
    stockDialogDefaults,
  );
  const add = useAddStock();
  const [failure, setFailure] = useState<string | null>(null);
  const isPending = form.formState.isSubmitting || add.isPending;
  // A wool is stocked per lot ('Bain'): the field shows for a wool only.
  const chosenType = useWatch({ control: form.control, name: 'type' });
  const needsLot = product ? product.type === 'laine' : chosenType === 'laines';

  async function submit(values: StockDialogOutput) {
    setFailure(null);
    const input: StockAddInput =
      'produit' in values
        ? {
            magasin: shop.id,
            produit_id: values.produit.id,
            produit_type: values.type,
            quantite: values.quantite,
            ...(needsLot ? { bain: values.bain } : {}),
          }
        : {
            magasin: shop.id,
            produit_id: product?.item.id ?? 0,
            produit_type: product?.type || 'Produit',
            quantite: values.quantite,
            quantite_seuil: values.quantite_seuil,
            ...(needsLot ? { bain: values.bain } : {}),
          };
    try {
      await add.mutateAsync(input);
      const added = 'produit' in values ? values.produit : product?.item;
      if (added) onAdded?.({ shop, product: added, quantite: values.quantite });
      onClose();
    } catch (error) {
      setFailure(addStockFailureText(product ? STOCK_MESSAGES.addError : STOCK_MESSAGES.addFailed, error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={product ? T.productTitle : T.shopTitle}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={isPending}
      error={failure}
    >
      {product ? (
        <RowProductSummary product={product.item} type={product.type} shop={shop} />
      ) : (
        <>
          <ShopSummary shop={shop} />
          <StockProductChoice magasin={shop.id} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField<StockDialogValues>
          name="quantite"
          label={product ? T.productQuantity : T.shopQuantity}
          isRequired
          minValue={1}
          className={product ? undefined : 'sm:col-span-2'}
        />
        {needsLot ? (
          <FormTextField<StockDialogValues>
            name="bain"
            label={T.lot}
            placeholder={T.lotPlaceholder}
            isRequired
            autoComplete="off"
            className="sm:col-span-2"
          />
        ) : null}
        {product ? (
          <FormNumberField<StockDialogValues>
            name="quantite_seuil"
            label={T.threshold}
            isRequired
            minValue={0}
            description={T.thresholdHint}
          />
        ) : null}
      </div>
      {product ? null : <TotalValue control={form.control} />}
    </FormDialog>
  );
}

/** The chosen product's unit price times the quantity, live. */
function TotalValue({ control }: { control: Control<StockDialogValues, unknown, StockDialogOutput> }) {
  const [produit, quantite] = useWatch({ control, name: ['produit', 'quantite'] });
  return (
    <p className="flex items-baseline justify-between gap-3 rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-950">
      <span>{T.total}</span>
      <output aria-live="polite" className="text-base font-semibold tabular-nums">
        {formatMoney(produit && typeof quantite === 'number' ? produit.prix_unitaire * quantite : 0)}
      </output>
    </p>
  );
}
