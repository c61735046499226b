import {
  clientName,
  LAYAWAY_MESSAGES,
  LAYAWAY_PATHS,
  LAYAWAY_STATUS_LABELS,
  LAYAWAY_STATUSES,
  type LayawayStatus,
} from '@pelote/shared';
import { ArrowLeft, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { ALL_CHOICES, ChoiceFilter } from '@/components/choice-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-page-actions';
import { SearchField } from '@/components/search-field';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { LAYAWAY_COLUMN_TEXTS, layawayColumns, layawayPath } from './layaway-columns';
import { LAYAWAY_FILTER_KEYS, layawayListQuery, layawaysListOptions } from './layaways-api';

export const LAYAWAYS_PAGE_TEXTS = {
  title: LAYAWAY_MESSAGES.title,
  allShops: 'Tous les magasins',
  back: 'Retour aux ventes',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  search: 'Rechercher une mise de côté',
  searchPlaceholder: 'Client, téléphone ou article',
  tableLabel: 'Liste des mises de côté',
  loading: 'Chargement des mises de côté...',
  loadError: LAYAWAY_MESSAGES.loadError,
  empty: 'Aucune mise de côté',
  emptyText:
    'Une cliente veut tout un bain sans pouvoir tout payer ? Dans « Nouvelle vente », choisissez ses articles puis « Mettre de côté ».',
  noResult: 'Aucun résultat',
  noResultText: 'Aucune mise de côté ne correspond à ces filtres.',
} as const;

const T = LAYAWAYS_PAGE_TEXTS;

const statusOf = (value: string): LayawayStatus | '' =>
  (LAYAWAY_STATUSES as readonly string[]).includes(value) ? (value as LayawayStatus) : '';
const STATUS_OPTIONS = [
  { id: ALL_CHOICES, label: T.allStatuses },
  ...LAYAWAY_STATUSES.map((statut) => ({ id: statut, label: LAYAWAY_STATUS_LABELS[statut] })),
];

/**
 * /ventes/mises-de-cote: the layaways of the selected shop (or of every shop), newest first, 5 a
 * page, filtered by status (En cours, À échéance, Expirées, Retirées, Annulées) and searched by
 * client, phone or article, filters and page in the URL; exported as CSV; each opens its page.
 */
export function LayawaysPage() {
  const selected = useSelectedShop();
  const list = useListScreen({
    filterKeys: LAYAWAY_FILTER_KEYS,
    query: ({ page, filters }) =>
      layawaysListOptions(
        { page, magasin: selected.shopId, statut: statusOf(filters.statut), q: filters.q },
        !selected.isLoading,
      ),
    shop: selected,
    empty: { icon: PackageCheck, title: T.empty, text: T.emptyText },
    noResult: { title: T.noResult, text: T.noResultText },
  });
  const statut = statusOf(list.filters.statut);

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          <Link to="/ventes" className={buttonStyles({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {T.back}
          </Link>
          {list.clearButton}
          <ExportCsvButton
            path={LAYAWAY_PATHS.list}
            params={layawayListQuery({ magasin: selected.shopId, statut, q: list.filters.q })}
            name="mises-de-cote"
          />
        </>
      }
      toolbar={
        <ListToolbar {...list.toolbar}>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
            <SearchField
              label={T.search}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
              placeholder={T.searchPlaceholder}
            />
            <ChoiceFilter
              setFilters={list.setFilters}
              name="statut"
              label={T.status}
              options={STATUS_OPTIONS}
              value={statut}
              className="w-full"
            />
          </div>
        </ListToolbar>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: layawayColumns(),
        getId: (row) => row.id,
        cardAction: {
          label: (row) => LAYAWAY_COLUMN_TEXTS.view(clientName(row.client)),
          href: (row) => layawayPath(row.id),
        },
        minWidthClass: 'min-w-[60rem]',
      })}
    />
  );
}
