/**
 * The plain values of discounts (no schema built here, so a screen that only names a motif stays
 * light): motifs and their labels, kinds, messages. The schemas are discounts.ts.
 */

export const DISCOUNT_MOTIFS = [
  'negociation',
  'client_fidele',
  'fin_de_bain',
  'article_defectueux',
  'revendeuse',
  'autre',
] as const;
export type DiscountMotif = (typeof DISCOUNT_MOTIFS)[number];

export const DISCOUNT_MOTIF_LABELS: Record<DiscountMotif, string> = {
  negociation: 'Négociation',
  client_fidele: 'Client fidèle',
  fin_de_bain: 'Fin de bain',
  article_defectueux: 'Article défectueux',
  revendeuse: 'Revendeuse',
  autre: 'Autre',
};

export const DISCOUNT_KINDS = ['pourcentage', 'montant'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_MOTIF_TEXT_MAX = 200;
/** One franc, in hundredths: every discount amount is a multiple of it. */
export const FRANC = 100;

export const DISCOUNT_MESSAGES = {
  kindInvalid: 'Type de remise invalide',
  percentInvalid: 'Le pourcentage doit être compris entre 0 et 100',
  amountInvalid: 'Le montant de la remise doit être un nombre de francs entiers positif',
  motifRequired: 'Le motif de la remise est requis',
  motifTextRequired: 'Précisez le motif de la remise',
  overLine: 'La remise dépasse le montant de la ligne',
  overTicket: 'La remise globale dépasse le montant du ticket',
  overCap: (cap: string) => `Remise au-delà de votre plafond (${cap} %) : accord de la direction requis`,
  underCost: 'Remise sous le prix de revient : accord de la direction requis',
  capInvalid: 'Le plafond doit être un pourcentage entre 0 et 100',
  userNotFound: 'Utilisateur introuvable',
  approvalNotFound: 'Accord de remise introuvable',
  approvalNotUsable: "Cet accord de remise n'est plus utilisable",
  approvalTooSmall: (amount: string) => `La remise dépasse le montant accordé (${amount})`,
  approvalDecided: 'Cet accord de remise a déjà été traité',
  approvalNoDiscount: 'Le panier ne comporte aucune remise à accorder',
  codeInvalid: 'Code de remise invalide ou expiré',
  codeFormat: 'Le code de remise compte 6 chiffres',
  codeAmountInvalid: 'Montant maximal du code invalide',
} as const;

/** A motif as a sale's line or ticket shows it: 'Négociation', or 'Autre : <text>'. */
export function discountMotifLabel(motif: DiscountMotif, text: string | null): string {
  const label = DISCOUNT_MOTIF_LABELS[motif];
  return motif === 'autre' && text ? `${label} : ${text}` : label;
}

/** A motif of the discount statistics: a discount's, or 'tarif' (price lists and promotions). */
export const discountStatsMotifLabel = (motif: DiscountMotif | 'tarif') =>
  motif === 'tarif' ? 'Tarif' : DISCOUNT_MOTIF_LABELS[motif];
