import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  type CatalogueType,
  COUNT_STATUS_LABELS,
  type CountListItem,
  formatDate,
} from '@pelote/shared';
import { ClipboardList, FileWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { buttonStyles } from '@/components/button-styles';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { ListPage } from '@/components/list-page';
import { CreateButton, ListToolbar } from '@/components/list-page-actions';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { useListScreen } from '@/components/use-list-screen';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSelectedShop } from '@/lib/selected-shop';
import { countsListOptions, useOpenCount } from './counts-api';

export const COUNTS_PAGE_TEXTS = {
  title: 'Inventaires',
  allShops: 'Tous les magasins',
  add: 'Nouvel inventaire',
  losses: 'Rapport des pertes',
  tableLabel: 'Liste des inventaires',
  empty: 'Aucun inventaire',
  emptyText: 'Comptez le stock d’un magasin, ou d’un type d’articles, depuis un ou plusieurs téléphones.',
  loading: 'Chargement des inventaires...',
  loadError: 'Erreur lors du chargement des inventaires',
  selectShopFirst: 'Choisissez le magasin à compter dans le sélecteur de magasin.',
  number: 'Inventaire',
  shop: 'Magasin',
  scope: 'Articles comptés',
  allTypes: 'Tous les articles',
  status: 'Statut',
  lines: 'Lignes',
  open: 'Ouvrir',
  openLabel: (id: number) => `Ouvrir l'inventaire n° ${id}`,
  dialogTitle: 'Nouvel inventaire',
  dialogText: (shop: string) => `Magasin : ${shop}`,
  type: 'Type d’articles',
  start: 'Commencer le comptage',
  starting: 'Ouverture...',
  cancel: 'Annuler',
  failed: 'Erreur lors de l’ouverture : ',
} as const;

const T = COUNTS_PAGE_TEXTS;
const TYPE_OPTIONS = [
  { id: 'tous', label: T.allTypes },
  ...CATALOGUE_TYPES.map((type) => ({ id: type, label: ARTICLE_TYPE_LABELS[type] })),
];

function columns(): DataTableColumn<CountListItem>[] {
  return [
    {
      id: 'numero',
      header: T.number,
      isRowHeader: true,
      cell: (row) => `n° ${row.id} · ${formatDate(row.ouvert_le)}`,
    },
    { id: 'magasin', header: T.shop, cell: (row) => row.magasin.nom },
    {
      id: 'type',
      header: T.scope,
      cell: (row) => (row.type_article ? ARTICLE_TYPE_LABELS[row.type_article] : T.allTypes),
    },
    {
      id: 'statut',
      header: T.status,
      cell: (row) => (
        <Badge tone={row.statut === 'valide' ? 'green' : row.statut === 'annule' ? 'red' : 'blue'}>
          {COUNT_STATUS_LABELS[row.statut]}
        </Badge>
      ),
    },
    {
      id: 'lignes',
      header: T.lines,
      align: 'end',
      cell: (row) => `${row.nb_lignes} (${row.nb_ecarts} écart(s))`,
    },
    actionsColumn(T.open, (row) => (
      <Link
        to={`/inventaires/${row.id}`}
        aria-label={T.openLabel(row.id)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        {T.open}
      </Link>
    )),
  ];
}

function OpenCountDialog({ shop, onClose }: { shop: { id: number; nom: string }; onClose: () => void }) {
  const [key] = useState(newIdempotencyKey);
  const [type, setType] = useState('tous');
  const [error, setError] = useState<string | null>(null);
  const open = useOpenCount();
  const navigate = useNavigate();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={T.dialogTitle}
      description={T.dialogText(shop.nom)}
      size="sm"
      isDismissable={!open.isPending}
    >
      <ModalBody>
        <SelectField label={T.type} options={TYPE_OPTIONS} value={type} onChange={setType} />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={open.isPending}>
          {T.cancel}
        </Button>
        <Button
          isPending={open.isPending}
          pendingLabel={T.starting}
          onPress={() =>
            open.mutate(
              { key, magasin: shop.id, type_article: type === 'tous' ? null : (type as CatalogueType) },
              {
                onSuccess: (count) => void navigate(`/inventaires/${count.id}`),
                onError: (failure) => setError(`${T.failed}${failure.message}`),
              },
            )
          }
        >
          {T.start}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** /inventaires: the counts of the selected shop (or every shop); open a count, reach the loss report. */
export function CountsPage() {
  const selected = useSelectedShop();
  const [opening, setOpening] = useState(false);
  const addButton = (
    <CreateButton
      onPress={() => {
        if (selected.shop) setOpening(true);
        else list.setNotice({ tone: 'warning', text: T.selectShopFirst });
      }}
    >
      {T.add}
    </CreateButton>
  );
  const list = useListScreen({
    filterKeys: [],
    query: ({ page }) =>
      countsListOptions({ page, magasin: selected.shopId, statut: '' }, !selected.isLoading),
    shop: selected,
    empty: { icon: ClipboardList, title: T.empty, text: T.emptyText, action: addButton },
  });

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          {addButton}
          <Link to="/inventaires/pertes" className={buttonStyles({ variant: 'secondary' })}>
            <FileWarning aria-hidden="true" className="size-4" />
            {T.losses}
          </Link>
        </>
      }
      toolbar={
        <ListToolbar
          {...list.toolbar}
          onSelectShop={selected.isLocked ? undefined : selected.openSelector}
          filtered={false}
        />
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: columns(),
        getId: (row) => row.id,
        cardAction: { label: (row) => T.openLabel(row.id), href: (row) => `/inventaires/${row.id}` },
        minWidthClass: 'min-w-[44rem]',
      })}
    >
      {opening && selected.shop ? (
        <OpenCountDialog shop={selected.shop} onClose={() => setOpening(false)} />
      ) : null}
    </ListPage>
  );
}
