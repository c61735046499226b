import { formatDate, type SystemStats, TRANSFER_LATE_DAYS } from '@pelote/shared';
import { DashboardLateList } from './dashboard-late-list';

export const LATE_TRANSFERS_TEXTS = {
  title: `Transferts en transit depuis plus de ${TRANSFER_LATE_DAYS} jours`,
  line: (id: number, from: string, to: string, date: string, units: number) =>
    `n° ${id} : ${from} → ${to}, expédié le ${date} (${units} article(s))`,
  see: 'Voir les transferts',
} as const;

const T = LATE_TRANSFERS_TEXTS;

/** The transfers shipped long ago and still not received, in the shops in scope (nothing when none). */
export function DashboardLateTransfers({ stats }: { stats: SystemStats | undefined }) {
  const late = stats?.transfertsEnRetard ?? [];
  return (
    <DashboardLateList
      title={T.title}
      lines={late.map((row) => ({
        key: row.id,
        text: T.line(row.id, row.source.nom, row.destination.nom, formatDate(row.expedie_le), row.quantite),
      }))}
      to="/transferts?statut=expedie"
      see={T.see}
    />
  );
}
