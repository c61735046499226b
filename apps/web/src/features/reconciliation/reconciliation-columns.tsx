import {
  formatDateTime,
  PAYMENT_METHOD_LABELS,
  RECONCILIATION_STATE_LABELS,
  type ReconciliationLine,
  type ReconciliationState,
} from '@pelote/shared';
import { Badge, type BadgeTone } from '@/components/badge';
import { actionsColumn, type DataTableColumn } from '@/components/data-table-parts';
import { Money } from '@/components/money';
import { PlainButton } from '@/components/plain-button';

export const RECONCILIATION_COLUMN_TEXTS = {
  date: 'Date',
  operator: 'Opérateur',
  state: 'État',
  reference: 'Référence opérateur',
  line: (n: number) => `ligne ${n}`,
  typed: 'Saisi dans Pelote',
  notTyped: 'Rien de saisi',
  invoice: (numero: string) => `Facture ${numero}`,
  instalment: 'Versement client',
  gap: (amount: string) => `Écart ${amount}`,
  received: 'Relevé',
  absent: 'Absent du relevé',
  resolved: (name: string, at: string) => `Résolu par ${name} le ${at}`,
  actions: 'Actions',
  resolve: 'Résoudre',
  resolveLabel: (state: string, what: string) => `Résoudre : ${state}, ${what}`,
} as const;

const T = RECONCILIATION_COLUMN_TEXTS;

const TONES: Record<ReconciliationState, BadgeTone> = {
  rapproche: 'green',
  montant_different: 'orange',
  encaisse_non_saisi: 'amber',
  absent_du_releve: 'red',
};

/** A row's state; a flagged one resolved by hand reads 'résolu' beside it. */
export function ReconciliationStateBadge({
  line,
}: {
  line: Pick<ReconciliationLine, 'etat'> & { resolution?: ReconciliationLine['resolution'] };
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={TONES[line.etat]}>{RECONCILIATION_STATE_LABELS[line.etat]}</Badge>
      {line.resolution ? <Badge tone="grey">résolu</Badge> : null}
    </span>
  );
}

/** What the shop typed for the row: its reference, amount and invoice (or nothing). */
export function TypedCell({ line }: { line: Pick<ReconciliationLine, 'paiement' | 'ecart'> }) {
  const typed = line.paiement;
  if (!typed) return <span className="text-stone-500">{T.notTyped}</span>;
  return (
    <div className="flex flex-col">
      <span className="font-medium break-all">{typed.reference}</span>
      <span>
        <Money value={typed.montant} />
        {' · '}
        {typed.numero_facture ? T.invoice(typed.numero_facture) : T.instalment}
      </span>
      {line.ecart !== 0 ? (
        <span className="font-semibold text-red-700">
          {T.gap(`${line.ecart > 0 ? '+' : ''}${(line.ecart / 100).toLocaleString('fr-FR')} FCFA`)}
        </span>
      ) : null}
    </div>
  );
}

const isFlagged = (line: ReconciliationLine) => line.etat !== 'rapproche';

/** The rows' columns; 'Résoudre' on a flagged row not yet resolved. */
export function reconciliationColumns(
  onResolve: (line: ReconciliationLine) => void,
): DataTableColumn<ReconciliationLine>[] {
  return [
    {
      id: 'reference',
      header: T.reference,
      isRowHeader: true,
      card: 'title',
      cell: (line) => (
        <div className="flex flex-col">
          <span className="font-medium break-all text-stone-900">{line.reference_operateur ?? T.absent}</span>
          <span className="text-stone-600">
            {formatDateTime(line.date)}
            {line.ligne === null ? '' : ` · ${T.line(line.ligne)}`}
          </span>
        </div>
      ),
    },
    { id: 'operateur', header: T.operator, cell: (line) => PAYMENT_METHOD_LABELS[line.operateur] },
    {
      id: 'etat',
      header: T.state,
      cell: (line) => (
        <div className="flex flex-col gap-1">
          <ReconciliationStateBadge line={line} />
          {line.resolution ? (
            <span className="text-xs text-stone-600">
              {T.resolved(
                line.resolution.par?.nom || line.resolution.par?.username || '—',
                formatDateTime(line.resolution.le),
              )}
              {' — '}
              {line.resolution.commentaire}
            </span>
          ) : null}
        </div>
      ),
    },
    { id: 'saisi', header: T.typed, cell: (line) => <TypedCell line={line} /> },
    {
      id: 'montant',
      header: T.received,
      align: 'end',
      card: 'aside',
      cell: (line) => (line.montant_releve === null ? '—' : <Money value={line.montant_releve} />),
    },
    actionsColumn(T.actions, (line) =>
      isFlagged(line) && !line.resolution ? (
        <PlainButton
          size="sm"
          variant="secondary"
          aria-label={T.resolveLabel(
            RECONCILIATION_STATE_LABELS[line.etat],
            line.reference_operateur ?? line.paiement?.reference ?? String(line.id),
          )}
          onPress={() => onResolve(line)}
        >
          {T.resolve}
        </PlainButton>
      ) : null,
    ),
  ];
}
