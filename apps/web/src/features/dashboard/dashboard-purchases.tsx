import { formatDate, type SystemStats } from '@pelote/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';

export const DASHBOARD_PURCHASES_TEXTS = {
  lateTitle: 'Bons de commande en retard',
  late: (numero: string, supplier: string, shop: string, date: string, left: number) =>
    `${numero} : ${supplier} → ${shop}, attendu le ${date} (${left} article(s) attendu(s))`,
  seeOrders: 'Voir les bons de commande',
  toReorder: (n: number) => `${n} article(s) à réassortir`,
  toReorderText: 'Le stock et ce qui arrive ne couvrent plus les ventes attendues.',
  seeReorder: 'Voir le réassort',
} as const;

const T = DASHBOARD_PURCHASES_TEXTS;

/** The orders late on their supplier's lead time, and how many articles to reorder (nothing when none). */
export function DashboardPurchases({
  stats,
  toReorder,
}: {
  stats: SystemStats | undefined;
  /** How many articles to reorder (0 when unknown). */
  toReorder: number;
}) {
  const late = stats?.commandesEnRetard ?? [];
  return (
    <>
      {late.length > 0 ? (
        <Alert tone="warning" title={T.lateTitle}>
          <ul className="mt-1 flex flex-col gap-1">
            {late.map((row) => (
              <li key={row.id}>
                {T.late(
                  row.numero,
                  row.fournisseur.nom,
                  row.magasin.nom,
                  formatDate(row.livraison_prevue),
                  row.reste,
                )}
              </li>
            ))}
          </ul>
          <Link to="/bons-de-commande" className="touch-target mt-2 inline-flex font-medium underline">
            {T.seeOrders}
          </Link>
        </Alert>
      ) : null}
      {toReorder > 0 ? (
        <Alert tone="info" title={T.toReorder(toReorder)}>
          <p>{T.toReorderText}</p>
          <Link to="/reassort" className="touch-target mt-2 inline-flex font-medium underline">
            {T.seeReorder}
          </Link>
        </Alert>
      ) : null}
    </>
  );
}
