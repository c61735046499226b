import type { CatalogueSearchItem } from '@pelote/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ARTICLE_SEARCH_LIMIT, searchArticles } from '@/lib/article-search';
import { AsyncPicker } from './async-picker';
import { useFormField } from './use-form-field';

type FormArticlePickerProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  /** The query key of one search text. */
  queryKey: (search: string) => QueryKey;
  placeholder?: string;
  /** Called after the choice changes (e.g. to drop the previous article's lot). */
  onPicked?: (article: CatalogueSearchItem | null) => void;
  /** The shop whose stock each option shows (none while it is not chosen). */
  shopId?: number | null;
};

/** A catalogue article searched on the server, bound by name to the surrounding react-hook-form form. */
export function FormArticlePicker<Values extends FieldValues = FieldValues>({
  name,
  label,
  queryKey,
  placeholder,
  onPicked,
  shopId = null,
}: FormArticlePickerProps<Values>) {
  const { field, error, change } = useFormField<Values>(name);
  return (
    <AsyncPicker<CatalogueSearchItem>
      label={label}
      placeholder={placeholder}
      query={(q) => ({
        queryKey: [...queryKey(q), shopId],
        queryFn: ({ signal }) => searchArticles(q, signal, shopId),
      })}
      value={(field.value as CatalogueSearchItem | null) ?? null}
      onChange={(article) => {
        change(article);
        onPicked?.(article);
      }}
      onBlur={field.onBlur}
      error={error}
      isDisabled={field.disabled}
      inputRef={field.ref}
      facts={(item) => ({
        type: item.type,
        prix: item.prix_unitaire,
        couleur: item.couleur,
        stock: item.quantite_stock,
      })}
      limit={ARTICLE_SEARCH_LIMIT}
    />
  );
}
