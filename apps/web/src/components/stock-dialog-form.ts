import {
  ADD_STOCK_DEFAULT_QUANTITY,
  ADD_STOCK_QUANTITY_MIN,
  DEFAULT_STOCK_THRESHOLD,
  STOCK_MESSAGES,
  STOCK_PRODUCT_TYPES,
  STOCK_QUANTITY_MAX,
  STOCK_THRESHOLD_MIN,
  type StockProduct,
  type StockProductType,
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

export type ShopStockFormValues = {
  type: StockProductType | '';
  produit: StockProduct | null;
  quantite: number | '';
};

/** The shop card's dialog: a type, a product of that type, a quantity of at least 1. */
export const shopStockFormSchema = z.object({
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
});
export type ShopStockFormOutput = z.output<typeof shopStockFormSchema>;

export const shopStockFormDefaults: ShopStockFormValues = {
  type: '',
  produit: null,
  quantite: ADD_STOCK_DEFAULT_QUANTITY,
};

export type ProductStockFormValues = { quantite: number | ''; quantite_seuil: number | '' };

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
});
export type ProductStockFormOutput = z.output<typeof productStockFormSchema>;

export const productStockFormDefaults: ProductStockFormValues = {
  quantite: ADD_STOCK_DEFAULT_QUANTITY,
  quantite_seuil: DEFAULT_STOCK_THRESHOLD,
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
 * (a Zod object strips unknown keys), so the form's wider values suit both.
 */
export function stockDialogSchema(fixedProduct: boolean) {
  const schema = fixedProduct ? productStockFormSchema : shopStockFormSchema;
  return schema as unknown as z.ZodType<StockDialogOutput, StockDialogValues>;
}

/** 'Une erreur s'est produite lors de l'ajout du stock : {detail}' (the detail when there is one). */
export function addStockFailureText(title: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : '';
  return detail ? `${title} : ${detail}` : title;
}
