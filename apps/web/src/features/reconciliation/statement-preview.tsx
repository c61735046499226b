import {
  formatDateTime,
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
  type StatementImport,
  type StatementProblem,
} from '@pelote/shared';
import { Money } from '@/components/money';
import { ReconciliationStateBadge, TypedCell } from './reconciliation-columns';

export const STATEMENT_PREVIEW_TEXTS = {
  summary: 'Résultat du rapprochement',
  lines: (read: number, out: number, known: number) =>
    `${read} ligne${read > 1 ? 's' : ''} lue${read > 1 ? 's' : ''}` +
    (out ? `, ${out} sortante${out > 1 ? 's' : ''} ignorée${out > 1 ? 's' : ''}` : '') +
    (known ? `, ${known} déjà importée${known > 1 ? 's' : ''}` : ''),
  results: 'Lignes du relevé et paiements absents',
  known: 'déjà importée',
  errors: 'Erreurs par ligne',
  line: (n: number) => `Ligne ${n}`,
  absent: 'Paiement saisi, absent du relevé',
} as const;

const T = STATEMENT_PREVIEW_TEXTS;

/** Each line's problem, as the server refused the statement. */
export function StatementErrors({ errors }: { errors: readonly StatementProblem[] }) {
  return (
    <section aria-label={T.errors} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-900">{T.errors}</h3>
      <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-red-200 text-sm">
        {errors.map((error) => (
          <li key={`${error.ligne}-${error.detail}`} className="flex gap-3 px-3 py-2">
            <span className="shrink-0 font-medium text-stone-900">{T.line(error.ligne)}</span>
            <span className="min-w-0 break-words text-red-800">{error.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The matching of a checked statement: the count per state, then every line, the flagged ones marked. */
export function StatementPreview({ answer }: { answer: StatementImport }) {
  return (
    <div className="flex flex-col gap-3">
      <section aria-label={T.summary} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{T.summary}</h3>
        <p className="text-sm text-stone-600">{answer.message}</p>
        <p className="text-sm text-stone-600">
          {T.lines(answer.lignes_lues, answer.lignes_sortantes, answer.deja_importees)}
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {RECONCILIATION_STATES.map((state) => (
            <div
              key={state}
              className={`rounded-lg border px-3 py-2 ${state !== 'rapproche' && answer.resume[state] > 0 ? 'border-red-300 bg-red-50' : 'border-stone-200'}`}
            >
              <dt className="text-stone-600">{RECONCILIATION_STATE_LABELS[state]}</dt>
              <dd className="text-lg font-semibold text-stone-900 tabular-nums">{answer.resume[state]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label={T.results} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{T.results}</h3>
        <ul className="flex flex-col gap-2">
          {answer.resultats.map((result) => (
            <li
              key={`${result.ligne ?? 'absent'}-${result.reference_operateur ?? result.paiement?.id}`}
              className={`flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm ${result.etat === 'rapproche' ? 'border-stone-200' : 'border-red-300 bg-red-50'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-all text-stone-900">
                  {result.ligne === null
                    ? T.absent
                    : `${T.line(result.ligne)} · ${result.reference_operateur}`}
                </span>
                <ReconciliationStateBadge line={result} />
              </div>
              <div className="flex flex-wrap justify-between gap-2 text-stone-700">
                <span>
                  {formatDateTime(result.date)}
                  {result.deja_importee ? ` · ${T.known}` : ''}
                </span>
                {result.montant_releve === null ? null : <Money value={result.montant_releve} />}
              </div>
              <TypedCell line={result} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
