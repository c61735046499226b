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
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticlePage } from './article-page';
import { type ArticleScreen, valueOptions } from './article-screen';

export const GARMENT_TEXTS = {
  name: 'Nom',
  type: "Type d'habit",
  description: 'Description',
  taille: 'Taille',
  sexe: 'Sexe',
  price: 'Prix unitaire (FCFA)',
} as const;

const T = GARMENT_TEXTS;
const typeOptions = valueOptions(GARMENT_TYPES);

function GarmentFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField<GarmentFormValues>
        name="nom"
        label={T.name}
        isRequired
        autoFocus
        className="sm:col-span-2"
      />
      <FormSelectField<GarmentFormValues> name="type_habit" label={T.type} isRequired options={typeOptions} />
      <FormMoneyField<GarmentFormValues> name="prix_unitaire" label={T.price} isRequired />
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
      <FormTextareaField<GarmentFormValues>
        name="description"
        label={T.description}
        isRequired
        className="sm:col-span-2"
      />
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
  createValues: { nom: '', type_habit: '', description: '', taille: '', sexe: '', prix_unitaire: '' },
  editValues: (item) => ({
    nom: item.nom,
    type_habit: item.type_habit,
    description: item.description,
    taille: item.taille,
    sexe: item.sexe,
    prix_unitaire: toMoneyField(item.prix_unitaire),
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
