import * as z from 'zod';
import { barcodeProblem } from '../barcodes.ts';
import {
  choice,
  intLike,
  optionalText,
  orDefault,
  type PriceRule,
  priceHundredths,
  priceInput,
  requiredText,
} from './articles-builders.ts';
import {
  ACCESSORY_SIZES,
  ACCESSORY_TYPES,
  ARTICLE_DEFAULTS,
  ARTICLE_DESCRIPTION_MAX,
  ARTICLE_NAME_MAX,
  ARTICLE_QUANTITY_MAX,
  GARMENT_SEX_OF_GENRE,
  GARMENT_SEXES,
  GARMENT_SIZES,
  GARMENT_TYPES,
  ARTICLE_MESSAGES as M,
  WOOL_COLOR_TYPES,
  WOOL_FAMILIES,
  WOOL_GRAMMAGE_MAX,
} from './articles-fields.ts';

/**
 * Create and edit payloads of every catalogue type. Each type is built twice
 * from one shape: the form's schema reads the price in FCFA as typed ('1 500,50'), the API's
 * schema reads integer hundredths (150050, or '150050' as text). Both give the same payload, so
 * the form's output is exactly what the API accepts.
 */

type Price = ReturnType<typeof priceInput>;

const nom = (required: string = M.nameRequired) => requiredText(required, ARTICLE_NAME_MAX, M.nameTooLong);
const description = () => optionalText(ARTICLE_DESCRIPTION_MAX, M.descriptionTooLong, true);
const requiredDescription = () =>
  requiredText(M.descriptionRequired, ARTICLE_DESCRIPTION_MAX, M.descriptionTooLong, true);
/**
 * The barcode: the supplier's EAN-13 / UPC-A / Code 128 as printed (visible ASCII, no space; 8, 12
 * or 13 digits must end with their check digit, see barcodes.ts); left out or blank, the database
 * gives an internal EAN-13 on creation and an edit keeps the current one.
 */
export const codeBarreSchema = z
  .string({ error: M.barcodeInvalid })
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{1,48}$/, M.barcodeInvalid)
      .refine((code) => barcodeProblem(code) !== 'checkDigit', M.barcodeCheckDigit)
      .optional(),
  );
const object = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, code_barre: codeBarreSchema }, { error: M.invalidBody });

const POSITIVE: PriceRule = { required: M.pricePositive, positive: true };
const REQUIRED: PriceRule = { required: M.priceRequired, positive: false };

/** Forms and API read the same shape, with the price read from FCFA text or from hundredths. */
function twice<Shape extends z.ZodRawShape>(rule: PriceRule, build: (price: Price) => Shape) {
  return {
    form: object(build(priceInput(rule))),
    api: object(build(priceHundredths(rule))),
  };
}

// Wool: famille, grammage, couleur and type de couleur, with the defaults of ARTICLE_DEFAULTS.
const wool = twice(REQUIRED, (price) => ({
  nom: nom(),
  description: description(),
  prix_unitaire: price,
  famille: orDefault(choice(WOOL_FAMILIES, M.familleRequired, M.familleInvalid), ARTICLE_DEFAULTS.famille),
  grammage: orDefault(
    intLike({
      required: M.grammageRequired,
      invalid: M.grammageInvalid,
      min: 1,
      minMessage: M.grammageMin,
      max: WOOL_GRAMMAGE_MAX,
      maxMessage: M.grammageTooLarge,
    }),
    ARTICLE_DEFAULTS.grammage,
  ),
  couleur: optionalText().transform((value) => value || ARTICLE_DEFAULTS.couleur),
  type_couleur: orDefault(
    choice(WOOL_COLOR_TYPES, M.typeCouleurRequired, M.typeCouleurInvalid),
    ARTICLE_DEFAULTS.typeCouleur,
  ),
}));
export const woolFormSchema = wool.form;
export const woolPayloadSchema = wool.api;
export type WoolFormValues = z.input<typeof woolFormSchema>;
export type WoolPayload = z.output<typeof woolFormSchema>;

