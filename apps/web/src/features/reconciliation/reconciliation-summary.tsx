import {
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
  type ReconciliationSummary,
} from '@pelote/shared';

export const RECONCILIATION_SUMMARY_TEXTS = {
  label: 'Lignes par état',
  resolved: (n: number) => `dont ${n} résolue${n > 1 ? 's' : ''}`,
} as const;

/** The count per state over the list's filters; a flag with rows stands out. */
export function ReconciliationSummaryFigures({ summary }: { summary: ReconciliationSummary | undefined }) {
  if (!summary) return null;
  return (
    <section aria-label={RECONCILIATION_SUMMARY_TEXTS.label} className="flex flex-col gap-1">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {RECONCILIATION_STATES.map((state) => (
          <div
            key={state}
            className={`rounded-lg border px-3 py-2 ${state !== 'rapproche' && summary[state] > 0 ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
          >
            <dt className="text-stone-600">{RECONCILIATION_STATE_LABELS[state]}</dt>
            <dd className="text-lg font-semibold text-stone-900 tabular-nums">{summary[state]}</dd>
          </div>
        ))}
      </dl>
      {summary.resolus > 0 ? (
        <p className="text-sm text-stone-600">{RECONCILIATION_SUMMARY_TEXTS.resolved(summary.resolus)}</p>
      ) : null}
    </section>
  );
}
