import { formatMoney, type SpreadLine } from '@pelote/shared';
import { SALE_DISCOUNT_TEXTS as T } from './sale-discount-texts';

/**
 * A line's price, discount (its own and its share of the ticket's) and net, as the server will
 * record them: three figures side by side, on a phone too.
 */
export function SaleLineFigures({ figures }: { figures: SpreadLine }) {
  const discount = figures.remiseLigne + figures.remiseTicketPart;
  const items = [
    { term: T.price, value: formatMoney(figures.gross) },
    { term: T.discount, value: discount > 0 ? `−${formatMoney(discount)}` : '—' },
    { term: T.net, value: formatMoney(figures.net) },
  ];
  return (
    <div className="rounded-md bg-stone-50 px-2 py-1.5 text-sm sm:col-span-3">
      <dl className="grid grid-cols-3 gap-2">
        {items.map((item) => (
          <div key={item.term} className="flex min-w-0 flex-col">
            <dt className="text-xs text-stone-500">{item.term}</dt>
            <dd
              className={`tabular-nums ${item.term === T.net ? 'font-semibold text-stone-900' : 'text-stone-800'}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {figures.remiseTicketPart > 0 ? (
        <p className="text-xs text-stone-500">
          {T.ticketShare} : −{formatMoney(figures.remiseTicketPart)}
        </p>
      ) : null}
    </div>
  );
}
