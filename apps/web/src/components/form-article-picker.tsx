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
};

/** A catalogue article searched on the server, bound by name to the surrounding react-hook-form form. */
export function FormArticlePicker<Values extends FieldValues = FieldValues>({
  name,
  label,
  queryKey,
  placeholder,
  onPicked,
}: FormArticlePickerProps<Values>) {
  const { field, error, change } = useFormField<Values>(name);
  return (
    <AsyncPicker<CatalogueSearchItem>
      label={label}
      placeholder={placeholder}
      query={(q) => ({ queryKey: queryKey(q), queryFn: ({ signal }) => searchArticles(q, signal) })}
      value={(field.value as CatalogueSearchItem | null) ?? null}
      onChange={(article) => {
        change(article);
        onPicked?.(article);
      }}
      onBlur={field.onBlur}
      error={error}
      isDisabled={field.disabled}
      inputRef={field.ref}
      facts={(item) => ({ type: item.type, prix: item.prix_unitaire })}
      limit={ARTICLE_SEARCH_LIMIT}
    />
  );
}
