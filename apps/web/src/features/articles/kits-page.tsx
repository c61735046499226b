import {
  ARTICLE_KINDS,
  type Kit,
  type KitFormValues,
  type KitPayload,
  kitFormSchema,
  kitPageSchema,
} from '@pelote/shared';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES } from './article-screen';

export const KIT_TEXTS = { contenance: 'Contenance', contenanceHint: 'Ce que contient le kit' } as const;

const T = KIT_TEXTS;

function KitFields() {
  return (
    <div className="grid gap-4">
      <ArticleNameField />
      <ArticlePriceField />
      <FormTextareaField<KitFormValues>
        name="contenance"
        label={T.contenance}
        description={T.contenanceHint}
      />
      <ArticleDescriptionField />
    </div>
  );
}

export const kitScreen: ArticleScreen<Kit, KitFormValues, KitPayload> = {
  kind: ARTICLE_KINDS.kit,
  pageSchema: kitPageSchema,
  formSchema: kitFormSchema,
  columns: [nameColumn(), textColumn('contenance', T.contenance, (kit) => kit.contenance), priceColumn()],
  createValues: { ...EMPTY_ARTICLE_VALUES, contenance: '' },
  editValues: (kit) => ({ ...articleValues(kit), contenance: kit.contenance }),
  Fields: KitFields,
};

/** /kits. */
export function KitsPage() {
  return <ArticlePage screen={kitScreen} />;
}
