import {
  ARTICLE_KINDS,
  type Pouch,
  type PouchFormValues,
  type PouchPayload,
  pouchFormSchema,
  pouchPageSchema,
} from '@pelote/shared';
import { nameColumn, priceColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES } from './article-screen';
import { PouchComponentsField } from './pouch-components-field';

export const POUCH_TEXTS = {
  composants: 'Composants',
  none: 'Aucun',
} as const;

const T = POUCH_TEXTS;

function PouchFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField />
      <ArticlePriceField />
      <ArticleDescriptionField wide />
      <div className="sm:col-span-2">
        <PouchComponentsField />
      </div>
    </div>
  );
}

export const pouchScreen: ArticleScreen<Pouch, PouchFormValues, PouchPayload> = {
  kind: ARTICLE_KINDS.trousse,
  pageSchema: pouchPageSchema,
  formSchema: pouchFormSchema,
  columns: [
    nameColumn(),
    {
      id: 'composants',
      header: T.composants,
      cell: (pouch) =>
        pouch.composants.length === 0 ? (
          <span className="text-stone-500">{T.none}</span>
        ) : (
          <ul className="text-xs text-stone-700">
            {pouch.composants.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and may repeat a name.
              <li key={index}>
                {line.quantite} × {line.nom}
              </li>
            ))}
          </ul>
        ),
    },
    priceColumn(),
  ],
  createValues: { ...EMPTY_ARTICLE_VALUES, composants: [] },
  editValues: (pouch) => ({
    ...articleValues(pouch),
    composants: pouch.composants.map((line) => ({ ...line })),
  }),
  Fields: PouchFields,
  dialogSize: 'lg',
};

/** /trousses. */
export function TroussesPage() {
  return <ArticlePage screen={pouchScreen} />;
}
