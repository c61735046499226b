import {
  ARTICLE_KINDS,
  GARMENT_SEXES,
  GARMENT_SIZES,
  GARMENT_TYPES,
  type Garment,
  type GarmentFormValues,
  type GarmentPayload,
  garmentFormSchema,
  garmentPageSchema,
} from '@pelote/shared';
import { FormSelectField } from '@/components/form-select-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES, valueOptions } from './article-screen';

export const GARMENT_TEXTS = { type: "Type d'habit", taille: 'Taille', sexe: 'Sexe' } as const;

const T = GARMENT_TEXTS;
const typeOptions = valueOptions(GARMENT_TYPES);

function GarmentFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField wide />
      <FormSelectField<GarmentFormValues> name="type_habit" label={T.type} isRequired options={typeOptions} />
      <ArticlePriceField />
      <FormSelectField<GarmentFormValues>
        name="taille"
        label={T.taille}
        isRequired
        options={valueOptions(GARMENT_SIZES)}
      />
      <FormSelectField<GarmentFormValues>
        name="sexe"
        label={T.sexe}
        isRequired
        options={valueOptions(GARMENT_SEXES)}
      />
      <ArticleDescriptionField wide isRequired />
    </div>
  );
}

export const garmentScreen: ArticleScreen<Garment, GarmentFormValues, GarmentPayload> = {
  kind: ARTICLE_KINDS.habit,
  pageSchema: garmentPageSchema,
  formSchema: garmentFormSchema,
  columns: [
    nameColumn(),
    textColumn('type_habit', 'Type', (item) => item.type_habit),
    textColumn('taille', T.taille, (item) => item.taille),
    textColumn('sexe', T.sexe, (item) => item.sexe),
    priceColumn(),
  ],
  createValues: { ...EMPTY_ARTICLE_VALUES, type_habit: '', taille: '', sexe: '' },
  editValues: (item) => ({
    ...articleValues(item),
    type_habit: item.type_habit,
    taille: item.taille,
    sexe: item.sexe,
  }),
  Fields: GarmentFields,
  // Garments are shown on one page.
  paginated: false,
  typeFilter: { label: T.type, options: typeOptions },
};

/** /habits: not paginated. */
export function HabitsPage() {
  return <ArticlePage screen={garmentScreen} />;
}
