import { formatMoney, normalizePhone, type OrderMessage } from '@pelote/shared';

/**
 * The order as a WhatsApp message the manager sends from their own phone (no paid gateway), as
 * the credit reminders are: a `https://wa.me/<digits>?text=…` link, the phone normalised to +225
 * when it has no country code; no link when the supplier has no number a phone can dial.
 */
export function orderMessage(order: {
  numero: string;
  fournisseur: { nom: string; telephone: string | null };
  magasin: { nom: string; quartier: string };
  note: string;
  lignes: readonly { article: { nom: string }; quantite: number; prix_unitaire: number }[];
  montant: number;
}): OrderMessage {
  const lines = order.lignes.map(
    (line) =>
      `- ${line.article.nom} × ${line.quantite}` +
      (line.prix_unitaire > 0 ? ` à ${formatMoney(line.prix_unitaire)}` : ''),
  );
  const texte = [
    `Bonjour ${order.fournisseur.nom}, voici notre bon de commande ${order.numero} :`,
    ...lines,
    ...(order.montant > 0 ? [`Total : ${formatMoney(order.montant)}`] : []),
    `Livraison : ${order.magasin.nom} (${order.magasin.quartier}).`,
    ...(order.note ? [order.note] : []),
    'Merci de nous confirmer la date de livraison.',
  ].join('\n');
  const phone = order.fournisseur.telephone ? normalizePhone(order.fournisseur.telephone) : null;
  return { texte, url: phone ? `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(texte)}` : null };
}
