import { FilterX, Plus, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Alert, type AlertTone } from './alert';
import { ResultsCount } from './list-page';
import { PlainButton, type PlainButtonProps } from './plain-button';

export const LIST_ACTIONS_TEXTS = {
  search: 'Recherche avancée',
  activeFilters: (n: number) => `${n} filtre${n > 1 ? 's' : ''} actif${n > 1 ? 's' : ''}`,
  clearFilters: 'Effacer les filtres',
  results: (n: number, filtered: boolean) => `${n} résultat(s)${filtered ? ' (filtré(s))' : ''}`,
  selectShop: 'Sélectionner un magasin',
  dismiss: 'Fermer',
} as const;

const T = LIST_ACTIONS_TEXTS;

/** 'Recherche avancée', tinted and with the number of active filters when some are. */
export function SearchButton({ activeFilters, onPress }: { activeFilters: number; onPress: () => void }) {
  const filtered = activeFilters > 0;
  return (
    <PlainButton
      variant="secondary"
      icon={<Search aria-hidden="true" className="size-4" />}
      onPress={onPress}
      className={filtered ? 'border-sky-300 bg-sky-50 text-sky-800 hover:bg-sky-100' : ''}
    >
      {T.search}
      {filtered ? (
        <span
          role="img"
          aria-label={T.activeFilters(activeFilters)}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-sky-700 px-1.5 text-xs font-semibold text-white"
        >
          {activeFilters}
        </span>
      ) : null}
    </PlainButton>
  );
}

/** A list's create button ('Nouvelle vente', 'Ajouter un client'...): first of its actions. */
export function CreateButton({
  onPress,
  children,
  ...shortcut
}: { onPress: () => void; children: ReactNode } & Pick<PlainButtonProps, 'title' | 'aria-keyshortcuts'>) {
  return (
    <PlainButton {...shortcut} icon={<Plus aria-hidden="true" className="size-4" />} onPress={onPress}>
      {children}
    </PlainButton>
  );
}

export function ClearFiltersButton({ onPress }: { onPress: () => void }) {
  return (
    <PlainButton
      variant="secondary"
      icon={<FilterX aria-hidden="true" className="size-4" />}
      onPress={onPress}
    >
      {T.clearFilters}
    </PlainButton>
  );
}

export type ListNoticeState = { tone: AlertTone; text: string } | null;

/**
 * A list's message above the table (created, refused, choose a shop first): 'Fermer' dismisses it;
 * a warning offers 'Sélectionner un magasin' when `onSelectShop` is given.
 */
export function ListNotice({
  notice,
  onDismiss,
  onSelectShop,
}: {
  notice: ListNoticeState;
  onDismiss: () => void;
  onSelectShop?: () => void;
}) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span>{notice.text}</span>
        <div className="flex gap-2">
          {notice.tone === 'warning' && onSelectShop ? (
            <PlainButton size="sm" variant="secondary" onPress={onSelectShop}>
              {T.selectShop}
            </PlainButton>
          ) : null}
          <PlainButton size="sm" variant="ghost" onPress={onDismiss}>
            {T.dismiss}
          </PlainButton>
        </div>
      </div>
    </Alert>
  );
}

/**
 * A list's toolbar: its notice, what the list puts under it (a search field, filters), then the
 * results count once the list has loaded ('(filtré(s))' when filters are on).
 */
export function ListToolbar({
  notice,
  onDismiss,
  onSelectShop,
  count,
  filtered,
  children,
}: {
  notice: ListNoticeState;
  onDismiss: () => void;
  onSelectShop?: () => void;
  count: number | undefined;
  filtered: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <ListNotice notice={notice} onDismiss={onDismiss} onSelectShop={onSelectShop} />
      {children}
      {count === undefined ? (
        // Its line is kept while the list loads, so the count's arrival moves nothing below it.
        <ResultsCount placeholder />
      ) : (
        <ResultsCount>{T.results(count, filtered)}</ResultsCount>
      )}
    </>
  );
}

/** Another shop chosen in the top bar: back to page 1 (not on the first render). */
export function useFirstPageOnShopChange(
  shop: { isLoading: boolean; shopId: number | null },
  setPage: (page: number) => void,
) {
  const shopRef = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (shop.isLoading) return;
    const previous = shopRef.current;
    shopRef.current = shop.shopId;
    if (previous !== undefined && previous !== shop.shopId) setPage(1);
  }, [shop.isLoading, shop.shopId, setPage]);
}
