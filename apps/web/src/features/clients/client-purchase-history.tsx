import { formatDate, type Sale } from '@pelote/shared';
import { Download, Share2 } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { PagedQueryList } from '@/components/paged-query-list';
import { Panel } from '@/components/panel';
import { downloadInvoice, invoiceFileName, PDF_DOWNLOAD_ERROR, useDownload } from '@/lib/invoice-download';
import { SHARE_TEXTS, useInvoiceShare } from '@/lib/share-invoice';
import { useClientSales } from './clients-api';

export const PURCHASE_HISTORY_TEXTS = {
  title: 'Historique des achats',
  empty: 'Aucun article trouvé',
  invoice: (numero: string) => `Facture ${numero}`,
  items: (n: number) => `${n} article${n > 1 ? 's' : ''}`,
  line: (quantite: number, name: string) => `${quantite} x ${name}`,
  pdf: 'PDF',
  pdfLabel: (numero: string) => `Télécharger la facture ${numero} en PDF`,
  cancelled: 'Annulée',
  pager: "Pagination de l'historique des achats",
  loading: 'Chargement des achats...',
  loadError: 'Erreur lors du chargement',
} as const;

const T = PURCHASE_HISTORY_TEXTS;

function SaleCard({
  sale,
  onDownload,
  isDownloading,
  onShare,
  isSharing,
}: {
  sale: Sale;
  onDownload: (sale: Sale) => void;
  isDownloading: boolean;
  /** Absent where the browser has no share sheet. */
  onShare?: (sale: Sale) => void;
  isSharing: boolean;
}) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-label={T.invoice(sale.numero_facture)} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium break-all text-stone-900">
              {sale.numero_facture}
              {sale.statut === 'annulee' ? <Badge tone="red">{T.cancelled}</Badge> : null}
            </p>
            <p className="text-xs text-stone-500">
              {formatDate(sale.date_vente)} · {T.items(sale.items.length)} · {sale.magasin.nom}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span
              className={`font-semibold ${sale.statut === 'annulee' ? 'text-stone-500 line-through' : ''}`}
            >
              <Money value={sale.total} />
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={T.pdfLabel(sale.numero_facture)}
              icon={<Download aria-hidden="true" className="size-4" />}
              isPending={isDownloading}
              onPress={() => onDownload(sale)}
            >
              {T.pdf}
            </Button>
            {onShare ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={SHARE_TEXTS.shareLabel(sale.numero_facture)}
                icon={<Share2 aria-hidden="true" className="size-4" />}
                isPending={isSharing}
                onPress={() => onShare(sale)}
              >
                {SHARE_TEXTS.share}
              </Button>
            ) : null}
          </div>
        </div>
        {sale.items.length === 0 ? (
          <p className="text-sm text-stone-500">{T.empty}</p>
        ) : (
          <ul className="flex flex-col gap-1 rounded-lg bg-stone-50 px-3 py-2 text-sm">
            {sale.items.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-stone-700">
                  {T.line(item.quantite, item.article.article_name)}
                </span>
                <Money value={item.prix_total} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

type ClientPurchaseHistoryProps = {
  clientId: number;
  /** The client's last name, in the invoice file names. */
  clientNom: string;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The client's purchases, newest first, 5 per page with the pager only above 5: invoice number,
 * date, item count, total, PDF download, and the lines.
 */
export function ClientPurchaseHistory({
  clientId,
  clientNom,
  page,
  onPageChange,
}: ClientPurchaseHistoryProps) {
  const query = useClientSales(clientId, page);
  const downloading = useDownload(PDF_DOWNLOAD_ERROR);
  const sharing = useInvoiceShare();

  const download = (sale: Sale) =>
    downloading.run(sale.id, () => downloadInvoice(sale.id, invoiceFileName(sale.numero_facture, clientNom)));

  return (
    <Panel
      id="client-history"
      title={T.title}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      titleClassName="text-base font-semibold text-stone-900"
    >
      {downloading.error ? <Alert tone="error">{downloading.error}</Alert> : null}
      {sharing.error ? <Alert tone="error">{sharing.error}</Alert> : null}
      <PagedQueryList query={query} texts={T} page={page} onPageChange={onPageChange}>
        {(sale) => (
          <SaleCard
            key={sale.id}
            sale={sale}
            onDownload={download}
            isDownloading={downloading.pending === sale.id}
            onShare={
              sharing.isAvailable ? (item) => void sharing.share(item.id, item.numero_facture) : undefined
            }
            isSharing={sharing.sharingId === sale.id}
          />
        )}
      </PagedQueryList>
    </Panel>
  );
}
