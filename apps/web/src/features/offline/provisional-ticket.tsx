import {
  DISCOUNT_TEXTS,
  formatDateTime,
  formatMoney,
  lotLabel,
  paymentMethodLabel,
  productName,
  shopName,
} from '@pelote/shared';
import { Printer } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/button';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import { printElement } from '@/lib/print-element';
import { OFFLINE_TEXTS } from './offline-texts';

const T = OFFLINE_TEXTS;

/**
 * The ticket's content: shop, lines (at their net, with their discount), the discounts, total,
 * payments, device time, 'Vente en attente d'envoi'.
 */
export function ProvisionalTicketView({ entry }: { entry: DeviceSale }) {
  const { summary } = entry;
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-800">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-medium">{shopName(summary.shop.nom)}</span>
        <span>{summary.clientLabel}</span>
      </p>
      <table className="w-full text-left">
        <tbody>
          {summary.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored ticket's lines never move.
            <tr key={`${line.article}-${line.bain}-${index}`} className="border-b border-stone-100 align-top">
              <td className="py-1.5 pr-2">
                {productName(line.nom)}
                {lotLabel(line.bain) ? (
                  <span className="block text-xs text-stone-500">{lotLabel(line.bain)}</span>
                ) : null}
                {line.remise ? (
                  <span className="block text-xs text-stone-500">
                    {DISCOUNT_TEXTS.discount} : −{formatMoney(line.remise)}
                  </span>
                ) : null}
              </td>
              <td className="py-1.5 pr-2 text-right whitespace-nowrap">
                {line.quantite} × {formatMoney(line.prix)}
              </td>
              <td className="py-1.5 text-right whitespace-nowrap">{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.remises ? (
        <p className="flex justify-between">
          <span>{DISCOUNT_TEXTS.discounts}</span>
          <span>−{formatMoney(summary.remises)}</span>
        </p>
      ) : null}
      <p className="flex justify-between text-base font-semibold">
        <span>{T.ticketTotal}</span>
        <span>{formatMoney(summary.total)}</span>
      </p>
      {summary.payments.length > 0 ? (
        <div>
          <p className="font-medium">{T.ticketPayments}</p>
          <ul>
            {summary.payments.map((payment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored ticket's payments never move.
              <li key={`${payment.methode}-${index}`} className="flex justify-between gap-2">
                <span>
                  {paymentMethodLabel(payment.methode)}
                  {payment.reference ? ` (${payment.reference})` : ''}
                </span>
                <span>{formatMoney(Number(payment.montant))}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-stone-600">
        {T.ticketDeviceTime} : {formatDateTime(entry.deviceTime)}
      </p>
      <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">{T.ticketPending}</p>
    </div>
  );
}

/** 'Ticket provisoire T-M03-4', shown once the sale is on the device; 'Imprimer' prints it alone. */
export function ProvisionalTicketDialog({
  entry,
  onClose,
  actions,
}: {
  entry: DeviceSale;
  onClose: () => void;
  /** The ticket printer's buttons, given by the app when printing is at hand. */
  actions?: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  const title = T.ticketTitle(entry.ticket);
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={title}>
      <ModalBody>
        <div ref={content}>
          <ProvisionalTicketView entry={entry} />
        </div>
        {actions ? <div className="mt-4">{actions}</div> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onPress={onClose}>
          {T.close}
        </Button>
        <Button
          icon={<Printer aria-hidden="true" className="size-4" />}
          onPress={() => {
            if (content.current) printElement(content.current, title);
          }}
        >
          {T.print}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
