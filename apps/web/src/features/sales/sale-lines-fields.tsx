import {
  ARTICLE_TYPE_LABELS,
  BAIN_MESSAGES,
  formatMoney,
  lotName,
  lotsInDrawOrder,
  productName,
  type StoreProduct,
} from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { BARCODE_FIELD_TEXTS, BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { IconButton } from '@/components/icon-button';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import {
  availableFor,
  defaultLot,
  lineTotal,
  mixedLots,
  picksLot,
  type SaleLineDraft,
} from './sale-form-rules';
import type { SaleFormValues } from './sale-form-schema';

export const SALE_LINES_TEXTS = {
  articles: 'Articles',
  product: 'Produit',
  quantity: 'Quantité',
  available: (n: number) => `Stock disponible : ${n}`,
  availableInLot: (n: number, bain: string) => `Stock disponible (bain ${lotName(bain)}) : ${n}`,
  lot: BAIN_MESSAGES.label,
  lotOption: (bain: string, n: number) => `${lotName(bain)} — ${n} en stock`,
  mixedLots: BAIN_MESSAGES.mixed,
  mixedLotsOf: (nom: string, bains: string[]) => `${nom} : ${bains.map(lotName).join(', ')}`,
  lineTotal: 'Total de la ligne',
  addLine: 'Ajouter un article',
  removeLine: (n: number) => `Retirer l'article ${n}`,
  loadingProducts: 'Chargement des produits...',
  noProducts: 'Aucun produit en stock dans ce magasin.',
  productsError: 'Erreur lors du chargement des produits',
} as const;

const T = SALE_LINES_TEXTS;
/** Stock at or below this is shown in red. */
const LOW_STOCK = 5;

const productLabel = (product: StoreProduct) =>
  `${productName(product.nom)} — ${ARTICLE_TYPE_LABELS[product.type]} — ${formatMoney(product.prix)}`;

type SaleLinesFieldsProps = {
  /** The shop's products in stock ([] while they load). */
  products: readonly StoreProduct[];
  status: { isError: boolean; isPending: boolean; isSuccess: boolean; isFetching: boolean };
  /** A new key for a line (shared with the payments). */
  nextKey: () => number;
};

/**
 * The article lines of the new sale, in the surrounding form's `lines`: a product, a quantity and,
 * for a wool, its lot ('Bain', the one with most stock unless another is picked). A sale taking
 * one wool from several lots says 'Bains différents : vérifiez avec le client', and still sells.
 * Editing a line drops its errors; the form checks again on submit.
 */
export function SaleLinesFields({ products, status, nextKey }: SaleLinesFieldsProps) {
  const { control, setValue, clearErrors } = useFormContext<SaleFormValues>();
  const { append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { errors } = useFormState({ control });
  const mixed = mixedLots(lines, products);

  function addLine() {
    const first = products[0];
    if (!first) return;
    append({ key: nextKey(), article: String(first.id), quantite: '1', bain: defaultLot(first) });
    clearErrors('root.articles');
  }

  function updateLine(index: number, change: Partial<SaleLineDraft>) {
    const line = lines[index];
    if (!line) return;
    setValue(`lines.${index}`, { ...line, ...change });
    clearErrors(`lines.${index}`);
  }

  // A scanned article: one more on its line, else a new line (from its lot with most stock).
  const { getValues } = useFormContext<SaleFormValues>();
  function scanned(article: ScannedArticle) {
    const product = products.find((item) => item.id === article.id);
    if (!product) return BARCODE_FIELD_TEXTS.notInShop(productName(article.nom));
    const current = getValues('lines');
    const index = current.findIndex((line) => line.article === String(product.id));
    const line = current[index];
    if (line) {
      setValue(`lines.${index}`, { ...line, quantite: String((Number(line.quantite) || 0) + 1) });
      clearErrors(`lines.${index}`);
    } else {
      append({ key: nextKey(), article: String(product.id), quantite: '1', bain: defaultLot(product) });
      clearErrors('root.articles');
    }
    return undefined;
  }

  const addDisabled = status.isPending || status.isFetching || products.length === 0;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-stone-800">{T.articles}</legend>
      <BarcodeField onArticle={scanned} isDisabled={status.isPending} />
      {status.isError ? <Alert>{T.productsError}</Alert> : null}
      {status.isPending ? <p className="text-sm text-stone-600">{T.loadingProducts}</p> : null}
      {status.isSuccess && products.length === 0 ? (
        <p className="text-sm text-stone-600">{T.noProducts}</p>
      ) : null}
      {lines.map((line, index) => (
        <SaleLineRow
          key={line.key}
          index={index + 1}
          line={line}
          products={products}
          errors={{
            article: errors.lines?.[index]?.article?.message,
            quantite: errors.lines?.[index]?.quantite?.message,
          }}
          onChange={(change) => updateLine(index, change)}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.root?.articles ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.articles.message}
        </p>
      ) : null}
      {mixed.length > 0 ? (
        <Alert tone="warning" title={T.mixedLots}>
          <ul>
            {mixed.map((wool) => (
              <li key={wool.nom}>{T.mixedLotsOf(productName(wool.nom), wool.bains)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onPress={addLine}
          isDisabled={addDisabled}
        >
          {T.addLine}
        </Button>
      </div>
    </fieldset>
  );
}

type SaleLineRowProps = {
  index: number;
  line: SaleLineDraft;
  products: readonly StoreProduct[];
  errors: { article?: string; quantite?: string };
  onChange: (change: Partial<SaleLineDraft>) => void;
  onRemove: () => void;
};

/** The select's key of a lot ('' cannot be one: the select reads '' as no choice). */
const NO_LOT = '\u0000';
const lotKey = (bain: string) => (bain === '' ? NO_LOT : bain);

function SaleLineRow({ index, line, products, errors, onChange, onRemove }: SaleLineRowProps) {
  const product = products.find((item) => String(item.id) === line.article);
  const total = lineTotal(line, products);
  const available = availableFor(line, product);
  const withLot = picksLot(product);
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start">
      <SelectField
        label={`${T.product} ${index}`}
        options={products.map((item) => ({ id: String(item.id), label: productLabel(item) }))}
        value={line.article}
        onChange={(article) =>
          // Another product starts from its own lot with most stock.
          onChange({ article, bain: defaultLot(products.find((item) => String(item.id) === article)) })
        }
        error={errors.article}
        isRequired
      />
      <InputField
        label={`${T.quantity} ${index}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={product ? available : undefined}
        step={1}
        value={line.quantite}
        onChange={(event) => onChange({ quantite: event.target.value })}
        error={errors.quantite}
        required
      />
      <div className="flex items-end justify-between gap-2 sm:h-full sm:flex-col sm:items-end">
        <IconButton label={T.removeLine(index)} icon={Trash2} onPress={onRemove} />
      </div>
      {product && withLot ? (
        <SelectField
          label={`${T.lot} ${index}`}
          options={lotsInDrawOrder(product.bains).map((lot) => ({
            id: lotKey(lot.bain),
            label: T.lotOption(lot.bain, lot.quantite),
          }))}
          value={lotKey(line.bain)}
          onChange={(key) => onChange({ bain: key === NO_LOT ? '' : key })}
          isRequired
          className="sm:col-span-3"
        />
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm sm:col-span-3">
        {product ? (
          <span className={available <= LOW_STOCK ? 'font-medium text-red-700' : 'text-stone-600'}>
            {withLot ? T.availableInLot(available, line.bain) : T.available(available)}
          </span>
        ) : (
          <span />
        )}
        <span className="text-stone-800">
          {T.lineTotal} : {total === null ? '—' : formatMoney(total)}
        </span>
      </div>
    </div>
  );
}
