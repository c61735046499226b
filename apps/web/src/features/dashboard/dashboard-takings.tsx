import { formatMoney, paymentMethodLabel } from '@pelote/shared';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state';
import { useSystemStats } from './dashboard-api';

export const TAKINGS_TEXTS = {
  title: 'Encaissements par mode de paiement',
  period: 'Ce mois-ci',
  empty: 'Aucun encaissement ce mois-ci',
  loading: 'Chargement...',
  /** The figures' call failed (the failure is only logged). */
  unavailable: '—',
} as const;

const T = TAKINGS_TEXTS;

/** This month's takings of the scope, per payment method (validated sales only). */
export function DashboardTakings({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const query = useSystemStats(magasin, enabled);
  const takings = query.data?.encaissements ?? [];
  let body: ReactNode;
  if (query.data === undefined && query.isError)
    body = <p className="px-4 py-6 text-center text-sm text-stone-600">{T.unavailable}</p>;
  else if (query.data === undefined) body = <LoadingState label={T.loading} />;
  else if (takings.length === 0)
    body = <p className="px-4 py-6 text-center text-sm text-stone-600">{T.empty}</p>;
  else
    body = (
      <dl className="divide-y divide-stone-100">
        {takings.map((row) => (
          <div key={row.methode} className="flex items-baseline justify-between gap-3 px-4 py-2.5">
            <dt className="text-sm text-stone-700">{paymentMethodLabel(row.methode)}</dt>
            <dd className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">
              {formatMoney(row.montant)}
            </dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section
      aria-labelledby="dashboard-takings"
      className="flex flex-col rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id="dashboard-takings" className="font-semibold text-stone-900">
          {T.title}
        </h2>
        <span className="text-sm text-stone-600">{T.period}</span>
      </header>
      {body}
    </section>
  );
}