// Accessory: its own type (Aiguilles, Crochets, ...), a required description, taille default moyen.
const accessory = twice(POSITIVE, (price) => ({
  nom: nom(),
  type_accessoire: choice(ACCESSORY_TYPES, M.accessoryTypeRequired, M.accessoryTypeInvalid),
  description: requiredDescription(),
  prix_unitaire: price,
  taille: optionalText().pipe(
    z
      .union([z.literal(''), z.enum(ACCESSORY_SIZES)], { error: M.accessorySizeInvalid })
      .transform((value) => value || ARTICLE_DEFAULTS.tailleAccessoire),
  ),
}));
export const accessoryFormSchema = accessory.form;
export type AccessoryFormValues = z.input<typeof accessoryFormSchema>;
export type AccessoryPayload = z.output<typeof accessoryFormSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The API also takes the category as `type` when it is one of the categories. */
export const accessoryPayloadSchema = z.preprocess((body) => {
  if (!isRecord(body) || !isBlank(body.type_accessoire)) return body;
  const type = body.type;
  return (ACCESSORY_TYPES as readonly unknown[]).includes(type) ? { ...body, type_accessoire: type } : body;
}, accessory.api);

// Garment: type d'habit, description, taille and sexe all required; price above 0.
const garment = twice(POSITIVE, (price) => ({
  nom: nom(),
  type_habit: choice(GARMENT_TYPES, M.garmentTypeRequired, M.garmentTypeInvalid),
  description: requiredDescription(),
  taille: choice(GARMENT_SIZES, M.garmentSizeRequired, M.garmentSizeInvalid),
  sexe: choice(GARMENT_SEXES, M.garmentSexRequired, M.garmentSexInvalid),
  prix_unitaire: price,
}));
export const garmentFormSchema = garment.form;
export type GarmentFormValues = z.input<typeof garmentFormSchema>;
export type GarmentPayload = z.output<typeof garmentFormSchema>;

/** The API also takes `genre` (H, F, ENF, MIXTE) in place of `sexe`; Mixte stays Mixte. */
export const garmentPayloadSchema = z.preprocess((body) => {
  if (!isRecord(body) || !isBlank(body.sexe) || typeof body.genre !== 'string') return body;
  const genre = body.genre.trim().toUpperCase();
  return { ...body, sexe: GARMENT_SEX_OF_GENRE[genre] ?? body.genre };
}, garment.api);

// Pouch: a list of components, each a name and a whole quantity of at least 1.
export const pouchComponentLineSchema = object({
  nom: requiredText(M.componentNameRequired),
  quantite: intLike({
    required: M.componentQuantityRequired,
    invalid: M.componentQuantityInvalid,
    min: 1,
    minMessage: M.componentQuantityMin,
    max: ARTICLE_QUANTITY_MAX,
  }),
});
const pouch = twice(REQUIRED, (price) => ({
  nom: nom(),
  description: description(),
  prix_unitaire: price,
  composants: orDefault(z.array(pouchComponentLineSchema, { error: M.componentsInvalid }).max(100), []),
}));
export const pouchFormSchema = pouch.form;
export const pouchPayloadSchema = pouch.api;
export type PouchFormValues = z.input<typeof pouchFormSchema>;
export type PouchPayload = z.output<typeof pouchFormSchema>;

// Kit: a free-text contenance.
const kit = twice(POSITIVE, (price) => ({
  nom: nom(),
  description: description(),
  prix_unitaire: price,
  contenance: optionalText(ARTICLE_DESCRIPTION_MAX, M.descriptionTooLong, true),
}));
export const kitFormSchema = kit.form;
export const kitPayloadSchema = kit.api;
export type KitFormValues = z.input<typeof kitFormSchema>;
export type KitPayload = z.output<typeof kitFormSchema>;

// Machine: a required marque, an optional description.
const machine = twice(POSITIVE, (price) => ({
  nom: nom(),
  marque: requiredText(M.brandRequired),
  description: description(),
  prix_unitaire: price,
}));
export const machineFormSchema = machine.form;
export const machinePayloadSchema = machine.api;
export type MachineFormValues = z.input<typeof machineFormSchema>;
export type MachinePayload = z.output<typeof machineFormSchema>;

// Pouch component: name and free-text type required, quantity at least 1 (default 1), price >= 0.
const component = twice(REQUIRED, (price) => ({
  nom: nom(M.nameAndTypeRequired),
  type: requiredText(M.nameAndTypeRequired),
  quantite: orDefault(
    intLike({
      required: M.quantityRequired,
      invalid: M.quantityInvalid,
      min: 1,
      minMessage: M.quantityMin,
      max: ARTICLE_QUANTITY_MAX,
    }),
    ARTICLE_DEFAULTS.quantiteComposant,
  ),
  prix_unitaire: price,
}));
export const componentFormSchema = component.form;
export type ComponentFormValues = z.input<typeof componentFormSchema>;
export type ComponentPayload = z.output<typeof componentFormSchema>;
/** The API defaults a missing price to 0 (the form asks for it). */
export const componentPayloadSchema = component.api.extend({
  prix_unitaire: orDefault(priceHundredths(REQUIRED), 0),
});
