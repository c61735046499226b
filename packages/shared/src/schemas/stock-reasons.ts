import * as z from 'zod';

/**
 * Why stock differs from what the books say: the reasons an adjustment, a count's difference and a
 * transfer's shortfall are recorded with. Every difference has one. The reason fits the direction of
 * the change: breakage and theft only take stock away, something found only adds it; an entry error
 * or another reason goes either way.
 */

export const STOCK_REASONS = ['casse', 'vol', 'erreur_saisie', 'trouve', 'autre'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  casse: 'Casse',
  vol: 'Vol',
  erreur_saisie: 'Erreur de saisie',
  trouve: 'Trouvé',
  autre: 'Autre',
};

/** The reasons that may explain a loss (stock taken away), in the order the screens list them. */
export const LOSS_REASONS = [
  'casse',
  'vol',
  'erreur_saisie',
  'autre',
] as const satisfies readonly StockReason[];
/** The reasons that may explain a gain (stock added). */
export const GAIN_REASONS = ['trouve', 'erreur_saisie', 'autre'] as const satisfies readonly StockReason[];

export const STOCK_REASON_MESSAGES = {
  required: 'Le motif est requis (casse, vol, erreur de saisie, trouvé ou autre)',
  invalid: 'Motif inconnu : casse, vol, erreur de saisie, trouvé ou autre',
  notForLoss: 'Ce motif ne peut pas expliquer un manque : « Trouvé » ne convient qu’à un surplus',
  notForGain:
    'Ce motif ne peut pas expliquer un surplus : « Casse » et « Vol » ne conviennent qu’à un manque',
  commentTooLong: 'Le commentaire ne peut pas dépasser 200 caractères',
} as const;

export const REASON_COMMENT_MAX = 200;

const normalised = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, StockReason>(
  STOCK_REASONS.flatMap((reason) => [
    [normalised(reason), reason],
    [normalised(STOCK_REASON_LABELS[reason]), reason],
  ]),
);

/** The reason a text names, by its code or its label, any case, accents or not; null otherwise. */
export function reasonNamed(value: string): StockReason | null {
  return BY_NAME.get(normalised(value)) ?? null;
}

/** A reason as a request gives it: its code or its label ('Erreur de saisie', 'trouvé'). */
export const stockReasonInput = z
  .string({ error: STOCK_REASON_MESSAGES.required })
  .trim()
  .min(1, { error: STOCK_REASON_MESSAGES.required, abort: true })
  .max(50, STOCK_REASON_MESSAGES.invalid)
  .transform((value, ctx) => {
    const reason = reasonNamed(value);
    if (reason === null) {
      ctx.addIssue({ code: 'custom', message: STOCK_REASON_MESSAGES.invalid });
      return z.NEVER;
    }
    return reason;
  });

/** The message when the reason does not fit a change of this sign, else null. */
export function reasonSignError(reason: StockReason, change: number): string | null {
  if (change < 0 && !(LOSS_REASONS as readonly StockReason[]).includes(reason))
    return STOCK_REASON_MESSAGES.notForLoss;
  if (change > 0 && !(GAIN_REASONS as readonly StockReason[]).includes(reason))
    return STOCK_REASON_MESSAGES.notForGain;
  return null;
}

/** 'Casse', or 'Casse — 3 pelotes mouillées' with a comment: the sentence the ledger keeps as `motif`. */
export function reasonSentence(reason: StockReason, comment?: string | null): string {
  const label = STOCK_REASON_LABELS[reason];
  return comment ? `${label} — ${comment}` : label;
}
