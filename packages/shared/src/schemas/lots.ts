import * as z from 'zod';
import type { CatalogueType } from './articles-fields.ts';
import { optionalText } from './text.ts';

/**
 * Dye lots ('bains', docs/architecture.md, 'Dye lots'). Wool is dyed in batches and kept per
 * (shop, article, lot); every other article has one implicit lot, ''. These rules are read by the
 * server (which lot a delivery, an addition or a sale moves) and by the screens (the 'Bain' field,
 * the lot picker of the sale form, the quantities per lot).
 */

export const BAIN_MAX = 40;
/** The lot of wool stocked before lots were recorded. */
export const BAIN_UNKNOWN = 'inconnu';

export const BAIN_MESSAGES = {
  label: 'Bain',
  placeholder: 'ex. B2417',
  required: 'Le bain est requis pour une laine',
  tooLong: `Le bain ne peut pas dépasser ${BAIN_MAX} caractères`,
  notForType: 'Seule une laine a un bain : laissez ce champ vide pour ce produit',
  mixed: 'Bains différents : vérifiez avec le client',
  unknown: 'Bain inconnu',
  none: 'Sans bain',
} as const;

/** Only wool is kept per lot. */
export const hasLots = (type: CatalogueType): boolean => type === 'laine';

/**
 * A lot as a request gives it: trimmed, at most 40 characters, no control character; missing, null
 * or blank give '' (no lot). Whether the article needs one is checked against its type
 * (`bainRuleError`), on the server and in the forms.
 */
export const bainInput = optionalText({ max: BAIN_MAX, tooLong: BAIN_MESSAGES.tooLong });

/** The lot's message for an article of this type, or null when the lot given is right (the forms' rule). */
export function bainRuleError(type: CatalogueType, bain: string): string | null {
  if (hasLots(type)) return bain === '' ? BAIN_MESSAGES.required : null;
  return bain === '' ? null : BAIN_MESSAGES.notForType;
}

/**
 * The API's rule, looser than the forms': a wool may come without its lot (the specification's
 * add-stock and delivery payloads carry none) and then goes to its 'Sans bain' lot, ''; only a lot
 * on an article without lots is refused. The screens still ask for the lot (`bainRuleError`).
 */
export function apiBainRuleError(type: CatalogueType, bain: string): string | null {
  return hasLots(type) || bain === '' ? null : BAIN_MESSAGES.notForType;
}

/** A wool written without its lot: it went to its 'Sans bain' lot (the answer says so). */
export const wentToNoLot = (type: CatalogueType, bain: string): boolean => hasLots(type) && bain === '';

/**
 * The answer's mark of a wool written without its lot: `sans_bain: true` when the quantity went to
 * the wool's 'Sans bain' lot; absent otherwise.
 */
export const sansBainField = z.literal(true).optional();

/** One lot of a stock line and what it holds. */
export const lotQuantitySchema = z.object({
  /** As printed on the label ('' for an article without lots, 'inconnu' for wool stocked before lots). */
  bain: z.string(),
  quantite: z.number().int(),
});
export type LotQuantity = z.infer<typeof lotQuantitySchema>;
/** The lots holding stock, most stock first, then by name (the order a sale draws on them). */
export const lotsSchema = z.array(lotQuantitySchema);

/** 'Bain B2417', 'Bain inconnu'; null for the implicit lot ''. */
export function lotLabel(bain: string): string | null {
  if (bain === '') return null;
  return bain === BAIN_UNKNOWN ? BAIN_MESSAGES.unknown : `${BAIN_MESSAGES.label} ${bain}`;
}

/** The lot's name on its own: 'B2417', 'inconnu', 'Sans bain' for ''. */
export const lotName = (bain: string): string => (bain === '' ? BAIN_MESSAGES.none : bain);

/** Most stock first, then by name: the fixed order a sale without a lot draws on the lots. */
export function lotsInDrawOrder<Lot extends LotQuantity>(lots: readonly Lot[]): Lot[] {
  return [...lots].sort(
    (a, b) => b.quantite - a.quantite || (a.bain < b.bain ? -1 : a.bain > b.bain ? 1 : 0),
  );
}

/** 'B2417 : 12 · B2420 : 3' (lots holding stock only, in draw order). */
export function lotsSummary(lots: readonly LotQuantity[]): string {
  return lotsInDrawOrder(lots.filter((lot) => lot.quantite > 0))
    .map((lot) => `${lotName(lot.bain)} : ${lot.quantite}`)
    .join(' · ');
}

/**
 * What a sale line without a lot takes: the lot with most stock when it covers the line, else the
 * lots one after the other in draw order. Null when all the lots together cannot cover it.
 */
export function allocateLots(lots: readonly LotQuantity[], wanted: number): LotQuantity[] | null {
  const taken: LotQuantity[] = [];
  let left = wanted;
  for (const lot of lotsInDrawOrder(lots)) {
    if (left === 0) break;
    if (lot.quantite <= 0) continue;
    const quantite = Math.min(lot.quantite, left);
    taken.push({ bain: lot.bain, quantite });
    left -= quantite;
  }
  return left === 0 ? taken : null;
}

/**
 * The articles sold from more than one lot in one sale (the seller checks with the client that a
 * mix of baths is fine).
 */
export function mixedLotArticles(lines: readonly { article: number; bain: string }[]): number[] {
  const lotsByArticle = new Map<number, Set<string>>();
  for (const line of lines) {
    const lots = lotsByArticle.get(line.article) ?? new Set<string>();
    lots.add(line.bain);
    lotsByArticle.set(line.article, lots);
  }
  return [...lotsByArticle].filter(([, lots]) => lots.size > 1).map(([article]) => article);
}
