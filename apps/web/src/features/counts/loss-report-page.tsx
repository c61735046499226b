import {
  formatDate,
  formatMoney,
  LOSS_ORIGIN_LABELS,
  type LossReport,
  STOCK_REASON_LABELS,
  todayIso,
} from '@pelote/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { InputField } from '@/components/input-field';
import { ListNotice, type ListNoticeState } from '@/components/list-page-actions';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { AdjustmentDialog } from './adjustment-dialog';
import { BackToCountsLink } from './back-to-counts-link';
import { useLossReport } from './counts-api';

export const LOSS_REPORT_TEXTS = {
  title: 'Rapport des pertes',
  allShops: 'Tous les magasins',
  back: 'Inventaires',
  month: 'Mois',
  adjust: 'Ajuster le stock',
  loading: 'Chargement du rapport...',
  loadError: 'Erreur lors du chargement du rapport',
  losses: 'Pertes',
  gains: 'Trouvés',
  net: 'Solde',
  units: (n: number) => `${n} unité(s)`,
  byOrigin: 'Par origine',
  byReason: 'Par motif',
  tableLabel: 'Pertes et trouvés du mois',
  empty: 'Aucune perte ce mois-ci',
  date: 'Date',
  article: 'Article',
  origin: 'Origine',
  quantity: 'Quantité',
  value: 'Valeur',
  reason: 'Motif',
  pricing: 'Valorisé au prix de vente de chaque article.',
  truncated: 'Seules les 500 dernières lignes sont listées ; les totaux comptent tout.',
  adjusted: 'Ajustement enregistré.',
} as const;

const T = LOSS_REPORT_TEXTS;
type Line = LossReport['lignes'][number];

const columns: DataTableColumn<Line & { index: number }>[] = [
  { id: 'date', header: T.date, cell: (line) => formatDate(line.date) },
  {
    id: 'article',
    header: T.article,
    isRowHeader: true,
    cell: (line) => `${line.article.nom}${line.bain ? ` · ${line.bain}` : ''}`,
  },
  { id: 'origine', header: T.origin, cell: (line) => LOSS_ORIGIN_LABELS[line.origine] },
  { id: 'motif', header: T.reason, cell: (line) => line.libelle || STOCK_REASON_LABELS[line.motif] },
  { id: 'quantite', header: T.quantity, align: 'end', cell: (line) => line.quantite },
  { id: 'valeur', card: 'aside', header: T.value, align: 'end', cell: (line) => formatMoney(line.valeur) },
];

function Figure({ label, value, units }: { label: string; value: number; units?: number }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="text-xl font-semibold text-stone-900">{formatMoney(value)}</p>
      {units === undefined ? null : <p className="text-xs text-stone-500">{T.units(units)}</p>}
    </div>
  );
}

/** /inventaires/pertes: a shop's losses of a month in FCFA (counts, adjustments, defective returns, transfer shortfalls). */
export function LossReportPage() {
  const selected = useSelectedShop();
  const { user } = useSession();
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [adjusting, setAdjusting] = useState(false);
  const [notice, setNotice] = useState<ListNoticeState>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const report = useLossReport({ magasin: selected.shopId, mois: month }, valid && !selected.isLoading);
  const data = report.data;

  return (
    <Page
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          <BackToCountsLink>{T.back}</BackToCountsLink>
          {user?.role === 'direction' && selected.shop ? (
            <Button
              icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
              onPress={() => setAdjusting(true)}
            >
              {T.adjust}
            </Button>
          ) : null}
        </>
      }
    >
      <ListNotice notice={notice} onDismiss={() => setNotice(null)} />
      <InputField
        label={T.month}
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        className="w-full sm:w-56"
      />
      {report.isPending ? (
        <LoadingState label={T.loading} />
      ) : report.isError ? (
        <ErrorState title={T.loadError} error={report.error.message} onRetry={() => void report.refetch()} />
      ) : data ? (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <Figure label={T.losses} value={data.pertes.valeur} units={data.pertes.quantite} />
            <Figure label={T.gains} value={data.gains.valeur} units={data.gains.quantite} />
            <Figure label={T.net} value={data.net} />
          </div>
          <p className="text-sm text-stone-600">{T.pricing}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <section
              aria-label={T.byOrigin}
              className="rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
            >
              <h2 className="mb-2 font-semibold text-stone-900">{T.byOrigin}</h2>
              <ul>
                {data.par_origine.map((row) => (
                  <li key={row.origine} className="flex justify-between gap-2">
                    <span>{LOSS_ORIGIN_LABELS[row.origine]}</span>
                    <span>{formatMoney(row.valeur)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-label={T.byReason}
              className="rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
            >
              <h2 className="mb-2 font-semibold text-stone-900">{T.byReason}</h2>
              <ul>
                {data.par_motif.map((row) => (
                  <li key={row.motif} className="flex justify-between gap-2">
                    <span>{STOCK_REASON_LABELS[row.motif]}</span>
                    <span>{formatMoney(row.valeur)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <DataTable
              aria-label={T.tableLabel}
              columns={columns}
              items={data.lignes.map((line, index) => ({ ...line, index }))}
              getId={(line) => line.index}
              emptyState={<EmptyState title={T.empty} />}
              minWidthClass="min-w-[48rem]"
            />
          </section>
          {data.tronque ? <p className="text-sm text-stone-600">{T.truncated}</p> : null}
        </>
      ) : null}
      {adjusting && selected.shop ? (
        <AdjustmentDialog
          shop={selected.shop}
          onClose={() => setAdjusting(false)}
          onDone={() => {
            setAdjusting(false);
            setNotice({ tone: 'success', text: T.adjusted });
          }}
        />
      ) : null}
    </Page>
  );
}
