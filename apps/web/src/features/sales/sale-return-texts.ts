import { formatMoney } from '@pelote/shared';

export const SALE_RETURN_TEXTS = {
  title: (numero: string) => `Retour — ${numero}`,
  intro: 'Indiquez pour chaque article la quantité rapportée, son état et le motif.',
  lines: 'Articles rapportés',
  sold: (vendu: number, retourne: number) =>
    retourne > 0 ? `Vendu : ${vendu} — déjà retourné : ${retourne}` : `Vendu : ${vendu}`,
  quantity: (name: string) => `Quantité retournée — ${name}`,
  quantityHint: (n: number) => `Au plus ${n}`,
  state: (name: string) => `État — ${name}`,
  motif: (name: string) => `Motif — ${name}`,
  motifPlaceholder: 'ex. mauvaise couleur, fil cassé',
  netPaid: (net: string) => `net payé ${net}`,
  lineRefund: 'Remboursé',
  lineRefundOf: (name: string) => `Remboursé — ${name}`,
  refund: 'Remboursement',
  reference: 'Référence de la transaction',
  total: 'Montant de l’avoir',
  nothingLeft: 'Tous les articles de cette vente ont déjà été retournés.',
  cancel: 'Annuler',
  submit: 'Valider le retour',
  confirmTitle: 'Confirmer le retour ?',
  confirmText: (montant: number, numero: string, methode: string) =>
    `Un avoir de ${formatMoney(montant)} sera émis pour la facture ${numero} et remboursé : ${methode}. Les articles reviennent en stock ; un avoir ne s’annule pas.`,
  confirm: 'Confirmer le retour',
  pending: 'Enregistrement...',
  keep: 'Revenir au retour',
  failed: 'Erreur lors du retour',
} as const;
