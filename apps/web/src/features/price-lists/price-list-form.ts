import {
  type CatalogueSearchItem,
  isoToShopDateTime,
  PRODUCT_TYPES,
  type PriceList,
  type PriceListInput,
  type ProductType,
  parseMoney,
  priceListInputSchema,
  shopDateTimeToIso,
} from '@pelote/shared';
import { toMoneyField } from '@/components/form-money-field';
import { checkedBody, type FieldOf } from '@/lib/form-body-schema';

/**
 * The price list form's values as typed, and the body of POST/PUT /Tarifs/ made of them, checked
 * by the route's own schema (its French messages under each field).
 */

export type BreakValues = { quantite: string; prix: string };
export type ArticleLineValues = { article: CatalogueSearchItem | null; prix: string; paliers: BreakValues[] };

export type PriceListFormValues = {
  nom: string;
  active: boolean;
  pour_tous: boolean;
  /** One checkbox per shop, `m{id}`: none ticked means every shop. */
  magasins: Record<string, boolean>;
  /** 'yyyy-mm-ddTHH:MM' in the shops' time (Abidjan); '' for none. */
  du: string;
  au: string;
  articles: ArticleLineValues[];
  /** The percentage typed per product type; '' for none. */
  types: Record<ProductType, string>;
};

export const shopField = (id: number) => `m${id}`;

export const emptyArticleLine = (): ArticleLineValues => ({ article: null, prix: '', paliers: [] });
export const emptyBreak = (): BreakValues => ({ quantite: '', prix: '' });

const noTypes = () =>
  Object.fromEntries(PRODUCT_TYPES.map((type) => [type, ''])) as Record<ProductType, string>;

/** '12,5' for 12.5, as a French field shows it. */
const frenchNumber = (value: number) => String(value).replace('.', ',');

/** The form starts from the list's values, or empty (active, for its clients, every shop). */
export function formValues(list: PriceList | null): PriceListFormValues {
  const types = noTypes();
  for (const line of list?.types ?? []) types[line.type] = frenchNumber(line.pourcentage);
  return {
    nom: list?.nom ?? '',
    active: list?.active ?? true,
    pour_tous: list?.pour_tous ?? false,
    magasins: Object.fromEntries((list?.magasins ?? []).map((id) => [shopField(id), true])),
    du: list?.du ? isoToShopDateTime(list.du) : '',
    au: list?.au ? isoToShopDateTime(list.au) : '',
    articles: (list?.articles ?? []).map((line) => ({
      article: {
        id: line.article,
        nom: line.nom,
        type: line.type,
        description: '',
        prix_unitaire: line.prix_catalogue,
        couleur: line.couleur ?? '',
      },
      prix: toMoneyField(line.prix),
      paliers: line.paliers.map((item) => ({
        quantite: String(item.quantite),
        prix: toMoneyField(item.prix),
      })),
    })),
    types,
  };
}

/** A whole number typed; anything else reaches the schema as NaN, which says what is wrong. */
const typedWhole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** An amount typed in FCFA → hundredths; anything else → NaN. */
const typedMoney = (text: string) => parseMoney(text.trim()) ?? Number.NaN;
/** '12,5' → 12.5; anything else → NaN. */
const typedPercent = (text: string) => {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
};
/** The clock time typed → its instant; what is not one goes as typed for the schema to refuse. */
const typedInstant = (text: string) => (text.trim() === '' ? null : (shopDateTimeToIso(text) ?? text));

const filledTypes = (values: PriceListFormValues) =>
  PRODUCT_TYPES.filter((type) => values.types[type].trim() !== '');

export function toBody(values: PriceListFormValues): PriceListInput {
  return {
    nom: values.nom,
    active: values.active,
    pour_tous: values.pour_tous,
    magasins: Object.entries(values.magasins)
      .filter(([, ticked]) => ticked)
      .map(([field]) => Number(field.slice(1))),
    du: typedInstant(values.du),
    au: typedInstant(values.au),
    articles: values.articles.map((line) => ({
      article: line.article?.id ?? 0,
      prix: typedMoney(line.prix),
      paliers: line.paliers.map((item) => ({
        quantite: typedWhole(item.quantite),
        prix: typedMoney(item.prix),
      })),
    })),
    types: filledTypes(values).map((type) => ({ type, pourcentage: typedPercent(values.types[type]) })),
  };
}

/** An issue about the n-th filled type shows under that type's field; the others where they are. */
export const fieldOf: FieldOf<PriceListFormValues> = (path, values) => {
  if (path[0] === 'types' && typeof path[1] === 'number')
    return ['types', filledTypes(values)[path[1]] ?? ''];
  // The breaks are checked in the order typed (the schema sorts them after): their paths hold.
  return path;
};

/** The form's schema: the body made of the values, checked by the route's own schema. */
export const priceListFormSchema = checkedBody(toBody, priceListInputSchema, fieldOf);
