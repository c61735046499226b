import {
  clientName,
  formatDateTime,
  SALE_MESSAGES,
  SALE_RETURN_STATE_LABELS,
  type Sale,
} from '@pelote/shared';
import { Download, Eye } from 'lucide-react';
import { Badge } from '@/components/badge';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { PlainIconButton } from '@/components/icon-button';
import { Money } from '@/components/money';
import { OfflineSaleBadges } from '@/components/offline-sale-badges';
import { PaymentMethodBadges } from './sale-payments-view';

export const SALE_COLUMN_TEXTS = {
  number: 'N° facture',
  client: 'Client',
  date: 'Date',
  articles: 'Articles',
  total: 'Total',
  payment: 'Paiement',
  status: 'Statut',
  actions: 'Actions',
  cancelled: 'Annulée',
  view: (numero: string) => `Voir les détails de la vente ${numero}`,
  pdf: (numero: string) => `Télécharger la facture ${numero} en PDF`,
} as const;

const T = SALE_COLUMN_TEXTS;

/** Units sold in the sale. */
export const articleCount = (sale: Sale) => sale.items.reduce((sum, item) => sum + item.quantite, 0);

/** The columns of the sales table. */
export function saleColumns(actions: {
  onView: (sale: Sale) => void;
  onDownload: (sale: Sale) => void;
}): DataTableColumn<Sale>[] {
  return [
    {
      id: 'numero_facture',
      header: T.number,
      isRowHeader: true,
      cell: (sale) => (
        <span className="font-medium whitespace-nowrap text-stone-900">{sale.numero_facture}</span>
      ),
    },
    {
      id: 'client',
      card: 'title',
      header: T.client,
      cell: (sale) =>
        sale.client ? clientName(sale.client) : <em className="text-stone-600">{SALE_MESSAGES.freeSale}</em>,
    },
    {
      id: 'date_vente',
      header: T.date,
      cell: (sale) => <span className="whitespace-nowrap">{formatDateTime(sale.date_vente)}</span>,
    },
    { id: 'articles', header: T.articles, align: 'end', cell: articleCount },
    {
      id: 'total',
      card: 'aside',
      header: T.total,
      align: 'end',
      cell: (sale) => <Money value={sale.total} />,
    },
    {
      id: 'paiement',
      header: T.payment,
      cell: (sale) => <PaymentMethodBadges methods={sale.modes_paiement} />,
    },
    {
      id: 'statut',
      header: T.status,
      cell: (sale) => (
        <div className="flex flex-wrap gap-1">
          {sale.client ? (
            <Badge tone="blue">{SALE_MESSAGES.registeredClient}</Badge>
          ) : (
            <Badge tone="grey">{SALE_MESSAGES.freeSale}</Badge>
          )}
          {sale.statut === 'annulee' ? <Badge tone="red">{T.cancelled}</Badge> : null}
          {sale.retournee ? <Badge tone="amber">{SALE_RETURN_STATE_LABELS[sale.retournee]}</Badge> : null}
          <OfflineSaleBadges sale={sale} />
        </div>
      ),
    },
    actionsColumn(T.actions, (sale) => (
      <div className="flex justify-end gap-1">
        <PlainIconButton
          label={T.view(sale.numero_facture)}
          icon={Eye}
          onPress={() => actions.onView(sale)}
        />
        <PlainIconButton
          label={T.pdf(sale.numero_facture)}
          icon={Download}
          onPress={() => actions.onDownload(sale)}
        />
      </div>
    )),
  ];
}
