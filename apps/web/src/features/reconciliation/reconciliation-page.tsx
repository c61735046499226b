import {
  MOBILE_MONEY_METHODS,
  type MobileMoneyMethod,
  PAYMENT_METHOD_LABELS,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
  type ReconciliationLine,
  type ReconciliationState,
} from '@pelote/shared';
import { ArrowLeftRight, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { ALL_CHOICES, ChoiceFilter } from '@/components/choice-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-page-actions';
import { DateRangeFields, isBackwards } from '@/components/search-dialog';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import {
  RECONCILIATION_LIST_PATH,
  reconciliationListQuery,
  reconciliationQueryOptions,
} from './reconciliation-api';
import { reconciliationColumns } from './reconciliation-columns';
import { ReconciliationSummaryFigures } from './reconciliation-summary';

const StatementImportDialog = lazyOnUse(
  async () => (await import('./statement-import-dialog')).StatementImportDialog,
);
const ResolveLineDialog = lazyOnUse(async () => (await import('./resolve-line-dialog')).ResolveLineDialog);

export const RECONCILIATION_PAGE_TEXTS = {
  title: 'Rapprochement',
  allShops: 'Tous les magasins',
  import: 'Importer un relevé',
  chooseShop: 'Choisissez un magasin pour importer son relevé',
  operator: 'Opérateur',
  allOperators: 'Tous les opérateurs',
  state: 'État',
  allStates: 'Tous les états',
  from: 'Du',
  to: 'Au',
  tableLabel: 'Lignes de rapprochement',
  empty: 'Aucun relevé importé',
  emptyText:
    'Importez le relevé d’Orange Money, Wave, MTN MoMo ou Moov Money : chaque ligne est comparée aux paiements saisis.',
  noResult: 'Aucune ligne ne correspond à ces filtres.',
  loading: 'Chargement du rapprochement...',
  loadError: 'Erreur lors du chargement du rapprochement',
  imported: (message: string) => `Relevé importé : ${message}`,
  resolved: 'Ligne résolue',
} as const;

const T = RECONCILIATION_PAGE_TEXTS;
const operatorOf = (value: string): MobileMoneyMethod | '' =>
  (MOBILE_MONEY_METHODS as readonly string[]).includes(value) ? (value as MobileMoneyMethod) : '';
const stateOf = (value: string): ReconciliationState | '' =>
  (RECONCILIATION_STATES as readonly string[]).includes(value) ? (value as ReconciliationState) : '';
const OPERATOR_OPTIONS = [
  { id: ALL_CHOICES, label: T.allOperators },
  ...MOBILE_MONEY_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] })),
];
const STATE_OPTIONS = [
  { id: ALL_CHOICES, label: T.allStates },
  ...RECONCILIATION_STATES.map((id) => ({ id, label: RECONCILIATION_STATE_LABELS[id] })),
];

/**
 * /caisse/rapprochement: the mobile-money statements of the selected shop (a gerant's own; direction
 * chooses one in the top bar to import, or sees every shop's rows) — import one with its preview,
 * the rows by state with their count, filters and CSV, a flagged row resolved with a comment.
 */
export function ReconciliationPage() {
  const selected = useSelectedShop();
  const [dialog, setDialog] = useState<
    { kind: 'import' } | { kind: 'resolve'; line: ReconciliationLine } | null
  >(null);
  const list = useListScreen({
    filterKeys: ['operateur', 'etat', 'date_debut', 'date_fin'],
    query: ({ page, filters }) =>
      reconciliationQueryOptions(
        {
          page,
          magasin: selected.shopId,
          operateur: operatorOf(filters.operateur),
          etat: stateOf(filters.etat),
          date_debut: filters.date_debut,
          date_fin: filters.date_fin,
        },
        !selected.isLoading,
      ),
    shop: selected,
    isFiltered: (filters) =>
      operatorOf(filters.operateur) !== '' ||
      stateOf(filters.etat) !== '' ||
      filters.date_debut !== '' ||
      filters.date_fin !== '',
    empty: { icon: ArrowLeftRight, title: T.empty, text: T.emptyText },
    noResult: { title: T.noResult },
  });
  usePrefetchOnIdle(StatementImportDialog.prefetch);
  const operateur = operatorOf(list.filters.operateur);
  const etat = stateOf(list.filters.etat);
  const { date_debut, date_fin } = list.filters;
  const columns = useMemo(() => reconciliationColumns((line) => setDialog({ kind: 'resolve', line })), []);
  const shop = selected.shop;

  return (
    <ListPage
      title={T.title}
      description={shop?.nom ?? T.allShops}
      actions={
        <>
          <Button
            icon={<Upload aria-hidden="true" className="size-4" />}
            isDisabled={!shop}
            aria-description={shop ? undefined : T.chooseShop}
            onPress={() => setDialog({ kind: 'import' })}
          >
            {T.import}
          </Button>
          <ExportCsvButton
            path={RECONCILIATION_LIST_PATH}
            params={reconciliationListQuery({
              page: 1,
              magasin: selected.shopId,
              operateur,
              etat,
              date_debut,
              date_fin,
            })}
            name="rapprochements"
          />
          {list.clearButton}
        </>
      }
      toolbar={
        <>
          <ReconciliationSummaryFigures summary={list.data?.resume} />
          <ListToolbar {...list.toolbar}>
            <ReconciliationFilters
              setFilters={list.setFilters}
              operateur={operateur}
              etat={etat}
              date_debut={date_debut}
              date_fin={date_fin}
            />
          </ListToolbar>
        </>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (line) => line.id,
        minWidthClass: 'min-w-[60rem]',
      })}
    >
      {dialog?.kind === 'import' && shop ? (
        <StatementImportDialog
          shop={shop}
          onClose={() => setDialog(null)}
          onImported={(answer) => {
            setDialog(null);
            list.setNotice({ tone: 'success', text: T.imported(answer.message) });
          }}
        />
      ) : null}
      {dialog?.kind === 'resolve' ? (
        <ResolveLineDialog
          key={dialog.line.id}
          line={dialog.line}
          onClose={() => setDialog(null)}
          onResolved={() => {
            setDialog(null);
            list.setNotice({ tone: 'success', text: T.resolved });
          }}
        />
      ) : null}
    </ListPage>
  );
}

type FilterKey = 'operateur' | 'etat' | 'date_debut' | 'date_fin';

/** The list's filters: the operator, the state, and the days of the operations. */
function ReconciliationFilters({
  setFilters,
  operateur,
  etat,
  date_debut,
  date_fin,
}: { setFilters: (changes: Partial<Record<FilterKey, string>>) => void } & Record<FilterKey, string>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <ChoiceFilter
        setFilters={setFilters}
        name="operateur"
        label={T.operator}
        options={OPERATOR_OPTIONS}
        value={operateur}
        className="w-full"
      />
      <ChoiceFilter
        setFilters={setFilters}
        name="etat"
        label={T.state}
        options={STATE_OPTIONS}
        value={etat}
        className="w-full"
      />
      <DateRangeFields
        range={{ date_debut, date_fin }}
        set={(key) => (value) => setFilters({ [key]: value })}
        labels={{ from: T.from, to: T.to }}
        error={isBackwards(date_debut, date_fin) ? RECONCILIATION_MESSAGES.datesOutOfOrder : undefined}
      />
    </div>
  );
}
