import { productName, type StoreProduct } from '@pelote/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { BARCODE_FIELD_TEXTS, BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import type { SaleFigures } from './sale-discount-rules';
import { defaultLot, mixedLots, type SaleLineDraft, type SalePrices } from './sale-form-rules';
import type { SaleFormValues } from './sale-form-schema';
import { SaleLineRow } from './sale-line-row';
import { SALE_LINES_TEXTS as T } from './sale-lines-texts';

type SaleLinesFieldsProps = {
  /** The shop's products in stock ([] while they load). */
  products: readonly StoreProduct[];
  /** Each article's unit price in this sale (the catalogue's, a price list's or a promotion's). */
  prices: SalePrices;
  status: { isError: boolean; isPending: boolean; isSuccess: boolean; isFetching: boolean };
  /** A new key for a line (shared with the payments). */
  nextKey: () => number;
  /** Each line's price, discounts and net (sale-discount-rules.ts), in the lines' order. */
  figures: SaleFigures;
};

/**
 * The article lines of the new sale, in the surrounding form's `lines`: a product, a quantity and,
 * for a wool, its lot ('Bain', the one with most stock unless another is picked), a discount
 * ('Remise', sale-line-discount.tsx) and, once the sale has one, its price, discount and net. A sale taking
 * one wool from several lots says 'Bains différents : vérifiez avec le client', and still sells.
 * Editing a line drops its errors; the form checks again on submit.
 */
export function SaleLinesFields({ products, prices, status, nextKey, figures }: SaleLinesFieldsProps) {
  const { control, setValue, clearErrors } = useFormContext<SaleFormValues>();
  const { append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { errors } = useFormState({ control });
  const mixed = mixedLots(lines, products);
  // The line just added, whose product field takes the focus.
  const [added, setAdded] = useState<number | null>(null);

  function addLine() {
    const first = products[0];
    if (!first) return;
    const key = nextKey();
    append({ key, article: String(first.id), quantite: '1', bain: defaultLot(first), byDefault: true });
    clearErrors('root.articles');
    setAdded(key);
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
          prices={prices}
          errors={{
            article: errors.lines?.[index]?.article?.message,
            quantite: errors.lines?.[index]?.quantite?.message,
            remise: errors.lines?.[index]?.remise?.message,
          }}
          figures={figures.lines[index]}
          showDiscounts={figures.discount > 0}
          onChange={(change) => updateLine(index, change)}
          onRemove={() => remove(index)}
          autoFocus={line.key === added}
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
