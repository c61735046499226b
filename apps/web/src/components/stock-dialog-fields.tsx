import {
  ARTICLE_TYPE_LABELS,
  type CatalogueType,
  formatMoney,
  STOCK_MESSAGES,
  STOCK_PRODUCT_TYPE_LABELS,
  STOCK_PRODUCT_TYPES,
  STOCK_PRODUCTS_LIMIT,
  type StockProduct,
} from '@pelote/shared';
import { useController, useFormContext } from 'react-hook-form';
import { getStockProducts, stockProductKeys } from '@/lib/stock-add';
import { AsyncPicker } from './async-picker';
import { SelectField } from './select-field';
import type { StockDialogValues } from './stock-dialog-form';

export const STOCK_DIALOG_FIELDS_TEXTS = {
  shop: 'Magasin',
  quartier: 'Quartier',
  type: "Type d'article",
  product: 'Produit',
  summary: 'Produit sélectionné',
  nom: 'Nom',
  productType: 'Type',
  unitPrice: 'Prix unitaire',
  destination: 'Magasin de destination',
} as const;

const T = STOCK_DIALOG_FIELDS_TEXTS;

const TYPE_OPTIONS = STOCK_PRODUCT_TYPES.map((type) => ({
  id: type,
  label: STOCK_PRODUCT_TYPE_LABELS[type],
}));

/** The shop the stock goes to. */
export type StockShop = { id: number; nom: string; quartier: string };

/** A catalogue row's product: its id and name, its price when the row has one. */
export type StockRowProduct = { id: number; nom: string; prix_unitaire?: number };

const termClass = 'text-stone-500';

/** The shop and its quartier, read-only (the shop card's variant). */
export function ShopSummary({ shop }: { shop: StockShop }) {
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 px-4 py-3 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className={termClass}>{T.shop}</dt>
        <dd className="font-medium break-words text-stone-900">{shop.nom}</dd>
      </div>
      <div className="min-w-0">
        <dt className={termClass}>{T.quartier}</dt>
        <dd className="break-words text-stone-900">{shop.quartier}</dd>
      </div>
    </dl>
  );
}

/**
 * The shop card's choice: the article type, then the product of that type (searched by the server,
 * with its price and the shop's quantity; a new type clears it), then its summary.
 */
export function StockProductChoice({ magasin }: { magasin: number }) {
  const form = useFormContext<StockDialogValues>();
  const { field: type, fieldState: typeState } = useController({ control: form.control, name: 'type' });
  const { field: product, fieldState: productState } = useController({
    control: form.control,
    name: 'produit',
  });
  const chosenType = type.value;
  return (
    <>
      <SelectField
        label={T.type}
        options={TYPE_OPTIONS}
        value={chosenType}
        onChange={(next) => {
          if (next === chosenType) return;
          type.onChange(next);
          form.setValue('produit', null);
          form.clearErrors(['type', 'produit']);
        }}
        onBlur={type.onBlur}
        error={typeState.error?.message}
        isRequired
        name={type.name}
        buttonRef={type.ref}
      />
      {chosenType ? (
        <AsyncPicker<StockProduct>
          // A new type starts a new search.
          key={chosenType}
          label={T.product}
          query={(q) => ({
            queryKey: stockProductKeys.search(chosenType, magasin, q),
            queryFn: ({ signal }) => getStockProducts(chosenType, magasin, q, signal),
          })}
          value={product.value}
          onChange={(next) => {
            product.onChange(next);
            if (productState.error) form.clearErrors('produit');
          }}
          facts={(item) => ({ prix: item.prix_unitaire, stock: item.quantite_stock })}
          limit={STOCK_PRODUCTS_LIMIT}
          loadError={STOCK_MESSAGES.productsLoadError}
          onBlur={product.onBlur}
          error={productState.error?.message}
          inputRef={product.ref}
        />
      ) : null}
      {product.value ? <ChosenProductSummary product={product.value} /> : null}
    </>
  );
}

function ChosenProductSummary({ product }: { product: StockProduct }) {
  return (
    <section aria-label={T.summary} className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className={termClass}>{T.nom}</dt>
        <dd className="min-w-0 font-medium break-words text-stone-900">{product.nom}</dd>
        <dt className={termClass}>{T.productType}</dt>
        <dd className="text-stone-900">{STOCK_PRODUCT_TYPE_LABELS[product.type]}</dd>
        <dt className={termClass}>{T.unitPrice}</dt>
        <dd className="tabular-nums text-stone-900">{formatMoney(product.prix_unitaire)}</dd>
      </dl>
    </section>
  );
}

/** A catalogue row's product and the destination shop, read-only (the product row's variant). */
export function RowProductSummary({
  product,
  type,
  shop,
}: {
  product: StockRowProduct;
  type: CatalogueType | '';
  shop: StockShop;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm">
      <dt className={termClass}>{T.product}</dt>
      <dd className="min-w-0 font-medium break-words text-stone-900">{product.nom}</dd>
      {type ? (
        <>
          <dt className={termClass}>{T.productType}</dt>
          <dd className="text-stone-900">{ARTICLE_TYPE_LABELS[type]}</dd>
        </>
      ) : null}
      {product.prix_unitaire !== undefined ? (
        <>
          <dt className={termClass}>{T.unitPrice}</dt>
          <dd className="tabular-nums text-stone-900">{formatMoney(product.prix_unitaire)}</dd>
        </>
      ) : null}
      <dt className={termClass}>{T.destination}</dt>
      <dd className="min-w-0 break-words text-stone-900">
        {shop.nom}
        {shop.quartier ? <span className="text-stone-500"> · {shop.quartier}</span> : null}
      </dd>
    </dl>
  );
}
