import { useSearchParams } from 'react-router';

/**
 * A list's page and filters kept in the URL (`?page=2&nom=laine`), so a reload or a shared link
 * shows the same rows. Changing a filter goes back to page 1. Filters are text, as
 * in the address bar; '' means not set.
 */
export function useListParams<const Key extends string>(filterKeys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;

  function setPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  }

  /** Sets some filters at once (a '' value removes one) and goes back to page 1. */
  function setFilters(changes: Partial<Record<Key, string>>) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }

  function clearFilters() {
    setFilters(Object.fromEntries(filterKeys.map((key) => [key, ''])) as Record<Key, string>);
  }

  const activeFilters = filterKeys.filter((key) => filters[key] !== '').length;
  return { page, filters, setPage, setFilters, clearFilters, activeFilters };
}
