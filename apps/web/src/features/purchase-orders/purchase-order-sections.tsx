import {
  formatDateTime,
  formatMoney,
  lotName,
  type PurchaseOrder,
  type PurchaseReceipt,
} from '@pelote/shared';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { LabelPrintDialog } from '@/components/label-print-dialog';
import { Panel } from '@/components/panel';

export const ORDER_SECTIONS_TEXTS = {
  lines: 'Articles commandés',
  ordered: 'Commandé',
  received: 'Reçu',
  left: 'Reste',
  closed: 'Soldé',
  price: (price: string, amount: string) => `${price} l’unité · ${amount}`,
  noPrice: 'Prix à confirmer',
  receipts: 'Réceptions',
  noReceipt: 'Rien de reçu pour l’instant.',
  receipt: (date: string, who: string) => `Reçu le ${date}${who ? ` par ${who}` : ''}`,
  reason: (motif: string) => `Motif : ${motif}`,
  entry: (name: string, lot: string | null, n: number) => `${name}${lot ? ` · Bain ${lot}` : ''} × ${n}`,
  labels: 'Étiquettes',
  labelsOf: (name: string) => `Imprimer les étiquettes de ${name}`,
  entrySubject: (name: string, n: number) => `${name} — ${n} unité(s) reçue(s)`,
} as const;

const T = ORDER_SECTIONS_TEXTS;

function Figure({ label, value, tone = 'text-stone-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** Each line: ordered, received, still expected (or given up when closed), its price and amount. */
export function OrderLinesSection({ order }: { order: PurchaseOrder }) {
  return (
    <Panel id="order-lines" title={T.lines}>
      <ul className="mt-3 flex flex-col divide-y divide-stone-200">
        {order.lignes.map((line) => (
          <li key={line.id} className="flex flex-col gap-2 py-3">
            <div className="flex flex-col gap-0.5">
              <span className="font-medium break-words text-stone-900">{line.article.nom}</span>
              <span className="text-xs text-stone-500">
                {line.prix_unitaire > 0
                  ? T.price(formatMoney(line.prix_unitaire), formatMoney(line.montant))
                  : T.noPrice}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              <Figure label={T.ordered} value={line.quantite} />
              <Figure label={T.received} value={line.quantite_recue} />
              {line.soldee > 0 ? (
                <Figure label={T.closed} value={line.soldee} tone="text-stone-500" />
              ) : (
                <Figure
                  label={T.left}
                  value={line.reste}
                  tone={line.reste > 0 ? 'text-amber-800' : 'text-stone-900'}
                />
              )}
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

type Printing = { entryId: number; quantity: number; subject: string } | null;

function ReceiptItem({
  receipt,
  onPrint,
}: {
  receipt: PurchaseReceipt;
  onPrint: (printing: Printing) => void;
}) {
  return (
    <li className="flex flex-col gap-2 py-3">
      <span className="text-sm font-medium text-stone-900">
        {T.receipt(formatDateTime(receipt.recu_le), receipt.recu_par?.username ?? '')}
      </span>
      {receipt.motif ? <span className="text-sm text-amber-800">{T.reason(receipt.motif)}</span> : null}
      <ul className="flex flex-col gap-2">
        {receipt.entrees.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700"
          >
            <span className="min-w-0 break-words">
              {T.entry(entry.article_nom, entry.bain ? lotName(entry.bain) : null, entry.quantite)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={T.labelsOf(entry.article_nom)}
              icon={<Printer aria-hidden="true" className="size-4" />}
              onPress={() =>
                onPrint({
                  entryId: entry.id,
                  quantity: entry.quantite,
                  subject: T.entrySubject(entry.article_nom, entry.quantite),
                })
              }
            >
              {T.labels}
            </Button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The deliveries received (or only `receipts`: the one just recorded), each with its stock entries
 * and their barcode labels.
 */
export function OrderReceiptsSection({
  order,
  receipts = order.receptions,
  title = T.receipts,
}: {
  order: PurchaseOrder;
  receipts?: readonly PurchaseReceipt[];
  title?: string;
}) {
  const [printing, setPrinting] = useState<Printing>(null);
  return (
    <Panel id="order-receipts" title={title}>
      {receipts.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{T.noReceipt}</p>
      ) : (
        <ul className="mt-1 flex flex-col divide-y divide-stone-200">
          {receipts.map((receipt) => (
            <ReceiptItem key={receipt.id} receipt={receipt} onPrint={setPrinting} />
          ))}
        </ul>
      )}
      {printing ? (
        <LabelPrintDialog
          entryId={printing.entryId}
          quantity={printing.quantity}
          subject={printing.subject}
          onClose={() => setPrinting(null)}
        />
      ) : null}
    </Panel>
  );
}
