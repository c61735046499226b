import {
  ARTICLE_KINDS,
  type Component,
  type ComponentFormValues,
  type ComponentPayload,
  componentFormSchema,
  componentPageSchema,
} from '@pelote/shared';
import { toMoneyField } from '@/components/form-money-field';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { priceColumn, textColumn } from './article-columns';
import { ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import type { ArticleScreen } from './article-screen';

export const COMPONENT_TEXTS = {
  name: 'Nom',
  type: 'Type',
  typeHint: 'Par exemple : Fermeture, Mercerie, Fil',
  quantite: 'Quantité',
  priceColumn: 'Prix unitaire',
} as const;

const T = COMPONENT_TEXTS;

function ComponentFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField />
      <FormTextField<ComponentFormValues> name="type" label={T.type} isRequired description={T.typeHint} />
      <FormNumberField<ComponentFormValues> name="quantite" label={T.quantite} isRequired minValue={1} />
      <ArticlePriceField />
    </div>
  );
}

export const componentScreen: ArticleScreen<Component, ComponentFormValues, ComponentPayload> = {
  kind: ARTICLE_KINDS.composant,
  pageSchema: componentPageSchema,
  formSchema: componentFormSchema,
  // Name, type, quantity, unit price, actions.
  columns: [
    {
      id: 'nom',
      header: T.name,
      isRowHeader: true,
      cell: (item) => <span className="font-medium text-stone-900">{item.nom}</span>,
    },
    textColumn('type', T.type, (item) => item.type),
    { id: 'quantite', header: T.quantite, align: 'end', cell: (item) => item.quantite },
    priceColumn(T.priceColumn),
  ],
  createValues: { nom: '', type: '', quantite: 1, prix_unitaire: '' },
  editValues: (item) => ({
    nom: item.nom,
    type: item.type,
    quantite: item.quantite,
    prix_unitaire: toMoneyField(item.prix_unitaire),
  }),
  Fields: ComponentFields,
  showStatus: false,
};

/** /trousse-composants. */
export function ComposantsPage() {
  return <ArticlePage screen={componentScreen} />;
}
