import {
  ADD_STOCK_DEFAULT_QUANTITY,
  ADD_STOCK_QUANTITY_MIN,
  BAIN_MAX,
  BAIN_MESSAGES,
  DEFAULT_STOCK_THRESHOLD,
  STOCK_MESSAGES,
  STOCK_PRODUCT_TYPES,
  STOCK_QUANTITY_MAX,
  STOCK_THRESHOLD_MIN,
  type StockProduct,
  type StockProductType,
  text,
} from '@pelote/shared';
import * as z from 'zod';

/**
 * The add-stock dialog's two forms (from a shop card, from a product row). What the user typed comes in (a number
 * field emptied holds ''), what the API takes goes out; the API checks the same limits again.
 */

export const STOCK_FORM_MESSAGES = {
  thresholdRequired: 'La quantité seuil est requise',
  quantityTooBig: 'Quantité trop grande',
} as const;

/** A whole number from a number field: '' → `empty`, below `min` → `tooSmall`. */
function wholeNumber(options: { min: number; empty: string; tooSmall: string }) {
  return z
    .union([z.number(), z.literal('')])
    .refine((value) => value !== '', { error: options.empty, abort: true })
    .transform((value) => Number(value))
    .pipe(
      z
        .number()
        .int(options.tooSmall)
        .min(options.min, options.tooSmall)
        .max(STOCK_QUANTITY_MAX, STOCK_FORM_MESSAGES.quantityTooBig),
    );
}

/** A wool's lot ('Bain'), trimmed; required where `needsLot` says the article is a wool. */
const lot = text({ max: BAIN_MAX, tooLong: BAIN_MESSAGES.tooLong }).default('');
const lotRequired = { path: ['bain'], error: BAIN_MESSAGES.required };

export type ShopStockFormValues = {
  type: StockProductType | '';
  produit: StockProduct | null;
  quantite: number | '';
  /** Asked for a wool only. */
  bain: string;
};

/** The shop card's dialog: a type, a product of that type, a quantity of at least 1. */
export const shopStockFormSchema = z
  .object({
    type: z
      .union([z.enum(STOCK_PRODUCT_TYPES), z.literal('')])
      .refine((value) => value !== '', { error: STOCK_MESSAGES.typeRequired, abort: true })
      .transform((value) => value as StockProductType),
    produit: z
      .custom<StockProduct | null>()
      .refine((value) => value !== null && value !== undefined, {
        error: STOCK_MESSAGES.productRequired,
        abort: true,
      })
      .transform((value) => value as StockProduct),
    quantite: wholeNumber({
      min: ADD_STOCK_QUANTITY_MIN,
      empty: STOCK_MESSAGES.quantityRequired,
      tooSmall: STOCK_MESSAGES.quantityPositive,
    }),
    bain: lot,
  })
  .refine((values) => values.type !== 'laines' || values.bain !== '', lotRequired);
export type ShopStockFormOutput = z.output<typeof shopStockFormSchema>;

export const shopStockFormDefaults: ShopStockFormValues = {
  type: '',
  produit: null,
  quantite: ADD_STOCK_DEFAULT_QUANTITY,
  bain: '',
};

export type ProductStockFormValues = { quantite: number | ''; quantite_seuil: number | ''; bain: string };

/** A product row's dialog: a quantity above 0 (default 1) and an alert threshold (default 5, min 0). */
export const productStockFormSchema = z.object({
  quantite: wholeNumber({
    min: ADD_STOCK_QUANTITY_MIN,
    empty: STOCK_MESSAGES.quantityAboveZero,
    tooSmall: STOCK_MESSAGES.quantityAboveZero,
  }),
  quantite_seuil: wholeNumber({
    min: STOCK_THRESHOLD_MIN,
    empty: STOCK_FORM_MESSAGES.thresholdRequired,
    tooSmall: STOCK_MESSAGES.thresholdNegative,
  }),
  bain: lot,
});
export type ProductStockFormOutput = z.output<typeof productStockFormSchema>;

export const productStockFormDefaults: ProductStockFormValues = {
  quantite: ADD_STOCK_DEFAULT_QUANTITY,
  quantite_seuil: DEFAULT_STOCK_THRESHOLD,
  bain: '',
};

/** Both variants' values in one form: the shop card's type and product, the row's threshold. */
export type StockDialogValues = ShopStockFormValues & ProductStockFormValues;
export type StockDialogOutput = ShopStockFormOutput | ProductStockFormOutput;

export const stockDialogDefaults: StockDialogValues = {
  ...shopStockFormDefaults,
  ...productStockFormDefaults,
};

/**
 * The schema of one variant over the whole form: each reads its own fields and drops the others
 * (a Zod object strips unknown keys), so the form's wider values suit both. A fixed product that is
 * a wool (`needsLot`) needs its lot; the shop card's variant knows from the type chosen.
 */
export function stockDialogSchema(fixedProduct: boolean, needsLot = false) {
  const schema = fixedProduct
    ? productStockFormSchema.refine((values) => !needsLot || values.bain !== '', lotRequired)
    : shopStockFormSchema;
  return schema as unknown as z.ZodType<StockDialogOutput, StockDialogValues>;
}

/** 'Une erreur s'est produite lors de l'ajout du stock : {detail}' (the detail when there is one). */
export function addStockFailureText(title: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : '';
  return detail ? `${title} : ${detail}` : title;
}
