import { ARTICLE_TYPE_LABELS, DEFAULT_LEAD_DAYS, formatDate, type PurchaseOrder } from '@pelote/shared';
import { PDF_MARGIN } from '../../lib/pdf-document.ts';
import { ARTICLE_LINE_COLUMNS, renderSaleDocumentPdf } from '../../lib/pdf-sale-document.ts';

/**
 * A purchase order as an A4 PDF for the supplier: 'BON DE COMMANDE', its number and date, the
 * receiving shop on the right, the supplier, the lines ordered at their price (the header repeated
 * on every page), the total and where to deliver. The page is the invoice's (lib/pdf-sale-document.ts).
 */

function deliveryLines(order: PurchaseOrder): string[] {
  const expected = order.livraison_prevue
    ? `Livraison attendue avant le ${formatDate(order.livraison_prevue)}`
    : `Délai de livraison : ${order.fournisseur.delai_livraison ?? DEFAULT_LEAD_DAYS} jours`;
  return [`${order.magasin.nom} — ${order.magasin.quartier}`, expected, ...(order.note ? [order.note] : [])];
}

/** The PDF bytes of a purchase order. */
export function renderPurchaseOrderPdf(order: PurchaseOrder): Promise<Buffer> {
  return renderSaleDocumentPdf({
    meta: { title: `Bon de commande ${order.numero}`, author: order.magasin.nom, footerLabel: order.numero },
    heading: {
      title: 'BON DE COMMANDE',
      number: order.numero,
      date: order.envoye_le ?? order.cree_le,
      remark: order.statut === 'brouillon' ? { text: 'BROUILLON — non envoyé', accent: true } : null,
      shop: order.magasin,
    },
    client: {
      top: PDF_MARGIN + 105,
      title: 'FOURNISSEUR',
      name: order.fournisseur.nom,
      lines: [order.fournisseur.telephone],
    },
    table: {
      columns: ARTICLE_LINE_COLUMNS,
      labels: { article: 'Article', quantite: 'Qté', prixUnitaire: 'Prix unitaire', prixTotal: 'Montant' },
      bottomPadding: 6,
      lines: order.lignes.map((line) => ({
        name: line.article.nom,
        details: [`${ARTICLE_TYPE_LABELS[line.article.type]} — ${line.article.code_barre}`],
        quantite: line.quantite,
        prixUnitaire: line.prix_unitaire,
        prixTotal: line.montant,
      })),
    },
    total: { label: 'Total de la commande', amount: order.montant, room: 80 },
    closing: { title: 'LIVRAISON', lines: deliveryLines(order), ownRoom: true },
  });
}
