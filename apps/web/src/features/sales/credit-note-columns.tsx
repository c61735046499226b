import {
  type CreditNoteListItem,
  clientName,
  formatDateTime,
  REFUND_METHOD_LABELS,
  SALE_MESSAGES,
  shopName,
} from '@pelote/shared';
import { Download, Eye } from 'lucide-react';
import { Badge } from '@/components/badge';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { IconButton } from '@/components/icon-button';
import { Money } from '@/components/money';

export const CREDIT_NOTE_COLUMN_TEXTS = {
  number: 'N° avoir',
  invoice: 'Facture',
  client: 'Client',
  date: 'Date',
  shop: 'Magasin',
  amount: 'Montant',
  refund: 'Remboursement',
  actions: 'Actions',
  view: (numero: string) => `Voir l’avoir ${numero}`,
  pdf: (numero: string) => `Télécharger l’avoir ${numero} en PDF`,
} as const;

const T = CREDIT_NOTE_COLUMN_TEXTS;

/** The columns of the credit-note table. */
export function creditNoteColumns(actions: {
  onView: (note: CreditNoteListItem) => void;
  onDownload: (note: CreditNoteListItem) => void;
}): DataTableColumn<CreditNoteListItem>[] {
  return [
    {
      id: 'numero_avoir',
      header: T.number,
      isRowHeader: true,
      cell: (note) => (
        <span className="font-medium whitespace-nowrap text-stone-900">{note.numero_avoir}</span>
      ),
    },
    {
      id: 'facture',
      header: T.invoice,
      cell: (note) => <span className="whitespace-nowrap">{note.vente.numero_facture}</span>,
    },
    {
      id: 'client',
      header: T.client,
      cell: (note) =>
        note.client ? clientName(note.client) : <em className="text-stone-600">{SALE_MESSAGES.freeSale}</em>,
    },
    {
      id: 'date',
      header: T.date,
      cell: (note) => <span className="whitespace-nowrap">{formatDateTime(note.date)}</span>,
    },
    { id: 'magasin', header: T.shop, cell: (note) => shopName(note.magasin.nom) },
    {
      id: 'montant',
      card: 'aside',
      header: T.amount,
      align: 'end',
      cell: (note) => <Money value={note.montant} />,
    },
    {
      id: 'remboursement',
      header: T.refund,
      cell: (note) => (
        <Badge tone={note.methode_remboursement === 'avoir_client' ? 'purple' : 'green'}>
          {REFUND_METHOD_LABELS[note.methode_remboursement]}
        </Badge>
      ),
    },
    actionsColumn(T.actions, (note) => (
      <div className="flex justify-end gap-1">
        <IconButton label={T.view(note.numero_avoir)} icon={Eye} onPress={() => actions.onView(note)} />
        <IconButton
          label={T.pdf(note.numero_avoir)}
          icon={Download}
          onPress={() => actions.onDownload(note)}
        />
      </div>
    )),
  ];
}
