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
import { FormSelectField } from '@/components/form-select-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES, valueOptions } from './article-screen';

export const ACCESSORY_TEXTS = { type: 'Type', taille: 'Taille' } as const;

const T = ACCESSORY_TEXTS;
const typeOptions = valueOptions(ACCESSORY_TYPES);

function AccessoryFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField wide />
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
      <ArticleDescriptionField wide isRequired />
      <ArticlePriceField />
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
  createValues: { ...EMPTY_ARTICLE_VALUES, type_accessoire: '', taille: 'moyen' },
  editValues: (item) => ({
    ...articleValues(item),
    type_accessoire: item.type_accessoire,
    taille: item.taille,
  }),
  Fields: AccessoryFields,
  typeFilter: { label: T.type, options: typeOptions },
};

/** /accessoires. */
export function AccessoiresPage() {
  return <ArticlePage screen={accessoryScreen} />;
}
