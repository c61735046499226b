import {
  DEPOSIT_LATE_HOURS,
  DEPOSIT_MESSAGES,
  DEPOSIT_STATUS_LABELS,
  type Deposit,
  formatDate,
  formatMoney,
} from '@pelote/shared';
import { Badge } from './badge';

/** How a deposit (bank, head office) reads on the deposits' list and on the Journée. */

export const DEPOSIT_STATUS_TEXTS = {
  late: `En transit depuis plus de ${DEPOSIT_LATE_HOURS} h`,
  receivedLine: (amount: string, date: string, reference: string) =>
    `${amount} le ${date}, bordereau ${reference}`,
} as const;

const T = DEPOSIT_STATUS_TEXTS;

/** 'En transit' (amber, red past 48 h) or 'Confirmé' (green, amber with a difference). */
export function DepositStatusBadge({ deposit }: { deposit: Deposit }) {
  if (deposit.en_retard) return <Badge tone="red">{T.late}</Badge>;
  if (deposit.statut === 'en_transit') return <Badge tone="amber">{DEPOSIT_STATUS_LABELS.en_transit}</Badge>;
  return (
    <Badge tone={deposit.confirmation?.ecart ? 'amber' : 'green'}>{DEPOSIT_STATUS_LABELS.confirme}</Badge>
  );
}

/** What arrived: the amount, the slip's date and reference, the difference and its comment. */
export function DepositReceipt({ deposit }: { deposit: Deposit }) {
  const confirmation = deposit.confirmation;
  if (!confirmation) return <span className="text-stone-500">—</span>;
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span>
        {T.receivedLine(
          formatMoney(confirmation.montant_recu),
          formatDate(confirmation.date),
          confirmation.reference_bordereau,
        )}
      </span>
      {confirmation.ecart !== 0 ? (
        <span className="font-medium text-red-700">{DEPOSIT_MESSAGES.difference(confirmation.ecart)}</span>
      ) : null}
      {confirmation.commentaire ? (
        <span className="break-words text-stone-600">{confirmation.commentaire}</span>
      ) : null}
    </div>
  );
}
