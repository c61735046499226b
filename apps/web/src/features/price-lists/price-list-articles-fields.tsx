import { formatMoney } from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormArticlePicker } from '@/components/form-article-picker';
import { FormInputField } from '@/components/form-input-field';
import { FormMoneyField } from '@/components/form-money-field';
import { emptyArticleLine, emptyBreak, type PriceListFormValues } from './price-list-form';
import { priceListKeys } from './price-lists-api';

export const PRICE_LIST_ARTICLE_TEXTS = {
  title: 'Prix par article',
  help: 'Le prix unitaire de l’article dans ce tarif, et des paliers : à partir de N unités vendues ensemble, un autre prix.',
  article: (n: number) => `Article ${n}`,
  articlePlaceholder: 'Rechercher un article...',
  prix: 'Prix unitaire (FCFA)',
  catalogue: (amount: number) => `Prix catalogue : ${formatMoney(amount)}`,
  removeArticle: (n: number) => `Retirer l’article ${n}`,
  addArticle: 'Ajouter un article',
  breaks: 'Paliers de quantité',
  quantite: (n: number) => `À partir de (unités), palier ${n}`,
  breakPrix: (n: number) => `Prix unitaire (FCFA), palier ${n}`,
  removeBreak: (n: number) => `Retirer le palier ${n}`,
  addBreak: 'Ajouter un palier',
} as const;

const T = PRICE_LIST_ARTICLE_TEXTS;

/** An article's quantity breaks: from N units, a unit price; one more, one less. */
function BreakFields({ index }: { index: number }) {
  const { control } = useFormContext<PriceListFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `articles.${index}.paliers` });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">{T.breaks}</legend>
      {fields.map((field, n) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <FormInputField<PriceListFormValues>
            name={`articles.${index}.paliers.${n}.quantite`}
            label={T.quantite(n + 1)}
            inputMode="numeric"
          />
          <FormMoneyField<PriceListFormValues>
            name={`articles.${index}.paliers.${n}.prix`}
            label={T.breakPrix(n + 1)}
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={T.removeBreak(n + 1)}
            onPress={() => remove(n)}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => append(emptyBreak())}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {T.addBreak}
        </Button>
      </div>
    </fieldset>
  );
}

/** The list's articles: each one picked, its unit price (its catalogue price beside), its breaks. */
export function PriceListArticlesFields() {
  const { control, formState } = useFormContext<PriceListFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'articles' });
  const lines = useWatch({ control, name: 'articles' });
  const error = formState.errors.articles?.message ?? formState.errors.articles?.root?.message;
  return (
    <section aria-labelledby="tarif-articles" className="flex flex-col gap-3">
      <div>
        <h3 id="tarif-articles" className="text-base font-semibold text-stone-900">
          {T.title}
        </h3>
        <p className="text-sm text-stone-600">{T.help}</p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const article = lines[index]?.article;
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
              <FormArticlePicker<PriceListFormValues>
                name={`articles.${index}.article`}
                label={T.article(index + 1)}
                placeholder={T.articlePlaceholder}
                queryKey={priceListKeys.articles}
              />
              <div className="grid grid-cols-[1fr_auto] items-start gap-3">
                <FormMoneyField<PriceListFormValues>
                  name={`articles.${index}.prix`}
                  label={T.prix}
                  isRequired
                  description={article ? T.catalogue(article.prix_unitaire) : undefined}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={T.removeArticle(index + 1)}
                  onPress={() => remove(index)}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                />
              </div>
              <BreakFields index={index} />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          onPress={() => append(emptyArticleLine())}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {T.addArticle}
        </Button>
      </div>
    </section>
  );
}
