import {
  DISCOUNT_TEXTS,
  formatDateTime,
  formatMoney,
  LAYAWAY_MESSAGES,
  TILL_METHOD_LABELS,
  TILL_METHODS,
  type TillMethod,
  type TillReport,
  type TillSession,
  tillOutCategoryLabel,
} from '@pelote/shared';
import type { ReactNode } from 'react';
import { ColumnHeader } from '@/components/column-header';
import { type CloseLine, closeLines, signedMoney } from './till-forms';

export const TILL_REPORT_TEXTS = {
  report: 'Rapport X',
  generatedAt: (at: string) => `Édité le ${formatDateTime(at)}`,
  session: (id: number) => `Session n° ${id}`,
  float: 'Fond de caisse',
  sales: 'Nombre de ventes',
  takings: 'Encaissements',
  change: 'Monnaie rendue',
  cashIn: "Entrées d'espèces",
  cashOut: "Sorties d'espèces",
  cashOutByCategory: 'Sorties par catégorie',
  refunds: 'Remboursements',
  instalments: 'Versements clients',
  expected: 'Attendu',
  counted: 'Compté',
  gap: 'Écart',
  method: 'Mode de paiement',
  comment: 'Commentaire',
  noGap: 'Aucun écart',
  zNumber: 'Numéro du Z',
  zTable: 'Comptage de la clôture',
  afterClose: 'Reçues après clôture',
  afterCloseHelp: 'Ventes hors ligne faites avant la clôture précédente, arrivées dans cette session.',
  madeAt: (at: string) => `faite le ${formatDateTime(at)}`,
} as const;

const T = TILL_REPORT_TEXTS;

/** A term and its value in a two-column list. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1.5 last:border-b-0">
      <dt className="shrink-0 text-sm text-stone-600">{label}</dt>
      {/* A long value (a shop's name, who and when) wraps on a phone rather than push the dialog sideways. */}
      <dd className="min-w-0 text-right text-sm font-medium break-words text-stone-900 tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** Amounts per method in the fixed order, named `label`: every method, or those of `shown`. */
function MethodAmounts({
  label,
  amounts,
  shown = () => true,
}: {
  label: string;
  amounts: Record<string, number>;
  shown?: (method: TillMethod) => boolean;
}) {
  return (
    <dl aria-label={label}>
      {TILL_METHODS.filter(shown).map((method) => (
        <Figure key={method} label={TILL_METHOD_LABELS[method]}>
          {formatMoney(amounts[method] ?? 0)}
        </Figure>
      ))}
    </dl>
  );
}

/** The takings per method (every method, in the fixed order). */
export function TakingsList({ encaissements }: { encaissements: Record<string, number> }) {
  return <MethodAmounts label={T.takings} amounts={encaissements} />;
}

/**
 * The customers' instalments taken into the till, per method (none: nothing shown): they are part
 * of what the drawer is expected to hold, as the Z report prints them.
 */
function InstalmentsList({
  versements,
  title = T.instalments,
}: {
  versements: Record<string, number>;
  title?: string;
}) {
  const taken = (method: TillMethod) => (versements[method] ?? 0) !== 0;
  if (!TILL_METHODS.some(taken)) return null;
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-stone-900">{title}</h3>
      <MethodAmounts label={title} amounts={versements} shown={taken} />
    </section>
  );
}

/** The cash-outs per category ('Transport', 'Dépôt en banque', 'Non classée'...); none: nothing shown. */
function CashOutsByCategory({ amounts }: { amounts: Record<string, number> }) {
  const categories = Object.keys(amounts);
  if (categories.length === 0) return null;
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-stone-900">{T.cashOutByCategory}</h3>
      <dl aria-label={T.cashOutByCategory}>
        {categories.map((category) => (
          <Figure key={category} label={tillOutCategoryLabel(category)}>
            {formatMoney(amounts[category] ?? 0)}
          </Figure>
        ))}
      </dl>
    </section>
  );
}

const DEPOSITS_REFUNDED = 'Acomptes remboursés';

/**
 * The X report: float, sales, change, cash in and out (out per category), refunds, takings and customers'
 * instalments per method, the offline sales received after a close, expected per method.
 */
