import type { CatalogueSearchItem } from '@pelote/shared';
import type { FieldArrayWithId } from 'react-hook-form';
import { FormArticlePicker } from '@/components/form-article-picker';
import { FormInputField } from '@/components/form-input-field';
import { FormMoneyField } from '@/components/form-money-field';
import { LineItems, RemoveLineButton } from '@/components/line-items';
import { queryKeys } from '@/lib/query-keys';

export const ORDER_LINES_TEXTS = {
  article: (n: number) => `Article ${n}`,
  articlePlaceholder: 'Rechercher un article...',
  quantity: 'Quantité',
  price: 'Prix unitaire (FCFA)',
  priceHelp: 'Vide : le prix de la dernière livraison.',
  add: 'Ajouter un article',
  remove: (n: number) => `Retirer l’article ${n}`,
} as const;

const T = ORDER_LINES_TEXTS;

/** The order as typed: ids and figures are text, an article is the one picked. */
export type OrderLineValues = { article: CatalogueSearchItem | null; quantite: string; prix: string };
export type OrderFormValues = {
  fournisseur: string;
  magasin: string;
  lignes: OrderLineValues[];
  note: string;
};

export const emptyOrderLine = (): OrderLineValues => ({ article: null, quantite: '1', prix: '' });

type Props = {
  fields: FieldArrayWithId<OrderFormValues, 'lignes'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The lines' own error (e.g. none at all). */
  error?: string;
};

/** The order's articles: each one picked, how many, at which price (blank: the last delivery's). */
export function PurchaseOrderLinesFields({ fields, onAdd, onRemove, error }: Props) {
  return (
    <LineItems fields={fields} error={error} addLabel={T.add} onAdd={onAdd}>
      {(index) => (
        <>
          <FormArticlePicker<OrderFormValues>
            name={`lignes.${index}.article`}
            label={T.article(index + 1)}
            placeholder={T.articlePlaceholder}
            queryKey={queryKeys.purchaseOrders.articles}
          />
          <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[8rem_1fr_auto]">
            <FormInputField<OrderFormValues>
              name={`lignes.${index}.quantite`}
              label={T.quantity}
              type="number"
              inputMode="numeric"
              min={1}
            />
            <FormMoneyField<OrderFormValues>
              name={`lignes.${index}.prix`}
              label={T.price}
              description={T.priceHelp}
              className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-1 sm:col-start-2"
            />
            <RemoveLineButton
              label={T.remove(index + 1)}
              isLast={fields.length === 1}
              onRemove={() => onRemove(index)}
            />
          </div>
        </>
      )}
    </LineItems>
  );
}
