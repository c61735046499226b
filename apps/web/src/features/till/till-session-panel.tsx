import { formatDateTime, formatMoney, TILL_MESSAGES, type TillSession } from '@pelote/shared';
import { ArrowDownToLine, ArrowUpFromLine, FileText, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useTillReport } from './till-api';
import { floatGapText } from './till-forms';
import { Figure, TakingsList } from './till-report-view';

export const TILL_PANEL_TEXTS = {
  title: 'Caisse ouverte',
  openedAt: (at: string, by: string | null) => `Ouverte le ${formatDateTime(at)}${by ? ` par ${by}` : ''}`,
  float: 'Fond de caisse',
  sales: 'Nombre de ventes',
  takings: 'Encaissements',
  loading: 'Chargement des encaissements...',
  loadError: 'Erreur lors du chargement des encaissements',
  cashIn: "Entrée d'espèces",
  cashOut: "Sortie d'espèces",
  xReport: 'Rapport X',
  close: 'Clôturer la caisse',
} as const;

const T = TILL_PANEL_TEXTS;

export type TillAction = 'entree' | 'sortie' | 'rapport-x' | 'cloture';

/** The open session: its float, the takings so far per method (X report) and the till's actions. */
export function TillSessionPanel({
  session,
  onAction,
}: {
  session: TillSession;
  onAction: (action: TillAction) => void;
}) {
  const report = useTillReport(session.id);
  let takings: ReactNode;
  if (report.isPending) takings = <LoadingState label={T.loading} />;
  else if (report.isError && !report.data) takings = <QueryErrorState title={T.loadError} query={report} />;
  else
    takings = (
      <>
        <dl>
          <Figure label={T.sales}>{report.data.nombre_ventes}</Figure>
        </dl>
        <TakingsList encaissements={report.data.encaissements} />
      </>
    );

  const actionClass = 'min-h-11 w-full sm:w-auto';
  return (
    <section
      aria-labelledby="till-open-title"
      className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="till-open-title" className="text-lg font-semibold text-stone-900">
            {T.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {T.openedAt(session.ouverte_at, session.ouverte_par?.nom ?? null)}
          </p>
        </div>
        {session.ouverture_auto ? <Badge tone="amber">{TILL_MESSAGES.autoOpened}</Badge> : null}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <dl>
            <Figure label={T.float}>{formatMoney(session.fond_de_caisse)}</Figure>
          </dl>
          {session.ecart_fond ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {floatGapText(session.ecart_fond)}
            </p>
          ) : null}
        </div>
        <section aria-label={T.takings} className="flex flex-col">
          <h3 className="mb-1 text-sm font-semibold text-stone-900">{T.takings}</h3>
          {takings}
        </section>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="secondary"
          className={actionClass}
          icon={<ArrowDownToLine aria-hidden="true" className="size-4" />}
          onPress={() => onAction('entree')}
        >
          {T.cashIn}
        </Button>
        <Button
          variant="secondary"
          className={actionClass}
          icon={<ArrowUpFromLine aria-hidden="true" className="size-4" />}
          onPress={() => onAction('sortie')}
        >
          {T.cashOut}
        </Button>
        <Button
          variant="secondary"
          className={actionClass}
          icon={<FileText aria-hidden="true" className="size-4" />}
          onPress={() => onAction('rapport-x')}
        >
          {T.xReport}
        </Button>
        <Button
          className={`${actionClass} sm:ml-auto`}
          icon={<Lock aria-hidden="true" className="size-4" />}
          onPress={() => onAction('cloture')}
        >
          {T.close}
        </Button>
      </div>
    </section>
  );
}
