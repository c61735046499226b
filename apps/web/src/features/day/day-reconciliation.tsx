import {
  PAYMENT_METHOD_LABELS,
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
  type ReconciliationSummary,
  type TillDayShop,
} from '@pelote/shared';

export const DAY_RECONCILIATION_TEXTS = {
  title: 'Rapprochement mobile money',
  none: 'Aucun relevé importé pour ce jour',
  resolved: (n: number) => `${n} résolu${n > 1 ? 's' : ''}`,
} as const;

const T = DAY_RECONCILIATION_TEXTS;

/** '8 Rapproché · 1 Absent du relevé …': the states with rows, the flagged ones in red. */
function Counts({ summary }: { summary: ReconciliationSummary }) {
  const states = RECONCILIATION_STATES.filter((state) => summary[state] > 0);
  return (
    <span className="flex flex-wrap justify-end gap-x-2">
      {states.map((state) => (
        <span key={state} className={state === 'rapproche' ? 'text-stone-700' : 'font-semibold text-red-700'}>
          {summary[state]} {RECONCILIATION_STATE_LABELS[state].toLowerCase()}
        </span>
      ))}
      {summary.resolus > 0 ? <span className="text-stone-600">({T.resolved(summary.resolus)})</span> : null}
    </span>
  );
}

/** The reconciliation of the shop's mobile money that day: per operator, the count per state. */
export function DayReconciliation({ shop }: { shop: TillDayShop }) {
  const operators = Object.entries(shop.rapprochement);
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-stone-900">{T.title}</h4>
      {operators.length === 0 ? (
        <p className="text-sm text-stone-600">{T.none}</p>
      ) : (
        <dl className="divide-y divide-stone-100 text-sm">
          {operators.map(([operator, summary]) => (
            <div key={operator} className="flex items-baseline justify-between gap-3 py-1">
              <dt className="min-w-0 text-stone-600">
                {PAYMENT_METHOD_LABELS[operator as keyof typeof PAYMENT_METHOD_LABELS] ?? operator}
              </dt>
              <dd className="text-right tabular-nums">
                <Counts summary={summary} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
