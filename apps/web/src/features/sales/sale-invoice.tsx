import {
  ARTICLE_TYPE_LABELS,
  formatDateTime,
  lotLabel,
  SALE_MESSAGES,
  type SaleDetail,
} from '@pelote/shared';
import { Money } from '@/components/money';
import { clientName, productName, shopName } from '@/lib/sale-display';
import { SalePaymentsView } from './sale-payments-view';

export const INVOICE_TEXTS = {
  title: 'FACTURE',
  number: 'N°',
  date: 'Date',
  client: 'Client',
  article: 'Article',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  lineTotal: 'Prix total',
  total: 'Total',
  cancelled: 'Vente annulée',
  items: 'Articles de la facture',
} as const;

const T = INVOICE_TEXTS;

/**
 * The invoice as the detail modal shows and prints it: 'FACTURE',
 * number, date, the shop, the client block, the items (a wool's lot beside its type, 'Bain B2417'),
 * the total and how it was paid. `data-invoice` is what the
 * print stylesheet keeps on paper.
 */
export function SaleInvoice({ sale }: { sale: SaleDetail }) {
  const client = sale.client;
  return (
    <article
      data-invoice
      aria-label={`${T.title} ${sale.numero_facture}`}
      className="flex flex-col gap-4 text-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-2xl font-bold tracking-wide text-rose-800">{T.title}</h3>
          <p className="text-stone-700">
            {T.number} {sale.numero_facture}
          </p>
          <p className="text-stone-700">
            {T.date} : {formatDateTime(sale.date_vente)}
          </p>
          {sale.statut === 'annulee' ? <p className="font-semibold text-red-700">{T.cancelled}</p> : null}
        </div>
        <div className="text-right">
          <p className="font-semibold text-stone-900">{shopName(sale.magasin.nom)}</p>
          <p className="text-stone-600">{sale.magasin.quartier}</p>
        </div>
      </header>
      <section aria-label={T.client} className="rounded-lg bg-stone-50 px-3 py-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{T.client}</p>
        {client ? (
          <>
            <p className="font-medium text-stone-900">{clientName(client, '', 'nom-prenom')}</p>
            {[client.email, client.contact, client.adresse].filter(Boolean).map((line) => (
              <p key={line} className="text-stone-700">
                {line}
              </p>
            ))}
          </>
        ) : (
          <p className="italic text-stone-700">{SALE_MESSAGES.anonymousClient}</p>
        )}
      </section>
      <div className="overflow-x-auto">
        <table aria-label={T.items} className="w-full min-w-[28rem] border-collapse">
          <thead>
            <tr className="border-b border-stone-300 text-left text-xs uppercase tracking-wide text-stone-500">
              <th className="py-2 pr-2 font-medium">{T.article}</th>
              <th className="px-2 py-2 text-right font-medium">{T.quantity}</th>
              <th className="px-2 py-2 text-right font-medium">{T.unitPrice}</th>
              <th className="py-2 pl-2 text-right font-medium">{T.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {sale.items.map((item) => (
              <tr key={item.id} className="border-b border-stone-100">
                <td className="py-2 pr-2">
                  <span className="block text-stone-900">{productName(item.article.article_name)}</span>
                  <span className="text-xs text-stone-500">
                    {ARTICLE_TYPE_LABELS[item.article.article_type]}
                    {lotLabel(item.bain) ? ` · ${lotLabel(item.bain)}` : ''}
                  </span>
                </td>
                <td className="px-2 py-2 text-right">{item.quantite}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  <Money value={item.prix_unitaire} />
                </td>
                <td className="py-2 pl-2 text-right whitespace-nowrap">
                  <Money value={item.prix_total} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-3 pr-2 text-right text-base font-semibold">
                {T.total}
              </th>
              <td className="py-3 pl-2 text-right text-base font-semibold whitespace-nowrap">
                <Money value={sale.total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <SalePaymentsView payments={sale.paiements} />
    </article>
  );
}
