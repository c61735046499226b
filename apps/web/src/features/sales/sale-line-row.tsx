import {
  formatMoney,
  lotsInDrawOrder,
  productName,
  type SpreadLine,
  type StoreProduct,
} from '@pelote/shared';
import { Trash2 } from 'lucide-react';
import { IconButton } from '@/components/icon-button';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import {
  availableFor,
  defaultLot,
  lineTotal,
  picksLot,
  type SaleLineDraft,
  type SalePrices,
} from './sale-form-rules';
import { LineDiscountControl } from './sale-line-discount';
import { SaleLineFigures } from './sale-line-figures';
import { SALE_LINES_TEXTS as T } from './sale-lines-texts';
import { SaleProductPicker } from './sale-product-picker';

/** Stock at or below this is shown in red. */
const LOW_STOCK = 5;

type SaleLineRowProps = {
  index: number;
  line: SaleLineDraft;
  products: readonly StoreProduct[];
  /** Each article's unit price in this sale. */
  prices: SalePrices;
  errors: { article?: string; quantite?: string; remise?: string };
  /** The line's price, discounts and net as the sale's discounts make them. */
  figures: SpreadLine | undefined;
  /** The sale has a discount somewhere: each line shows its price, discount and net. */
  showDiscounts: boolean;
  onChange: (change: Partial<SaleLineDraft>) => void;
  onRemove: () => void;
  /** The line was just added: its product field takes the focus. */
  autoFocus?: boolean;
};

/** The select's key of a lot ('' cannot be one: the select reads '' as no choice). */
const NO_LOT = '\u0000';
const lotKey = (bain: string) => (bain === '' ? NO_LOT : bain);

/** One article line: its product (searched), quantity, lot for a wool, stock left and total. */
export function SaleLineRow({
  index,
  line,
  products,
  prices,
  errors,
  figures,
  showDiscounts,
  onChange,
  onRemove,
  autoFocus,
}: SaleLineRowProps) {
  const product = products.find((item) => String(item.id) === line.article);
  const total = lineTotal(line, products, prices);
  const price = product ? prices.get(product.id) : undefined;
  const available = availableFor(line, product);
  const withLot = picksLot(product);
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start">
      <SaleProductPicker
        label={`${T.product} ${index}`}
        products={products}
        value={line.article}
        onPick={(article) =>
          // Another product starts from its own lot with most stock.
          onChange({
            article,
            bain: defaultLot(products.find((item) => String(item.id) === article)),
            byDefault: false,
          })
        }
        isDefault={line.byDefault}
        autoFocus={autoFocus}
        error={errors.article}
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
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm sm:col-span-3">
        {product ? (
          <span className={available <= LOW_STOCK ? 'font-medium text-red-700' : 'text-stone-600'}>
            {withLot ? T.availableInLot(available, line.bain) : T.available(available)}
          </span>
        ) : (
          <span />
        )}
        <LineDiscountControl
          index={index}
          name={product ? productName(product.nom) : `${T.product} ${index}`}
          gross={total}
          discount={line.remise}
          onChange={(remise) => onChange({ remise })}
        />
      </div>
      {price && price.source.kind !== 'catalogue' && total !== null ? (
        <p className="text-sm text-emerald-800 sm:col-span-3">
          {T.listPrice(price.source.nom, formatMoney(price.prix), formatMoney(product?.prix ?? 0))}
        </p>
      ) : null}
      {showDiscounts && figures && total !== null ? (
        <SaleLineFigures figures={figures} />
      ) : (
        <p className="text-right text-sm text-stone-800 sm:col-span-3">
          {T.lineTotal} : {total === null ? '—' : formatMoney(total)}
        </p>
      )}
      {errors.remise ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errors.remise}
        </p>
      ) : null}
    </div>
  );
}
