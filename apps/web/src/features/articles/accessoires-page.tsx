import {
  ACCESSORY_SIZE_LABELS,
  ACCESSORY_SIZES,
  ACCESSORY_TYPES,
  type Accessory,
  type AccessoryFormValues,
  type AccessoryPayload,
  ARTICLE_KINDS,
  accessoryFormSchema,
  accessoryPageSchema,
} from '@pelote/shared';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticlePage } from './article-page';
import { type ArticleScreen, valueOptions } from './article-screen';

export const ACCESSORY_TEXTS = {
  name: 'Nom',
  type: 'Type',
  description: 'Description',
  price: 'Prix unitaire (FCFA)',
  taille: 'Taille',
} as const;

const T = ACCESSORY_TEXTS;
const typeOptions = valueOptions(ACCESSORY_TYPES);

function AccessoryFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField<AccessoryFormValues>
        name="nom"
        label={T.name}
        isRequired
        autoFocus
        className="sm:col-span-2"
      />
      <FormSelectField<AccessoryFormValues>
        name="type_accessoire"
        label={T.type}
        isRequired
        options={typeOptions}
      />
      <FormSelectField<AccessoryFormValues>
        name="taille"
        label={T.taille}
        options={valueOptions(ACCESSORY_SIZES, ACCESSORY_SIZE_LABELS)}
      />
      <FormTextareaField<AccessoryFormValues>
        name="description"
        label={T.description}
        isRequired
        className="sm:col-span-2"
      />
      <FormMoneyField<AccessoryFormValues> name="prix_unitaire" label={T.price} isRequired />
    </div>
  );
}

export const accessoryScreen: ArticleScreen<Accessory, AccessoryFormValues, AccessoryPayload> = {
  kind: ARTICLE_KINDS.accessoire,
  pageSchema: accessoryPageSchema,
  formSchema: accessoryFormSchema,
  columns: [
    nameColumn(),
    textColumn('type_accessoire', T.type, (item) => item.type_accessoire),
    textColumn('taille', T.taille, (item) => ACCESSORY_SIZE_LABELS[item.taille as 'moyen'] ?? item.taille),
    priceColumn(),
  ],
  createValues: { nom: '', type_accessoire: '', description: '', prix_unitaire: '', taille: 'moyen' },
  editValues: (item) => ({
    nom: item.nom,
    type_accessoire: item.type_accessoire,
    description: item.description,
    prix_unitaire: toMoneyField(item.prix_unitaire),
    taille: item.taille,
  }),
  Fields: AccessoryFields,
  typeFilter: { label: T.type, options: typeOptions },
};

/** /accessoires. */
export function AccessoiresPage() {
  return <ArticlePage screen={accessoryScreen} />;
}
