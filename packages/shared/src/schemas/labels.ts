import * as z from 'zod';
import { BARCODE_MAX } from '../barcodes.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import {
  accessorySchema,
  articleListQuerySchema,
  componentSchema,
  garmentSchema,
  kitSchema,
  machineSchema,
  pouchSchema,
  woolSchema,
} from './articles-items.ts';
import { MAX_ID } from './common.ts';
import { lotsSchema } from './lots.ts';

/**
 * Barcodes over the API: the lookup of an article by its code (scans) and the label sheets as PDF.
 * The codes' own rules (check digits, kinds, internal codes) are in ../barcodes.ts.
 */

export const BARCODE_PATHS = {
  /** `/{code}` (URL-encoded): the article of a barcode. */
  lookup: '/Articles/code-barre',
  /** `?articles=1,2,3&format=a4|50x30&copies=N` */
  articleLabels: '/Articles/etiquettes/pdf',
  /** `?format=a4|50x30`: one label per unit delivered (the route as the server registers it). */
  entryLabelsRoute: '/Mouvements/entrees/:id/etiquettes/pdf/',
  entryLabels: (entryId: number) => `/Mouvements/entrees/${entryId}/etiquettes/pdf/`,
} as const;

export const LABEL_FORMATS = ['a4', '50x30'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  a4: 'Planche A4 (3 × 8 étiquettes de 70 × 37 mm)',
  '50x30': 'Étiquettes thermiques 50 × 30 mm',
};
export const LABEL_COPIES_MAX = 200;
/** The most labels one PDF holds. */
export const LABELS_PER_PDF_MAX = 500;

export const LABEL_MESSAGES = {
  print: 'Imprimer les étiquettes',
  articlesRequired: 'Choisissez au moins un article',
  articlesInvalid: 'Les articles doivent être des identifiants séparés par des virgules',
  formatInvalid: 'Le format doit être « a4 » ou « 50x30 »',
  copiesInvalid: `Le nombre de copies doit être un entier de 1 à ${LABEL_COPIES_MAX}`,
  tooMany: `Au plus ${LABELS_PER_PDF_MAX} étiquettes par fichier : imprimez en plusieurs fois`,
  barcodeInvalid: 'Code-barres invalide',
  productNotFound: 'Produit non trouvé',
  colour: 'Coloris',
  lot: 'Bain',
} as const;

/** `1,2,3`: article ids, in the order given (a repeated id prints again). */
const articleIds = z
  .string({ error: LABEL_MESSAGES.articlesRequired })
  .trim()
  .min(1, LABEL_MESSAGES.articlesRequired)
  .max(LABELS_PER_PDF_MAX * 11, LABEL_MESSAGES.tooMany)
  .regex(/^\d+(\s*,\s*\d+)*,?$/, LABEL_MESSAGES.articlesInvalid)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
  )
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), LABEL_MESSAGES.articlesInvalid)
  .refine((ids) => ids.length <= LABELS_PER_PDF_MAX, LABEL_MESSAGES.tooMany);

const labelFormat = z.enum(LABEL_FORMATS, { error: LABEL_MESSAGES.formatInvalid }).default('a4');

export const entryLabelsQuerySchema = z.object({ format: labelFormat });

export const articleLabelsQuerySchema = z
  .object({
    articles: articleIds,
    format: labelFormat,
    copies: z.coerce
      .number({ error: LABEL_MESSAGES.copiesInvalid })
      .int(LABEL_MESSAGES.copiesInvalid)
      .min(1, LABEL_MESSAGES.copiesInvalid)
      .max(LABEL_COPIES_MAX, LABEL_MESSAGES.copiesInvalid)
      .default(1),
  })
  .refine((query) => query.articles.length * query.copies <= LABELS_PER_PDF_MAX, {
    message: LABEL_MESSAGES.tooMany,
    path: ['copies'],
  });
export type ArticleLabelsQuery = z.input<typeof articleLabelsQuerySchema>;

/** The `{code}` of the lookup: visible ASCII of at most 48 characters, once trimmed. */
export const barcodeParamSchema = z.object({
  code: z
    .string({ error: LABEL_MESSAGES.barcodeInvalid })
    .trim()
    .regex(new RegExp(`^[\\x21-\\x7e]{1,${BARCODE_MAX}}$`), LABEL_MESSAGES.barcodeInvalid),
});
export const barcodeLookupQuerySchema = articleListQuerySchema.pick({ magasin: true });

/**
 * The lookup's answer: the article as its type's detail answers it, plus `article_type` (the
 * catalogue type, also for a pouch component whose `type` is its free-text kind) and, for a shop
 * (`magasin`, or a gerant's own), `quantite` and the lots holding stock there (`bains`).
 */
const scanned = {
  article_type: z.enum(CATALOGUE_TYPES),
  quantite: z.number().int().optional(),
  bains: lotsSchema.optional(),
};
export const barcodeLookupSchema = z.union([
  woolSchema.extend(scanned),
  accessorySchema.extend(scanned),
  garmentSchema.extend(scanned),
  pouchSchema.extend(scanned),
  kitSchema.extend(scanned),
  machineSchema.extend(scanned),
  // Last: its free-text `type` would take any article's.
  componentSchema.extend(scanned),
]);
export type BarcodeLookupAnswer = z.infer<typeof barcodeLookupSchema>;

/** 'etiquettes-article-12.pdf', 'etiquettes-3-articles.pdf', 'etiquettes-entree-7.pdf'. */
export function labelsFileName(of: { articleIds: readonly number[] } | { entryId: number }): string {
  if ('entryId' in of) return `etiquettes-entree-${of.entryId}.pdf`;
  const distinct = new Set(of.articleIds);
  const [only] = distinct;
  return distinct.size === 1 ? `etiquettes-article-${only}.pdf` : `etiquettes-${distinct.size}-articles.pdf`;
}
