import {
  clientName,
  formatMoney,
  type LowStockItem,
  productName,
  relativeAge,
  type Sale,
} from '@pelote/shared';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { LoadingState } from '@/components/loading-state';
import { useLowestAlerts, useRecentSales } from './dashboard-api';

export const LISTS_TEXTS = {
  recentSales: 'Ventes récentes',
  noSales: 'Aucune vente récente',
  stockAlerts: 'Alertes de stock',
  noAlerts: 'Aucune alerte de stock',
  seeAll: 'Voir tout',
  seeAllSales: 'Voir toutes les ventes',
  seeAllAlerts: 'Voir toutes les alertes',
  loading: 'Chargement...',
  others: (count: number) => `+${count} autre(s)`,
} as const;

/** 'Laine mohair +2 autre(s)': the first item's name ('Produit sans nom' if blank) and how many other lines. */
export function saleItemsSummary(sale: Sale): string {
  const [first, ...rest] = sale.items;
  if (!first) return '';
  const name = productName(first.article.article_name);
  return rest.length > 0 ? `${name} ${LISTS_TEXTS.others(rest.length)}` : name;
}

type ListCardProps = {
  id: string;
  title: string;
  seeAllTo: string;
  seeAllLabel: string;
  children: ReactNode;
};

function ListCard({ id, title, seeAllTo, seeAllLabel, children }: ListCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <h2 id={id} className="font-semibold text-stone-900">
          {title}
        </h2>
        <Link
          to={seeAllTo}
          aria-label={seeAllLabel}
          className="-mr-2 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-rose-700 hover:text-rose-900 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-rose-700"
        >
          {LISTS_TEXTS.seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      {children}
    </section>
  );
}

function EmptyLine({ text }: { text: string }) {
  return <p className="px-4 py-8 text-center text-sm text-stone-600">{text}</p>;
}

/** The 3 latest sales of the scope: invoice number, age, items, client, total. */
export function RecentSalesList({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const query = useRecentSales(magasin, enabled);
  const sales = query.data ?? [];
  return (
    <ListCard
      id="dashboard-recent-sales"
      title={LISTS_TEXTS.recentSales}
      seeAllTo="/ventes"
      seeAllLabel={LISTS_TEXTS.seeAllSales}
    >
      {query.isPending ? <LoadingState label={LISTS_TEXTS.loading} /> : null}
      {!query.isPending && sales.length === 0 ? <EmptyLine text={LISTS_TEXTS.noSales} /> : null}
      {sales.length > 0 ? (
        <ul className="divide-y divide-stone-100">
          {sales.map((sale) => (
            <li key={sale.id} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-medium text-stone-900">{sale.numero_facture}</span>
                  <span className="text-stone-500">{relativeAge(sale.date_vente)}</span>
                </p>
                <p className="truncate text-sm text-stone-700">{saleItemsSummary(sale)}</p>
                <p className="text-xs text-stone-500">{clientName(sale.client)}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {formatMoney(sale.total)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}

function AlertLine({ item }: { item: LowStockItem }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-stone-900">{item.nom}</p>
        <p className="text-xs text-stone-500">{item.magasin.nom}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-sm text-stone-900 tabular-nums">
          {item.quantite_actuelle} / {item.quantite_seuil}
        </span>
        <Badge tone={item.statut === 'Critique' ? 'red' : 'amber'}>{item.statut}</Badge>
      </div>
    </li>
  );
}

/** The 3 lowest stock lines of the scope (at or below their threshold). */
export function StockAlertsList({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const query = useLowestAlerts(magasin, enabled);
  const items = query.data ?? [];
  return (
    <ListCard
      id="dashboard-stock-alerts"
      title={LISTS_TEXTS.stockAlerts}
      seeAllTo="/statistiques"
      seeAllLabel={LISTS_TEXTS.seeAllAlerts}
    >
      {query.isPending ? <LoadingState label={LISTS_TEXTS.loading} /> : null}
      {!query.isPending && items.length === 0 ? <EmptyLine text={LISTS_TEXTS.noAlerts} /> : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <AlertLine key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}
