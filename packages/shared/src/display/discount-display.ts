import { formatMoney } from '../money.ts';
import { discountMotifLabel } from '../schemas/discount-motifs.ts';
import type { Sale, SaleLine } from '../schemas/sales.ts';

/**
 * How the invoice, the sale detail and the ticket word a sale's discounts and price-list prices:
 * each line's catalogue price, its discount with its motif and its share of the ticket's discount
 * (its net is its `prix_total`), and the ticket's discount.
 */

export const DISCOUNT_TEXTS = {
  price: 'Prix',
  discount: 'Remise',
  net: 'Net',
  ticketDiscount: 'Remise globale',
  ticketShare: 'Part de la remise globale',
  discounts: 'Remises accordées',
  catalogue: 'Prix catalogue',
  priceList: 'Tarif',
} as const;

const percentText = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;

/** The lines under a sold line's name: its price list, its discount, its share of the ticket's. */
export function lineDiscountTexts(line: SaleLine): string[] {
  const texts: string[] = [];
  if (line.tarif && line.prix_catalogue !== undefined)
    texts.push(
      `${DISCOUNT_TEXTS.priceList} ${line.tarif.nom} (${DISCOUNT_TEXTS.catalogue.toLowerCase()} ${formatMoney(line.prix_catalogue)})`,
    );
  if ((line.remise_ligne ?? 0) > 0) {
    const asked = line.remise;
    const how = asked?.type === 'pourcentage' ? ` ${percentText(asked.valeur)}` : '';
    const why = asked ? ` (${discountMotifLabel(asked.motif, asked.motif_texte)})` : '';
    texts.push(`${DISCOUNT_TEXTS.discount}${how}${why} : −${formatMoney(line.remise_ligne)}`);
  }
  if ((line.remise_ticket_part ?? 0) > 0)
    texts.push(`${DISCOUNT_TEXTS.ticketShare} : −${formatMoney(line.remise_ticket_part)}`);
  return texts;
}

/** 'Remise globale (Client fidèle) : −1 000,00 FCFA', or null without one. */
export function ticketDiscountText(sale: Pick<Sale, 'remise_ticket'>): string | null {
  const ticket = sale.remise_ticket;
  if (!ticket) return null;
  return `${DISCOUNT_TEXTS.ticketDiscount} (${discountMotifLabel(ticket.motif, ticket.motif_texte)}) : −${formatMoney(ticket.montant)}`;
}
