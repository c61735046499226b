import { creditNoteFileName, RETURN_MESSAGES, RETURN_PATHS } from '@pelote/shared';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { ExportCsvButton } from '@/components/export-csv-button';
import { InputField } from '@/components/input-field';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-page-actions';
import { SearchField } from '@/components/search-field';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { CREDIT_NOTE_COLUMN_TEXTS, creditNoteColumns } from './credit-note-columns';
import { CreditNoteDialog } from './credit-note-dialog';
import { CREDIT_NOTE_FILTER_KEYS, creditNotesListOptions, downloadCreditNote } from './returns-api';

export const CREDIT_NOTES_PAGE_TEXTS = {
  title: 'Avoirs',
  allShops: 'Tous les magasins',
  back: 'Retour aux ventes',
  search: 'Rechercher un avoir',
  searchPlaceholder: 'N° d’avoir ou de facture',
  from: 'Du',
  to: 'Au',
  tableLabel: 'Liste des avoirs',
  loading: 'Chargement des avoirs...',
  loadError: 'Erreur lors du chargement des avoirs',
  empty: 'Aucun avoir',
  emptyText: 'Un avoir naît d’un retour, depuis le détail d’une vente (« Retour »).',
  noResult: 'Aucun résultat',
  noResultText: 'Aucun avoir ne correspond à ces filtres.',
} as const;

const T = CREDIT_NOTES_PAGE_TEXTS;

/**
 * /ventes/avoirs: the credit notes of the selected shop (or of every shop), newest first, 5 per
 * page, searched by number (the credit note's or the invoice's) and by day, filters and page in the
 * URL; each one opens, prints and downloads as a PDF.
 */
export function CreditNotesPage() {
  const selected = useSelectedShop();
  const [open, setOpen] = useState<number | null>(null);
  const list = useListScreen({
    filterKeys: CREDIT_NOTE_FILTER_KEYS,
    query: ({ page, filters }) =>
      creditNotesListOptions({ page, shopId: selected.shopId, ...filters }, { enabled: !selected.isLoading }),
    shop: selected,
    empty: { icon: ReceiptText, title: T.empty, text: T.emptyText },
    noResult: { title: T.noResult, text: T.noResultText },
  });
  const back = (
    <Link to="/ventes" className={buttonStyles({ variant: 'secondary' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.back}
    </Link>
  );

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          {back}
          {list.clearButton}
          <ExportCsvButton
            path={RETURN_PATHS.list}
            params={{
              magasin: selected.shopId ?? undefined,
              numero: list.filters.numero || undefined,
              date_debut: list.filters.date_debut || undefined,
              date_fin: list.filters.date_fin || undefined,
            }}
            name="avoirs"
          />
        </>
      }
      toolbar={
        <ListToolbar {...list.toolbar}>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem] sm:items-end">
            <SearchField
              label={T.search}
              value={list.filters.numero}
              onChange={(numero) => list.setFilters({ numero })}
              placeholder={T.searchPlaceholder}
            />
            <InputField
              label={T.from}
              type="date"
              value={list.filters.date_debut}
              onChange={(event) => list.setFilters({ date_debut: event.target.value })}
            />
            <InputField
              label={T.to}
              type="date"
              value={list.filters.date_fin}
              onChange={(event) => list.setFilters({ date_fin: event.target.value })}
            />
          </div>
        </ListToolbar>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: creditNoteColumns({
          onView: (note) => setOpen(note.id),
          onDownload: (note) =>
            void downloadCreditNote(note.id, creditNoteFileName(note.numero_avoir)).catch(() =>
              list.setNotice({ tone: 'error', text: RETURN_MESSAGES.pdfFailed }),
            ),
        }),
        getId: (note) => note.id,
        cardAction: {
          label: (note) => CREDIT_NOTE_COLUMN_TEXTS.view(note.numero_avoir),
          onPress: (note) => setOpen(note.id),
        },
        minWidthClass: 'min-w-[60rem]',
      })}
    >
      {open !== null ? <CreditNoteDialog noteId={open} onClose={() => setOpen(null)} /> : null}
    </ListPage>
  );
}
