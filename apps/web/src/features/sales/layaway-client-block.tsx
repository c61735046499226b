import { type Client, formatDate, LAYAWAY_MESSAGES } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { PagedQueryList } from '@/components/paged-query-list';
import { Panel } from '@/components/panel';
import { layawayPath } from './layaway-columns';
import { LayawayStatusBadge } from './layaway-status-badge';
import { layawaysListOptions } from './layaways-api';

export const LAYAWAY_CLIENT_TEXTS = {
  title: LAYAWAY_MESSAGES.title,
  loading: 'Chargement des mises de côté...',
  loadError: LAYAWAY_MESSAGES.loadError,
  empty: 'Aucune mise de côté pour ce client.',
  pager: 'Pagination des mises de côté',
  list: 'Mises de côté du client, de la plus récente à la plus ancienne',
  open: (date: string) => `Mise de côté du ${date}`,
  line: (shop: string, due: string, held: number, total: number) =>
    `${shop} · échéance ${due} · ${held} / ${total} réservé(s)`,
  deposit: 'Acompte',
} as const;

const T = LAYAWAY_CLIENT_TEXTS;

/** The client profile's 'Mises de côté': hers, newest first, each opening its page. */
export function LayawayClientBlock({ client }: { client: Client }) {
  const [page, setPage] = useState(1);
  const query = useQuery(layawaysListOptions({ page, magasin: null, statut: '', q: '', client: client.id }));
  return (
    <Panel id="client-layaways" title={T.title}>
      <div className="mt-3 flex flex-col gap-3">
        <PagedQueryList query={query} texts={T} label={T.list} page={page} onPageChange={setPage}>
          {(row) => (
            <li key={row.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={layawayPath(row.id)}
                    className="inline-flex min-h-10 items-center font-medium text-rose-700 underline"
                  >
                    {T.open(formatDate(row.cree_le))}
                  </Link>
                  <LayawayStatusBadge statut={row.statut} />
                </p>
                <p className="text-xs text-stone-500">
                  {T.line(row.magasin.nom, formatDate(row.echeance), row.quantite_reservee, row.quantite)}
                </p>
              </div>
              <p className="text-sm">
                <span className="text-stone-600">{T.deposit} </span>
                <span className="font-semibold text-stone-900">
                  <Money value={row.acompte} />
                </span>
              </p>
            </li>
          )}
        </PagedQueryList>
      </div>
    </Panel>
  );
}
