import {
  ARTICLE_KINDS,
  type Pouch,
  type PouchFormValues,
  type PouchPayload,
  pouchFormSchema,
  pouchPageSchema,
} from '@pelote/shared';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn } from './article-columns';
import { ArticlePage } from './article-page';
import type { ArticleScreen } from './article-screen';
import { PouchComponentsField } from './pouch-components-field';

export const POUCH_TEXTS = {
  name: 'Nom',
  description: 'Description',
  price: 'Prix unitaire (FCFA)',
  composants: 'Composants',
  none: 'Aucun',
} as const;

const T = POUCH_TEXTS;

function PouchFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField<PouchFormValues> name="nom" label={T.name} isRequired autoFocus />
      <FormMoneyField<PouchFormValues> name="prix_unitaire" label={T.price} isRequired />
      <FormTextareaField<PouchFormValues>
        name="description"
        label={T.description}
        className="sm:col-span-2"
      />
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
  createValues: { nom: '', description: '', prix_unitaire: '', composants: [] },
  editValues: (pouch) => ({
    nom: pouch.nom,
    description: pouch.description,
    prix_unitaire: toMoneyField(pouch.prix_unitaire),
    composants: pouch.composants.map((line) => ({ ...line })),
  }),
  Fields: PouchFields,
  dialogSize: 'lg',
};

/** /trousses. */
export function TroussesPage() {
  return <ArticlePage screen={pouchScreen} />;
}
