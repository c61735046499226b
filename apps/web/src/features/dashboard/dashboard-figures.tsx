import { formatMoney, OFFLINE_MESSAGES } from '@pelote/shared';
import { Banknote, HandCoins, type LucideIcon, PackageX, Receipt, UserCheck, Users } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { useClientStatistics, useSystemStats } from './dashboard-api';

export const FIGURES_TEXTS = {
  title: 'Chiffres clés',
  totalClients: 'Total clients',
  activeClients: 'Clients actifs',
  monthSales: 'Ventes du mois',
  monthRevenue: "Chiffre d'affaires du mois",
  debts: 'Créances clients',
  debtsLate: (n: number) =>
    n === 0 ? 'aucun en retard' : n === 1 ? '1 client en retard' : `${n} clients en retard`,
  toSettle: (units: number, rows: number) => `${units} unité(s) · ${rows} ligne(s)`,
  loading: '...',
  /** A figure whose call failed (the failure is only logged). */
  unavailable: '—',
} as const;

type Figure = { label: string; icon: LucideIcon; value: string };

function display<T>(
  query: { data: T | undefined; isPending: boolean; isError: boolean },
  pick: (data: T) => string,
) {
  if (query.data !== undefined) return pick(query.data);
  if (query.isError) return FIGURES_TEXTS.unavailable;
  return FIGURES_TEXTS.loading;
}

/** A figure read from a call: its value once the data is in, '...' while it loads, '—' when it failed. */
function figureOf<T>(
  label: string,
  icon: LucideIcon,
  query: { data: T | undefined; isPending: boolean; isError: boolean },
  pick: (data: T) => string,
): Figure {
  return { label, icon, value: display(query, pick) };
}

/** Total and active customers, this month's sales and revenue, '...' while loading. */
export function DashboardFigures({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const system = useSystemStats(magasin, enabled);
  const clients = useClientStatistics(magasin, enabled);
  const figures: Figure[] = [
    figureOf(FIGURES_TEXTS.totalClients, Users, clients, (data) => String(data.total_clients)),
    figureOf(FIGURES_TEXTS.activeClients, UserCheck, clients, (data) => String(data.clients_actifs)),
    figureOf(FIGURES_TEXTS.monthSales, Receipt, system, (data) => String(data.ventesMois)),
    figureOf(FIGURES_TEXTS.monthRevenue, Banknote, system, (data) => formatMoney(data.chiffreAffaireMois)),
    figureOf(FIGURES_TEXTS.debts, HandCoins, system, (data) =>
      data.creancesClients
        ? `${formatMoney(data.creancesClients.total)} · ${FIGURES_TEXTS.debtsLate(data.creancesClients.clientsEnRetard)}`
        : FIGURES_TEXTS.unavailable,
    ),
  ];
  // Shown only while units sold offline wait for stock ('à régulariser').
  const toSettle = system.data?.stockARegulariser;
  if (toSettle && toSettle.lignes > 0) {
    figures.push({
      label: OFFLINE_MESSAGES.toSettle,
      icon: PackageX,
      value: FIGURES_TEXTS.toSettle(toSettle.unites, toSettle.lignes),
    });
  }
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        {FIGURES_TEXTS.title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {figures.map(({ label, icon: Icon, value }) => (
          <FigureCard
            key={label}
            icon={Icon}
            label={label}
            value={value}
            valueClassName="text-xl font-semibold break-words text-stone-900 tabular-nums"
          />
        ))}
      </dl>
    </section>
  );
}
