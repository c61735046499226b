import { DEPOSIT_PAYMENT_LABEL, formatMoney, lotName, type SaleDetail } from '@pelote/shared';
import { useState } from 'react';
import { InputField } from '@/components/input-field';
import { LayawayPaymentDialog, type LayawayStepDialogProps } from './layaway-payment-dialog';
import {
  checkPickup,
  type PickupDrafts,
  type PickupUnitPrice,
  pickAll,
  pickupFigures,
} from './layaway-pickup-rules';
import { usePickUp } from './layaways-api';
import { DraftPaymentFields, usePaymentDrafts } from './payment-drafts';
import { useApplicablePriceLists, useSaleClient } from './sale-form-api';
import { todaysPrice } from './sale-form-rules';
import { checkPayments } from './sale-payment-rules';

export const LAYAWAY_PICKUP_TEXTS = {
  title: 'Retirer',
  description:
    'Une vente au prix du jour (remises et tarif du client comme en caisse) : l’acompte la paie d’abord, le solde se paie comme une vente. Ce qui n’est pas retiré reste réservé.',
  lines: 'Articles retirés',
  quantity: (name: string, bain: string) => `${name}${bain ? ` — bain ${lotName(bain)}` : ''}`,
  held: (n: number) => `${n} réservé(s)`,
  total: 'Total au prix du jour',
  deposit: DEPOSIT_PAYMENT_LABEL,
  balance: 'Solde à payer',
  payment: 'Paiement du solde',
  submit: 'Retirer et facturer',
  pending: 'Retrait...',
  cancel: 'Annuler',
} as const;

const T = LAYAWAY_PICKUP_TEXTS;

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <p className={`flex items-baseline justify-between gap-2 text-sm ${strong ? 'font-semibold' : ''}`}>
      <span className="text-stone-700">{label}</span>
      <output aria-label={label} className="text-stone-900 tabular-nums">
        {formatMoney(amount)}
      </output>
    </p>
  );
}

/**
 * 'Retirer': the client takes all she set aside, or part of it (the rest stays reserved). One sale at
 * today's price, the deposit ('Acompte') paying first, the balance paid as in a sale; its invoice is
 * for the full price. Mounted on each opening: its own Idempotency-Key.
 */
export function LayawayPickupDialog({ layaway, onClose, onDone }: LayawayStepDialogProps<SaleDetail>) {
  const [quantities, setQuantities] = useState<PickupDrafts>(() => pickAll(layaway.lignes));
  const payments = usePaymentDrafts(true);
  const saleClient = useSaleClient(layaway.client.id).data;
  const credit = saleClient?.credit ?? 0;
  const debtRoom = saleClient?.debtRoom ?? null;
  const pickUp = usePickUp(layaway.id);
  const [errors, setErrors] = useState<{ lines: Record<number, string>; nothing?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lists = useApplicablePriceLists(layaway.magasin.id, true).data;
  // Today's price for this client, by the server's own rule: the balance asked for is the one the
  // server will want.
  const priceOf = todaysPrice(lists, layaway.magasin.id, saleClient?.tarif ?? null);
  const unitPrice: PickupUnitPrice = (line, quantity) =>
    priceOf({ id: line.article.id, type: line.article.type, prix: line.prix_unitaire }, quantity).prix;
  const figures = pickupFigures(layaway.lignes, quantities, layaway.acompte_disponible, unitPrice);
  const held = layaway.lignes.filter((line) => line.quantite_reservee > 0);

  function submit() {
    setFailure(null);
    const payment =
      figures.balance > 0
        ? checkPayments(payments.drafts, figures.balance, credit, debtRoom)
        : { errors: {}, sum: undefined, payload: [] };
    const checked = checkPickup(layaway.lignes, quantities, payment.payload);
    payments.show(payment);
    setErrors({ lines: checked.errors, nothing: checked.nothing });
    if (!checked.body) return;
    pickUp.mutate(checked.body, {
      onSuccess: (answer) => onDone(answer.vente),
      onError: (error) => setFailure(error.message),
    });
  }

  return (
    <LayawayPaymentDialog
      title={T.title}
      description={T.description}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={pickUp.isPending}
      failure={failure}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">{T.lines}</legend>
        {held.map((line) => (
          <div key={line.id} className="grid grid-cols-[minmax(0,1fr)_6rem] items-end gap-3">
            <InputField
              label={T.quantity(line.article.nom, line.bain)}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantite_reservee}
              value={quantities[line.id] ?? ''}
              onChange={(event) =>
                setQuantities((current) => ({ ...current, [line.id]: event.target.value }))
              }
              error={errors?.lines[line.id]}
            />
            <span className="pb-3 text-sm text-stone-600">{T.held(line.quantite_reservee)}</span>
          </div>
        ))}
        {errors?.nothing ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.nothing}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1 rounded-lg bg-stone-50 p-3">
        <Row label={T.total} amount={figures.total} />
        <Row label={T.deposit} amount={figures.deposit} />
        <Row label={T.balance} amount={figures.balance} strong />
      </div>
      {figures.balance > 0 ? (
        <DraftPaymentFields
          payments={payments}
          title={T.payment}
          total={figures.balance}
          credit={credit}
          debtRoom={debtRoom}
        />
      ) : null}
    </LayawayPaymentDialog>
  );
}
