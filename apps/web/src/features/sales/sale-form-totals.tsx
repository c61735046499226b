import { formatMoney } from '@pelote/shared';
import type { SaleFigures } from './sale-discount-rules';
import { SALE_DISCOUNT_TEXTS as T } from './sale-discount-texts';

export const SALE_TOTALS_TEXTS = { total: 'Total' } as const;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <p className={`flex items-baseline justify-between ${strong ? 'text-base' : 'text-sm'}`}>
      <span className={strong ? 'font-medium text-stone-800' : 'text-stone-700'}>{label}</span>
      <output aria-label={label} className={`tabular-nums ${strong ? 'font-semibold text-stone-900' : ''}`}>
        {value}
      </output>
    </p>
  );
}

/**
 * The sale's totals: with a discount, the sub-total before discounts and 'Remises accordées'; then
 * 'Total', the net the payments add up to.
 */
export function SaleFormTotals({ figures }: { figures: SaleFigures }) {
  return (
    <div className="flex flex-col gap-1 border-t border-stone-200 pt-3">
      {figures.discount > 0 ? (
        <>
          <Row label={T.subtotal} value={formatMoney(figures.gross)} />
          <Row label={T.discounts} value={`−${formatMoney(figures.discount)}`} />
        </>
      ) : null}
      <Row label={SALE_TOTALS_TEXTS.total} value={formatMoney(figures.total)} strong />
    </div>
  );
}
