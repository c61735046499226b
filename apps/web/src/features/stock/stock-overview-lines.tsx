import {
  ARTICLE_TYPE_LABELS,
  type CatalogueType,
  LAYAWAY_MESSAGES,
  type StockAlertLevel,
  type StockLine,
  type StockTotals,
  stockAlertLevel,
} from '@pelote/shared';
import { useId } from 'react';
import { Badge, type BadgeTone } from '@/components/badge';
import { LotQuantities } from './lot-quantities';

export const STOCK_LINES_TEXTS = {
  productId: (id: number) => `ID produit ${id}`,
  inStock: (quantity: number) => `${quantity} en stock`,
  /** '12 en stock · 4 réservés': units held by layaways, sellable nowhere until picked up. */
  inStockReserved: (quantity: number, reserved: number) =>
    reserved > 0
      ? `${quantity} en stock · ${LAYAWAY_MESSAGES.reservedLabel(reserved)}`
      : `${quantity} en stock`,
  articles: (count: number) => `${count} article${count > 1 ? 's' : ''}`,
} as const;

const T = STOCK_LINES_TEXTS;

/** A line at or under its threshold stands out (docs/architecture.md, 'Stock alert levels'). */
const levelTones: Record<StockAlertLevel, BadgeTone> = {
  critique: 'red',
  bas: 'amber',
  reapprovisionner: 'green',
};

type Group = { type: CatalogueType; lines: StockLine[] };

/** Consecutive lines of the same type (the server orders them by type, then name). */
function groupByType(lines: readonly StockLine[]): Group[] {
  const groups: Group[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.type === line.article_type) last.lines.push(line);
    else groups.push({ type: line.article_type, lines: [line] });
  }
  return groups;
}

function TypeGroup({ group, total }: { group: Group; total: number | undefined }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="flex items-baseline gap-2 text-sm font-semibold text-stone-900">
        {ARTICLE_TYPE_LABELS[group.type]}
        {total !== undefined ? (
          <span className="text-xs font-normal text-stone-500">{T.articles(total)}</span>
        ) : null}
      </h3>
      <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {group.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-stone-900">{line.article_name}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
                <span>{T.productId(line.object_id)}</span>
                <Badge>{ARTICLE_TYPE_LABELS[line.article_type]}</Badge>
              </p>
              <LotQuantities lots={line.bains} />
            </div>
            <Badge tone={levelTones[stockAlertLevel(line.quantite, line.quantite_seuil)]}>
              {T.inStockReserved(line.quantite, line.reserve ?? 0)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page of a shop's stock lines, grouped under their type's name. */
export function StockOverviewLines({ lines, totals }: { lines: readonly StockLine[]; totals: StockTotals }) {
  return (
    <div className="flex flex-col gap-5">
      {groupByType(lines).map((group) => (
        <TypeGroup
          // Lines come ordered by type: each type makes one group of the page.
          key={group.type}
          group={group}
          total={totals.par_type.find((entry) => entry.type === group.type)?.articles}
        />
      ))}
    </div>
  );
}
