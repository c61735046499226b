import {
  formatDateTime,
  formatMoney,
  LAYAWAY_EVENT_LABELS,
  type Layaway,
  PAYMENT_METHOD_LABELS,
} from '@pelote/shared';
import { Money } from '@/components/money';
import { Panel } from '@/components/panel';

export const LAYAWAY_HISTORY_TEXTS = {
  payments: 'Versements de l’acompte',
  noPayment: 'Aucun versement.',
  reference: (reference: string) => `Réf. ${reference}`,
  pickups: 'Retraits',
  invoice: (numero: string) => `Facture ${numero}`,
  depositPart: (amount: string) => `dont acompte ${amount}`,
  history: 'Historique',
  by: (who: string) => ` · ${who}`,
} as const;

const T = LAYAWAY_HISTORY_TEXTS;

/** The deposit's payments, oldest first: when, how, how much. */
export function LayawayPayments({ layaway }: { layaway: Layaway }) {
  return (
    <Panel id="layaway-payments" title={T.payments}>
      {layaway.paiements.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{T.noPayment}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-stone-200">
          {layaway.paiements.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <span className="text-stone-700">
                {formatDateTime(payment.date)} · {PAYMENT_METHOD_LABELS[payment.methode]}
                {payment.reference ? ` · ${T.reference(payment.reference)}` : ''}
              </span>
              <span className="font-semibold text-stone-900">
                <Money value={payment.montant} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The pickups' sales: their invoice, the full price, the part the deposit paid. */
export function LayawayPickups({ layaway }: { layaway: Layaway }) {
  if (layaway.ventes.length === 0) return null;
  return (
    <Panel id="layaway-pickups" title={T.pickups}>
      <ul className="mt-2 flex flex-col divide-y divide-stone-200">
        {layaway.ventes.map((sale) => (
          <li key={sale.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <span className="text-stone-700">
              {T.invoice(sale.numero_facture)} · {formatDateTime(sale.date)}
            </span>
            <span className="flex flex-col items-end">
              <span className="font-semibold text-stone-900">
                <Money value={sale.montant_total} />
              </span>
              <span className="text-xs text-stone-500">{T.depositPart(formatMoney(sale.acompte))}</span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** What happened to it, newest first: set aside, instalments, pickups, extensions, its end. */
export function LayawayTimeline({ layaway }: { layaway: Layaway }) {
  const events = [...layaway.historique].reverse();
  return (
    <Panel id="layaway-history" title={T.history}>
      <ol className="mt-2 flex flex-col divide-y divide-stone-200">
        {events.map((event) => (
          <li
            key={`${event.date}-${event.evenement}-${event.montant ?? ''}-${event.texte}`}
            className="flex flex-col gap-0.5 py-2 text-sm"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-stone-900">{LAYAWAY_EVENT_LABELS[event.evenement]}</span>
              {event.montant !== null ? <Money value={event.montant} /> : null}
            </span>
            <span className="text-xs text-stone-500">
              {formatDateTime(event.date)}
              {event.utilisateur ? T.by(event.utilisateur) : ''}
            </span>
            {event.texte ? <span className="break-words text-stone-700">{event.texte}</span> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
