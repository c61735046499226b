import { DEPOSIT_LATE_HOURS, formatDateTime, formatMoney, type SystemStats } from '@pelote/shared';
import { DashboardLateList } from './dashboard-late-list';

export const LATE_DEPOSITS_TEXTS = {
  title: `Dépôts non confirmés depuis plus de ${DEPOSIT_LATE_HOURS} h`,
  destinations: { depot_banque: 'dépôt en banque', depot_siege: 'dépôt au siège' },
  line: (shop: string, what: string, amount: string, at: string) =>
    `${shop} : ${what} de ${amount}, sorti le ${at}`,
  see: 'Voir les dépôts en transit',
} as const;

const T = LATE_DEPOSITS_TEXTS;

/** The deposits to the bank or head office still unconfirmed after 48 h, in the shops in scope (nothing when none). */
export function DashboardLateDeposits({ stats }: { stats: SystemStats | undefined }) {
  const late = stats?.depotsEnRetard ?? [];
  return (
    <DashboardLateList
      title={T.title}
      lines={late.map((row) => ({
        key: row.id,
        text: T.line(
          row.magasin.nom,
          T.destinations[row.categorie],
          formatMoney(row.montant),
          formatDateTime(row.created_at),
        ),
      }))}
      to="/depots?statut=en_transit"
      see={T.see}
    />
  );
}
