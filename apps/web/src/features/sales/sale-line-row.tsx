import { formatMoney, lotsInDrawOrder, type StoreProduct } from '@pelote/shared';
import { Trash2 } from 'lucide-react';
import { IconButton } from '@/components/icon-button';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import { availableFor, defaultLot, lineTotal, picksLot, type SaleLineDraft } from './sale-form-rules';
import { SALE_LINES_TEXTS as T } from './sale-lines-texts';
import { SaleProductPicker } from './sale-product-picker';

/** Stock at or below this is shown in red. */
const LOW_STOCK = 5;

type SaleLineRowProps = {
  index: number;
  line: SaleLineDraft;
  products: readonly StoreProduct[];
  errors: { article?: string; quantite?: string };
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
  errors,
  onChange,
  onRemove,
  autoFocus,
}: SaleLineRowProps) {
  const product = products.find((item) => String(item.id) === line.article);
  const total = lineTotal(line, products);
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
