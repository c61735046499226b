import { DISCOUNT_TEXTS, formatMoney } from '@pelote/shared';

/** What the new sale's discount controls say. */
export const SALE_DISCOUNT_TEXTS = {
  discount: DISCOUNT_TEXTS.discount,
  /** Said after the line's button text, for screen readers: 'Remise (article 2)'. */
  lineButton: (index: number) => `(article ${index})`,
  editorTitle: (name: string) => `Remise — ${name}`,
  kind: 'Type de remise',
  percent: 'En %',
  amount: 'En FCFA',
  percentValue: 'Pourcentage',
  amountValue: 'Montant (FCFA)',
  motif: 'Motif',
  motifText: 'Précisez le motif',
  apply: 'Appliquer',
  cancel: 'Annuler',
  remove: 'Retirer la remise',
  preview: (discount: number, net: number) =>
    `${DISCOUNT_TEXTS.discount} : −${formatMoney(discount)} · ${DISCOUNT_TEXTS.net} : ${formatMoney(net)}`,
  price: DISCOUNT_TEXTS.price,
  net: DISCOUNT_TEXTS.net,
  ticket: DISCOUNT_TEXTS.ticketDiscount,
  ticketAmount: 'Montant de la remise globale (FCFA)',
  ticketMotif: 'Motif de la remise globale',
  ticketMotifText: 'Précisez le motif de la remise globale',
  ticketAdd: 'Ajouter une remise globale',
  ticketRemove: 'Retirer la remise globale',
  subtotal: 'Sous-total',
  discounts: DISCOUNT_TEXTS.discounts,
  ticketShare: 'dont remise globale',
} as const;

/** What the form says when a discount needs direction's approval. */
export const DISCOUNT_APPROVAL_TEXTS = {
  section: 'Accord de la direction',
  ask: 'Demander un accord',
  asking: 'Envoi de la demande...',
  waiting: 'En attente de la direction…',
  waitingHelp: 'La vente sera enregistrée dès que la direction aura accepté.',
  accepted: 'Remise accordée par la direction : enregistrement de la vente...',
  refused: 'La direction a refusé cette remise.',
  askFailed: 'La demande d’accord n’a pas pu être envoyée',
  offlineAsk: 'Hors ligne : demandez un code à la direction par téléphone.',
  enterCode: 'Saisir un code',
  code: 'Code à 6 chiffres',
  codeMax: 'Montant maximal accordé (FCFA)',
  useCode: 'Utiliser ce code',
  cancel: 'Annuler',
  codeUsed: (code: string, max: string) => `Code ${code} saisi (remise jusqu'à ${max})`,
  removeCode: 'Retirer le code',
} as const;
