import { PAYMENT_MESSAGES, type Payment, paymentMethodLabel } from '@pelote/shared';
import { Badge } from '@/components/badge';
import { Money } from '@/components/money';

export const PAYMENTS_VIEW_TEXTS = {
  title: 'Paiement',
  received: 'Montant reçu',
  change: 'Monnaie rendue',
  reference: 'Référence',
} as const;

const T = PAYMENTS_VIEW_TEXTS;

/** The methods of a sale in the list, as badges; 'Non renseigné' for a sale without payments. */
export function PaymentMethodBadges({ methods }: { methods: readonly string[] }) {
  if (methods.length === 0) return <em className="text-stone-600">{PAYMENT_MESSAGES.notRecorded}</em>;
  return (
    <div className="flex flex-wrap gap-1">
      {methods.map((methode) => (
        <Badge key={methode} tone={methode === 'especes' ? 'green' : 'orange'}>
          {paymentMethodLabel(methode)}
        </Badge>
      ))}
    </div>
  );
}

/**
 * How a sale was paid, on its invoice: each payment's method and amount, for cash what was handed
 * over and the change given back, for mobile money the transaction reference.
 */
export function SalePaymentsView({ payments }: { payments: readonly Payment[] }) {
  return (
    <section aria-label={T.title} className="rounded-lg bg-stone-50 px-3 py-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{T.title}</p>
      {payments.length === 0 ? (
        <p className="italic text-stone-700">{PAYMENT_MESSAGES.notRecorded}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-0.5 py-1.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-stone-900">{paymentMethodLabel(payment.methode)}</span>
                <Money value={payment.montant} />
              </p>
              {payment.montant_recu !== null ? (
                <p className="flex flex-wrap justify-between gap-x-3 text-stone-700">
                  <span>
                    {T.received} : <Money value={payment.montant_recu} />
                  </span>
                  <span>
                    {T.change} : <Money value={payment.monnaie_rendue} />
                  </span>
                </p>
              ) : null}
              {payment.reference ? (
                <p className="break-all text-stone-700">
                  {T.reference} : {payment.reference}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
