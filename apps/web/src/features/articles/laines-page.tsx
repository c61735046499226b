import {
  ARTICLE_KINDS,
  WOOL_COLOR_TYPE_LABELS,
  WOOL_COLOR_TYPES,
  WOOL_FAMILIES,
  WOOL_FAMILY_LABELS,
  type Wool,
  type WoolFormValues,
  type WoolPayload,
  woolFormSchema,
  woolPageSchema,
} from '@pelote/shared';
import { FormNumberField } from '@/components/form-number-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES, valueOptions } from './article-screen';

export const WOOL_TEXTS = {
  famille: 'Famille',
  grammage: 'Grammage (g)',
  couleur: 'Couleur',
  couleurHint: 'Laissez vide : « Non spécifié »',
  typeCouleur: 'Type de couleur',
} as const;

const T = WOOL_TEXTS;

function WoolFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField wide />
      <ArticleDescriptionField wide />
      <ArticlePriceField />
      <FormNumberField<WoolFormValues> name="grammage" label={T.grammage} isRequired minValue={1} unit="g" />
      <FormSelectField<WoolFormValues>
        name="famille"
        label={T.famille}
        isRequired
        options={valueOptions(WOOL_FAMILIES, WOOL_FAMILY_LABELS)}
      />
      <FormSelectField<WoolFormValues>
        name="type_couleur"
        label={T.typeCouleur}
        isRequired
        options={valueOptions(WOOL_COLOR_TYPES, WOOL_COLOR_TYPE_LABELS)}
      />
      <FormTextField<WoolFormValues>
        name="couleur"
        label={T.couleur}
        description={T.couleurHint}
        className="sm:col-span-2"
      />
    </div>
  );
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export const woolScreen: ArticleScreen<Wool, WoolFormValues, WoolPayload> = {
  kind: ARTICLE_KINDS.laine,
  pageSchema: woolPageSchema,
  formSchema: woolFormSchema,
  columns: [
    nameColumn(),
    textColumn('famille', T.famille, (wool) => label(WOOL_FAMILY_LABELS, wool.famille)),
    {
      id: 'grammage',
      header: 'Grammage',
      align: 'end',
      cell: (wool) => <span className="whitespace-nowrap">{wool.grammage} g</span>,
    },
    {
      id: 'couleur',
      header: T.couleur,
      cell: (wool) => (
        <div>
          <p>{wool.couleur}</p>
          <p className="text-xs text-stone-500">{label(WOOL_COLOR_TYPE_LABELS, wool.type_couleur)}</p>
        </div>
      ),
    },
    priceColumn(),
  ],
  createValues: {
    ...EMPTY_ARTICLE_VALUES,
    famille: 'sans_marque',
    grammage: 50,
    couleur: '',
    type_couleur: 'unique',
  },
  editValues: (wool) => ({
    ...articleValues(wool),
    famille: wool.famille,
    grammage: wool.grammage,
    couleur: wool.couleur === 'Non spécifié' ? '' : wool.couleur,
    type_couleur: wool.type_couleur,
  }),
  Fields: WoolFields,
};

/** /laines: 'Gestion des Laines'. */
export function LainesPage() {
  return <ArticlePage screen={woolScreen} />;
}
