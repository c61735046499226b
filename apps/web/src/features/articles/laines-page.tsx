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
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormNumberField } from '@/components/form-number-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticlePage } from './article-page';
import { type ArticleScreen, valueOptions } from './article-screen';

export const WOOL_TEXTS = {
  name: 'Nom',
  description: 'Description',
  price: 'Prix unitaire (FCFA)',
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
      <FormTextField<WoolFormValues>
        name="nom"
        label={T.name}
        isRequired
        autoFocus
        className="sm:col-span-2"
      />
      <FormTextareaField<WoolFormValues> name="description" label={T.description} className="sm:col-span-2" />
      <FormMoneyField<WoolFormValues> name="prix_unitaire" label={T.price} isRequired />
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
    nom: '',
    description: '',
    prix_unitaire: '',
    famille: 'sans_marque',
    grammage: 50,
    couleur: '',
    type_couleur: 'unique',
  },
  editValues: (wool) => ({
    nom: wool.nom,
    description: wool.description,
    prix_unitaire: toMoneyField(wool.prix_unitaire),
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
