import { formatDate, TRANSFER_LATE_DAYS } from '@pelote/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { useSystemStats } from './dashboard-api';

export const LATE_TRANSFERS_TEXTS = {
  title: `Transferts en transit depuis plus de ${TRANSFER_LATE_DAYS} jours`,
  line: (id: number, from: string, to: string, date: string, units: number) =>
    `n° ${id} : ${from} → ${to}, expédié le ${date} (${units} article(s))`,
  see: 'Voir les transferts',
} as const;

const T = LATE_TRANSFERS_TEXTS;

/** The transfers shipped long ago and still not received, in the shops in scope (nothing when none). */
export function DashboardLateTransfers({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const late = useSystemStats(magasin, enabled).data?.transfertsEnRetard ?? [];
  if (late.length === 0) return null;
  return (
    <Alert tone="warning" title={T.title}>
      <ul className="mt-1 flex flex-col gap-1">
        {late.map((row) => (
          <li key={row.id}>
            {T.line(row.id, row.source.nom, row.destination.nom, formatDate(row.expedie_le), row.quantite)}
          </li>
        ))}
      </ul>
      <Link to="/transferts?statut=expedie" className="touch-target mt-2 inline-flex font-medium underline">
        {T.see}
      </Link>
    </Alert>
  );
}
