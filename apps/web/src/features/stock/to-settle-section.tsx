import {
  formatDateTime,
  lotLabel,
  OFFLINE_MESSAGES,
  OFFLINE_PATHS,
  toSettlePageSchema,
} from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Panel } from '@/components/panel';
import { QueryErrorState } from '@/components/status';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Rows per page of the stock 'à régulariser'. */
export const TO_SETTLE_PAGE_SIZE = 10;

export const TO_SETTLE_TEXTS = {
  line: (restante: number, quantite: number) =>
    restante === quantite ? `${restante} manquant(s)` : `${restante} manquant(s) sur ${quantite}`,
  sale: (numero: string, at: string) => `Vente ${numero} du ${formatDateTime(at)}`,
  pager: 'Pagination du stock à régulariser',
} as const;

/** GET /Stocks/a-regulariser: the shop's open rows, oldest first (a 'stock' key: refreshed with the stock). */
async function getToSettle(magasin: number, page: number, signal?: AbortSignal) {
  const result = await apiClient.get(OFFLINE_PATHS.toSettle, {
    params: { magasin, page, page_size: TO_SETTLE_PAGE_SIZE },
    signal,
  });
  return unwrap(parseResult(result, toSettlePageSchema));
}

/**
 * 'À régulariser' on the stock page: units sold offline that the shop's stock no longer held, until
 * a delivery, a transfer received or a count settles them. Shown only when there are some.
 */
export function ToSettleSection({ shopId }: { shopId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: queryKeys.stock.toSettle(shopId, page),
    queryFn: ({ signal }) => getToSettle(shopId, page, signal),
    placeholderData: keepPreviousData,
  });
  // Usually there is none: nothing is shown while it loads, so that the stock under it does not
  // move up when the answer is 'none'.
  if (query.isPending) return null;
  if (!query.data) return <QueryErrorState title={OFFLINE_MESSAGES.toSettleError} query={query} />;
  const data = query.data;
  if (data.count === 0) return null;
  return (
    <Panel
      id="to-settle-title"
      title={
        <>
          {OFFLINE_MESSAGES.toSettleTitle} ({data.count})
        </>
      }
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      titleClassName="text-base font-semibold text-amber-950"
    >
      <p className="text-sm text-amber-900">{OFFLINE_MESSAGES.toSettleHelp}</p>
      <ul className="flex flex-col gap-2">
        {data.results.map((row) => (
          <li key={row.id} className="rounded-xl bg-white p-3 text-sm text-stone-800 shadow-sm">
            <p className="font-medium break-words text-stone-900">
              {row.article.nom}
              {lotLabel(row.bain) ? ` — ${lotLabel(row.bain)}` : ''}
            </p>
            <p>{TO_SETTLE_TEXTS.line(row.quantite_restante, row.quantite)}</p>
            <p className="break-words text-stone-600">
              {TO_SETTLE_TEXTS.sale(row.vente.numero_facture, row.created_at)}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={Math.min(page, Math.max(1, data.total_pages))}
        totalPages={data.total_pages}
        onPageChange={setPage}
        label={TO_SETTLE_TEXTS.pager}
      />
    </Panel>
  );
}
