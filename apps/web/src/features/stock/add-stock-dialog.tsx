import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  STOCK_MESSAGES,
  STOCK_PRODUCT_TYPE_LABELS,
  STOCK_PRODUCT_TYPES,
  type StockProduct,
} from '@pelote/shared';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormNumberField } from '@/components/form-number-field';
import { SelectField } from '@/components/select-field';
import { useAddStock } from './stock-api';
import {
  addStockFailureText,
  type ShopStockFormOutput,
  type ShopStockFormValues,
  shopStockFormDefaults,
  shopStockFormSchema,
} from './stock-forms';
import { StockProductPicker } from './stock-product-picker';

export const ADD_STOCK_TEXTS = {
  title: 'Ajouter du stock',
  shop: 'Magasin',
  quartier: 'Quartier',
  type: "Type d'article",
  summary: 'Produit sélectionné',
  nom: 'Nom',
  productType: 'Type',
  unitPrice: 'Prix unitaire',
  quantity: 'Quantité à ajouter',
  total: 'Valeur totale',
  submit: 'Ajouter au stock',
  pending: 'Ajout en cours...',
} as const;

const T = ADD_STOCK_TEXTS;

const TYPE_OPTIONS = STOCK_PRODUCT_TYPES.map((type) => ({
  id: type,
  label: STOCK_PRODUCT_TYPE_LABELS[type],
}));

/** The shop the stock goes to: shown read-only at the top of the dialog. */
export type StockShop = { id: number; nom: string; quartier: string };

/** What was added, for the caller's confirmation. */
export type StockAdded = { shop: StockShop; product: StockProduct; quantite: number };

type AddStockDialogProps = {
  shop: StockShop;
  onClose: () => void;
  onAdded?: (added: StockAdded) => void;
};

/** The chosen product's name, type and unit price. */
function ProductSummary({ product }: { product: StockProduct }) {
  return (
    <section aria-label={T.summary} className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">{T.nom}</dt>
        <dd className="min-w-0 font-medium break-words text-stone-900">{product.nom}</dd>
        <dt className="text-stone-500">{T.productType}</dt>
        <dd className="text-stone-900">{STOCK_PRODUCT_TYPE_LABELS[product.type]}</dd>
        <dt className="text-stone-500">{T.unitPrice}</dt>
        <dd className="tabular-nums text-stone-900">{formatMoney(product.prix_unitaire)}</dd>
      </dl>
    </section>
  );
}

/**
 * 'Ajouter du stock' from a shop card: the shop and its quartier read-only, the
 * article type, the product (searchable, shown once a type is chosen; changing the type clears it),
 * its summary, the quantity and the live total value. Mounted on each opening, so it starts empty;
 * a failed save keeps everything typed and shows why.
 */
export function AddStockDialog({ shop, onClose, onAdded }: AddStockDialogProps) {
  const form = useForm<ShopStockFormValues, unknown, ShopStockFormOutput>({
    resolver: zodResolver(shopStockFormSchema),
    defaultValues: shopStockFormDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const add = useAddStock();
  const [failure, setFailure] = useState<string | null>(null);
  const { field: typeField, fieldState: typeState } = useController({ control: form.control, name: 'type' });
  const { field: productField, fieldState: productState } = useController({
    control: form.control,
    name: 'produit',
  });
  const quantite = useWatch({ control: form.control, name: 'quantite' });
  const product = productField.value;
  const isPending = form.formState.isSubmitting || add.isPending;

  async function submit(values: ShopStockFormOutput) {
    setFailure(null);
    try {
      await add.mutateAsync({
        magasin: shop.id,
        produit_id: values.produit.id,
        produit_type: values.type,
        quantite: values.quantite,
      });
      onAdded?.({ shop, product: values.produit, quantite: values.quantite });
      onClose();
    } catch (error) {
      setFailure(addStockFailureText(STOCK_MESSAGES.addFailed, error));
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
      <dl className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 px-4 py-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-stone-500">{T.shop}</dt>
          <dd className="font-medium break-words text-stone-900">{shop.nom}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500">{T.quartier}</dt>
          <dd className="break-words text-stone-900">{shop.quartier}</dd>
        </div>
      </dl>
      <SelectField
        label={T.type}
        options={TYPE_OPTIONS}
        value={typeField.value}
        onChange={(next) => {
          if (next === typeField.value) return;
          typeField.onChange(next);
          form.setValue('produit', null);
          form.clearErrors(['type', 'produit']);
        }}
        onBlur={typeField.onBlur}
        error={typeState.error?.message}
        isRequired
        name={typeField.name}
        buttonRef={typeField.ref}
      />
      {typeField.value ? (
        <StockProductPicker
          // A new type starts a new search.
          key={typeField.value}
          type={typeField.value}
          magasin={shop.id}
          value={product}
          onChange={(next) => {
            productField.onChange(next);
            if (productState.error) form.clearErrors('produit');
          }}
          onBlur={productField.onBlur}
          error={productState.error?.message}
          inputRef={productField.ref}
        />
      ) : null}
      {product ? <ProductSummary product={product} /> : null}
      <FormNumberField<ShopStockFormValues> name="quantite" label={T.quantity} isRequired minValue={1} />
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-950">
        <span>{T.total}</span>
        <output aria-live="polite" className="text-base font-semibold tabular-nums">
          {formatMoney(product && typeof quantite === 'number' ? product.prix_unitaire * quantite : 0)}
        </output>
      </p>
    </FormDialog>
  );
}
