import { ARTICLE_TYPE_LABELS, clientName, lotLabel, SALE_MESSAGES, type SaleDetail } from '@pelote/shared';
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
        headings={T}
        total={sale.total}
        lines={sale.items.map((item) => ({
          id: item.id,
          name: item.article.article_name,
          details: (
            <span className="text-xs text-stone-500">
              {ARTICLE_TYPE_LABELS[item.article.article_type]}
              {lotLabel(item.bain) ? ` · ${lotLabel(item.bain)}` : ''}
            </span>
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
