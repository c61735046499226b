import {
  ARTICLE_TYPE_LABELS,
  clientName,
  DISCOUNT_TEXTS,
  discountMotifLabel,
  formatMoney,
  lineDiscountTexts,
  lotLabel,
  SALE_MESSAGES,
  type SaleDetail,
} from '@pelote/shared';
import { DocumentBlock, DocumentHeading, DocumentLines } from './sale-document';
import { SalePaymentsView } from './sale-payments-view';

export const INVOICE_TEXTS = {
  title: 'FACTURE',
  client: 'Client',
  article: 'Article',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  lineTotal: 'Prix total',
  total: 'Total',
  cancelled: 'Vente annulée',
  items: 'Articles de la facture',
  net: DISCOUNT_TEXTS.net,
} as const;

const T = INVOICE_TEXTS;

/** The ticket's discount with its motif, and what every discount came to, above the total. */
function discountRows(sale: SaleDetail) {
  const rows = [];
  if (sale.remise_ticket)
    rows.push({
      label: `${DISCOUNT_TEXTS.ticketDiscount} (${discountMotifLabel(sale.remise_ticket.motif, sale.remise_ticket.motif_texte)})`,
      value: `−${formatMoney(sale.remise_ticket.montant)}`,
    });
  if ((sale.remises ?? 0) > 0)
    rows.push({ label: DISCOUNT_TEXTS.discounts, value: `−${formatMoney(sale.remises)}` });
  return rows;
}

/**
 * The invoice as the detail modal shows and prints it: 'FACTURE',
 * number, date, the shop, the client block, the items (a wool's lot beside its type, 'Bain B2417'),
 * under a discounted line its price list, discount and motif, and its share of the ticket's discount
 * (its last column then reads 'Net'), the ticket's discount and 'Remises accordées' above the
 * total, and how it was paid. `data-invoice` is what the
 * print stylesheet keeps on paper.
 */
export function SaleInvoice({ sale }: { sale: SaleDetail }) {
  const client = sale.client;
  const discounted = (sale.remises ?? 0) > 0 || sale.remise_ticket != null;
  return (
    <article
      data-invoice
      aria-label={`${T.title} ${sale.numero_facture}`}
      className="flex flex-col gap-4 text-sm"
    >
      <DocumentHeading
        title={T.title}
        number={sale.numero_facture}
        date={sale.date_vente}
        remark={
          sale.statut === 'annulee' ? <p className="font-semibold text-red-700">{T.cancelled}</p> : null
        }
        shop={sale.magasin}
      />
      <DocumentBlock title={T.client}>
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
      </DocumentBlock>
      <DocumentLines
        label={T.items}
        headings={discounted ? { ...T, lineTotal: T.net } : T}
        total={sale.total}
        summary={discountRows(sale)}
        lines={sale.items.map((item) => ({
          id: item.id,
          name: item.article.article_name,
          details: (
            <>
              <span className="text-xs text-stone-500">
                {ARTICLE_TYPE_LABELS[item.article.article_type]}
                {lotLabel(item.bain) ? ` · ${lotLabel(item.bain)}` : ''}
              </span>
              {lineDiscountTexts(item).map((text) => (
                <span key={text} className="block text-xs text-stone-600">
                  {text}
                </span>
              ))}
            </>
          ),
          quantite: item.quantite,
          prixUnitaire: item.prix_unitaire,
          prixTotal: item.prix_total,
        }))}
      />
      <SalePaymentsView payments={sale.paiements} />
    </article>
  );
}
