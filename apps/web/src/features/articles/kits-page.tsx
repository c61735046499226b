import {
  ARTICLE_KINDS,
  type Kit,
  type KitFormValues,
  type KitPayload,
  kitFormSchema,
  kitPageSchema,
} from '@pelote/shared';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticlePage } from './article-page';
import type { ArticleScreen } from './article-screen';

export const KIT_TEXTS = {
  name: 'Nom',
  description: 'Description',
  price: 'Prix unitaire (FCFA)',
  contenance: 'Contenance',
  contenanceHint: 'Ce que contient le kit',
} as const;

const T = KIT_TEXTS;

function KitFields() {
  return (
    <div className="grid gap-4">
      <FormTextField<KitFormValues> name="nom" label={T.name} isRequired autoFocus />
      <FormMoneyField<KitFormValues> name="prix_unitaire" label={T.price} isRequired />
      <FormTextareaField<KitFormValues>
        name="contenance"
        label={T.contenance}
        description={T.contenanceHint}
      />
      <FormTextareaField<KitFormValues> name="description" label={T.description} />
    </div>
  );
}

export const kitScreen: ArticleScreen<Kit, KitFormValues, KitPayload> = {
  kind: ARTICLE_KINDS.kit,
  pageSchema: kitPageSchema,
  formSchema: kitFormSchema,
  columns: [nameColumn(), textColumn('contenance', T.contenance, (kit) => kit.contenance), priceColumn()],
  createValues: { nom: '', description: '', prix_unitaire: '', contenance: '' },
  editValues: (kit) => ({
    nom: kit.nom,
    description: kit.description,
    prix_unitaire: toMoneyField(kit.prix_unitaire),
    contenance: kit.contenance,
  }),
  Fields: KitFields,
};

/** /kits. */
export function KitsPage() {
  return <ArticlePage screen={kitScreen} />;
}
