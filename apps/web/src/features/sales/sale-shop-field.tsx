import { SALE_OFFLINE_TEXTS } from './sale-offline-texts';

const SHOP_LABEL = 'Magasin';

/** The shop where the sale is made (the top bar's), and when the device's copy of its stock dates from. */
export function SaleShopField({ name, stockAt }: { name: string; stockAt?: string | null }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-stone-800">{SHOP_LABEL}</span>
      <output
        aria-label={SHOP_LABEL}
        className="flex min-h-11 items-center rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm text-stone-800"
      >
        {name}
      </output>
      {stockAt ? (
        <p className="text-sm font-medium text-amber-900">{SALE_OFFLINE_TEXTS.stockAt(stockAt)}</p>
      ) : null}
    </div>
  );
}
