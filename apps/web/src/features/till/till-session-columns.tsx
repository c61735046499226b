import { formatDateTime, TILL_METHOD_LABELS, TILL_METHODS, type TillSession } from '@pelote/shared';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/badge';
import type { DataTableColumn } from '@/components/data-table';
import { IconButton } from '@/components/icon-button';
import { GapAmount } from './till-report-view';

export const TILL_COLUMN_TEXTS = {
  shop: 'Magasin',
  opened: 'Ouverture',
  closed: 'Clôture',
  zNumber: 'N° Z',
  gaps: 'Écarts',
  actions: 'Actions',
  open: 'Ouverte',
  noGap: 'Aucun écart',
  by: (name: string) => `par ${name}`,
  view: (session: TillSession) =>
    `Voir la session de caisse ${session.numero_z ?? `du ${formatDateTime(session.ouverte_at)}`}`,
} as const;

const T = TILL_COLUMN_TEXTS;

function When({ at, by }: { at: string; by: string | null | undefined }) {
  return (
    <div className="flex flex-col">
      <span className="whitespace-nowrap">{formatDateTime(at)}</span>
      {by ? <span className="text-xs text-stone-500">{T.by(by)}</span> : null}
    </div>
  );
}

/** The differences of a closed session, per method, highlighted; none → 'Aucun écart'. */
export function SessionGaps({ session }: { session: TillSession }) {
  if (!session.ecarts) return <span className="text-stone-500">—</span>;
  const gaps = TILL_METHODS.filter((method) => (session.ecarts?.[method] ?? 0) !== 0);
  if (gaps.length === 0) return <Badge tone="green">{T.noGap}</Badge>;
  return (
    <ul className="flex flex-col items-end gap-1">
      {gaps.map((method) => (
        <li key={method} className="flex items-center gap-2 whitespace-nowrap">
          <span className="text-xs text-stone-600">{TILL_METHOD_LABELS[method]}</span>
          <GapAmount value={session.ecarts?.[method] ?? 0} />
        </li>
      ))}
    </ul>
  );
}

/** The columns of the sessions table. */
export function tillSessionColumns(onView: (session: TillSession) => void): DataTableColumn<TillSession>[] {
  return [
    {
      id: 'magasin',
      header: T.shop,
      isRowHeader: true,
      cell: (session) => <span className="font-medium text-stone-900">{session.magasin.nom}</span>,
    },
    {
      id: 'ouverture',
      header: T.opened,
      cell: (session) => <When at={session.ouverte_at} by={session.ouverte_par?.nom} />,
    },
    {
      id: 'cloture',
      header: T.closed,
      cell: (session) =>
        session.cloturee_at ? (
          <When at={session.cloturee_at} by={session.cloturee_par?.nom} />
        ) : (
          <Badge tone="blue">{T.open}</Badge>
        ),
    },
    {
      id: 'numero_z',
      header: T.zNumber,
      cell: (session) => <span className="whitespace-nowrap">{session.numero_z ?? '—'}</span>,
    },
    {
      id: 'ecarts',
      card: 'aside',
      header: T.gaps,
      align: 'end',
      cell: (session) => <SessionGaps session={session} />,
    },
    {
      id: 'actions',
      header: T.actions,
      align: 'end',
      hideHeader: true,
      isSticky: true,
      cell: (session) => (
        <IconButton label={T.view(session)} icon={Eye} className="size-11" onPress={() => onView(session)} />
      ),
    },
  ];
}