export function TillReportView({ report }: { report: TillReport }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {report.magasin.nom} · {T.session(report.session)} · {T.generatedAt(report.genere_at)}
      </p>
      <dl>
        <Figure label={T.float}>{formatMoney(report.fond_de_caisse)}</Figure>
        <Figure label={T.sales}>{report.nombre_ventes}</Figure>
        <Figure label={T.change}>{formatMoney(report.monnaie_rendue)}</Figure>
        <Figure label={T.cashIn}>{formatMoney(report.entrees)}</Figure>
        <Figure label={T.cashOut}>{formatMoney(report.sorties)}</Figure>
        <Figure label={T.refunds}>{formatMoney(report.remboursements)}</Figure>
        <Figure label={DISCOUNT_TEXTS.discounts}>{formatMoney(report.remises_accordees ?? 0)}</Figure>
      </dl>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-stone-900">{T.takings}</h3>
        <TakingsList encaissements={report.encaissements} />
      </section>
      <CashOutsByCategory amounts={report.sorties_par_categorie ?? {}} />
      <InstalmentsList versements={report.versements_clients ?? {}} />
      <InstalmentsList versements={report.acomptes_recus ?? {}} title={LAYAWAY_MESSAGES.depositsReceived} />
      {report.acomptes_rembourses ? (
        <dl>
          <Figure label={DEPOSITS_REFUNDED}>{formatMoney(report.acomptes_rembourses)}</Figure>
        </dl>
      ) : null}
      {report.recues_apres_cloture && report.recues_apres_cloture.length > 0 ? (
        <section aria-labelledby="till-after-close">
          <h3 id="till-after-close" className="mb-1 text-sm font-semibold text-stone-900">
            {T.afterClose}
          </h3>
          <p className="mb-1 text-xs text-stone-600">{T.afterCloseHelp}</p>
          <dl>
            {report.recues_apres_cloture.map((sale) => (
              <Figure
                key={sale.id}
                label={`${sale.numero_facture}${sale.date_appareil ? ` · ${T.madeAt(sale.date_appareil)}` : ''}`}
              >
                {formatMoney(sale.total)}
              </Figure>
            ))}
          </dl>
        </section>
      ) : null}
      <section>
        <h3 className="mb-1 text-sm font-semibold text-stone-900">{T.expected}</h3>
        <MethodAmounts
          label={T.expected}
          amounts={report.attendus}
          shown={(method) => method === 'especes' || (report.attendus[method] ?? 0) !== 0}
        />
      </section>
    </div>
  );
}

/** A difference, red when money is missing, amber when there is too much, plain when none. */
export function GapAmount({ value }: { value: number }) {
  const tone =
    value < 0 ? 'bg-red-50 text-red-800' : value > 0 ? 'bg-amber-50 text-amber-900' : 'text-stone-700';
  return (
    <span className={`rounded px-1.5 py-0.5 font-medium whitespace-nowrap tabular-nums ${tone}`}>
      {signedMoney(value)}
    </span>
  );
}

/** Expected, counted and difference per method, as a table (it fits a 360 px phone). */
export function CloseLinesTable({
  lines,
  label,
  comments,
}: {
  lines: CloseLine[];
  label: string;
  /** A cell under each line with a difference (the comment field, or the comment given). */
  comments?: (line: CloseLine) => ReactNode;
}) {
  return (
    <table aria-label={label} className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-left text-xs text-stone-500">
          <ColumnHeader className="py-1.5 pr-2 font-medium">{T.method}</ColumnHeader>
          <ColumnHeader className="py-1.5 pr-2 text-right font-medium">{T.expected}</ColumnHeader>
          <ColumnHeader className="py-1.5 pr-2 text-right font-medium">{T.counted}</ColumnHeader>
          <ColumnHeader className="py-1.5 text-right font-medium">{T.gap}</ColumnHeader>
        </tr>
      </thead>
      {lines.map((line) => (
        <tbody key={line.method} className="border-b border-stone-100">
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-medium text-stone-900">
              {TILL_METHOD_LABELS[line.method]}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{formatMoney(line.attendu)}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{formatMoney(line.compte)}</td>
            <td className="py-2 text-right">
              <GapAmount value={line.ecart} />
            </td>
          </tr>
          {comments && line.ecart !== 0 ? (
            <tr>
              <td colSpan={4} className="pb-3">
                {comments(line)}
              </td>
            </tr>
          ) : null}
        </tbody>
      ))}
    </table>
  );
}

/** The lines of a closed session's Z, from its stored expected, counted and differences. */
export function zLines(session: TillSession): CloseLine[] {
  const counts = Object.fromEntries(
    Object.entries(session.comptes ?? {}).filter(([method]) => method in TILL_METHOD_LABELS),
  ) as Partial<Record<TillMethod, number>>;
  return closeLines(counts, session.attendus ?? {});
}

/** A closed session's Z: its number, then expected, counted, difference and comment per method. */
export function ZSummary({ session }: { session: TillSession }) {
  const comments = session.commentaires ?? {};
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {T.zNumber} : <strong className="font-semibold text-stone-900">{session.numero_z}</strong>
      </p>
      <CloseLinesTable
        label={T.zTable}
        lines={zLines(session)}
        comments={(line) => (
          <p className="text-sm text-stone-700">
            <span className="text-stone-500">{T.comment} : </span>
            <span className="whitespace-pre-line">{comments[line.method] ?? ''}</span>
          </p>
        )}
      />
    </div>
  );
}
