import {
  DEPOSIT_DESTINATION_LABELS,
  formatDateTime,
  formatMoney,
  TILL_METHOD_LABELS,
  type TillDayShop,
  type TillMethod,
  tillOutCategoryLabel,
} from '@pelote/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { DepositReceipt, DepositStatusBadge } from '@/components/deposit-status';
import { DayReconciliation } from './day-reconciliation';

export const DAY_SHOP_TEXTS = {
  open: 'Caisse ouverte',
  closed: (z: string) => `Clôturée : ${z}`,
  none: 'Pas de caisse ce jour',
  gap: 'Écart du Z',
  noGap: 'Aucun Z ce jour',
  sales: (n: number) => `${n} vente${n > 1 ? 's' : ''}`,
  takings: 'Encaissements',
  noTakings: 'Aucun encaissement',
  expenses: 'Dépenses',
  noExpenses: 'Aucune dépense',
  deposits: 'Dépôts',
  noDeposits: 'Aucun dépôt en cours',
  inTransit: (bank: string, office: string) => `En transit : banque ${bank}, siège ${office}`,
  deposit: (destination: string, amount: string, at: string) => `${destination} · ${amount} · sorti le ${at}`,
} as const;

const T = DAY_SHOP_TEXTS;

/** '+500,00 FCFA' for a surplus, the amount alone otherwise. */
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

function stateBadge(shop: TillDayShop) {
  if (shop.caisse === 'ouverte') return <Badge tone="blue">{T.open}</Badge>;
  if (shop.caisse === 'aucune') return <Badge tone="grey">{T.none}</Badge>;
  const zs = shop.sessions.flatMap((session) => (session.numero_z ? [session.numero_z] : []));
  return <Badge tone="green">{T.closed(zs.join(', '))}</Badge>;
}

/** A term and its amount, on one line (inside a `<dl>`). */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="min-w-0 text-stone-600">{label}</dt>
      <dd className="font-medium whitespace-nowrap text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Amounts({
  title,
  amounts,
  labelOf,
  none,
}: {
  title: string;
  amounts: Record<string, number>;
  labelOf: (key: string) => string;
  none: string;
}) {
  const entries = Object.entries(amounts);
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-stone-900">{title}</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{none}</p>
      ) : (
        <dl className="divide-y divide-stone-100 text-sm">
          {entries.map(([key, amount]) => (
            <Line key={key} label={labelOf(key)}>
              {formatMoney(amount)}
            </Line>
          ))}
        </dl>
      )}
    </div>
  );
}

/** One shop's day: its till and Z, its takings per method, its expenses by category, its deposits. */
export function DayShopCard({ shop }: { shop: TillDayShop }) {
  const id = `journee-magasin-${shop.magasin.id}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold text-stone-900">
          {shop.magasin.nom}
        </h3>
        {stateBadge(shop)}
      </div>
      <dl className="divide-y divide-stone-100 text-sm">
        <Line label={T.gap}>
          {shop.ecart_z === null ? (
            <span className="font-normal text-stone-500">{T.noGap}</span>
          ) : (
            <span className={shop.ecart_z === 0 ? '' : 'text-red-700'}>{signed(shop.ecart_z)}</span>
          )}
        </Line>
      </dl>
      <Amounts
        title={`${T.takings} (${T.sales(shop.nombre_ventes)})`}
        amounts={shop.encaissements}
        labelOf={(method) => TILL_METHOD_LABELS[method as TillMethod] ?? method}
        none={T.noTakings}
      />
      <DayReconciliation shop={shop} />
      <Amounts
        title={`${T.expenses} : ${formatMoney(shop.depenses)}`}
        amounts={shop.depenses_par_categorie}
        labelOf={tillOutCategoryLabel}
        none={T.noExpenses}
      />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-stone-900">{T.deposits}</h4>
        <p className="text-sm text-stone-600">
          {T.inTransit(formatMoney(shop.en_transit.depot_banque), formatMoney(shop.en_transit.depot_siege))}
        </p>
        {shop.depots.length === 0 ? (
          <p className="text-sm text-stone-600">{T.noDeposits}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">
            {shop.depots.map((deposit) => (
              <li key={deposit.id} className="flex flex-col gap-1 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {T.deposit(
                      DEPOSIT_DESTINATION_LABELS[deposit.categorie],
                      formatMoney(deposit.montant),
                      formatDateTime(deposit.created_at),
                    )}
                  </span>
                  <DepositStatusBadge deposit={deposit} />
                </div>
                <DepositReceipt deposit={deposit} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
