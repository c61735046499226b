import type { ReactNode } from 'react';
import { ExportCsvButton } from './export-csv-button';
import { ListPage, type ListPageProps } from './list-page';
import { SearchField } from './search-field';

type SearchedListPageProps = Omit<ListPageProps, 'actions' | 'toolbar'> & {
  /** The create button, for a user who may create. */
  addButton?: ReactNode;
  /** The list's CSV export (`?format=csv` of its path), sent with the search. */
  csv: { path: string; name: string };
  search: { value: string; onChange: (search: string) => void; label: string; placeholder: string };
};

/**
 * A list searched by one field, as most record lists are: its create button and its CSV export
 * beside the title, the search field above the table, the rest as `ListPage` draws it.
 */
export function SearchedListPage({ addButton, csv, search, ...page }: SearchedListPageProps) {
  return (
    <ListPage
      {...page}
      actions={
        <>
          {addButton}
          <ExportCsvButton path={csv.path} params={{ search: search.value || undefined }} name={csv.name} />
        </>
      }
      toolbar={
        <SearchField
          label={search.label}
          hideLabel
          value={search.value}
          onChange={search.onChange}
          placeholder={search.placeholder}
          className="sm:max-w-sm"
        />
      }
    />
  );
}
