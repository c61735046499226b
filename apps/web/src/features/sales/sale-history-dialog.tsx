import { clientName, formatDateTime, SALE_MESSAGES } from '@pelote/shared';
import { Modal, ModalBody } from '@/components/modal';
import { Money } from '@/components/money';
import { ErrorState } from '@/components/status';
import { useSaleMovements } from './sales-api';

export const SALE_HISTORY_TEXTS = {
  title: 'Historique des mouvements de ventes',
  loadError: 'Erreur lors du chargement des mouvements',
} as const;

const T = SALE_HISTORY_TEXTS;

/**
 * The sales movement history: the latest sales of the shop in scope with number,
 * date, client and total, in a list that scrolls within 24rem.
 */
export function SaleHistoryDialog({ shopId, onClose }: { shopId: number | null; onClose: () => void }) {
  const query = useSaleMovements(shopId);
  const sales = query.data ?? [];
  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={T.title}>
      <ModalBody>
        {query.isPending ? <p className="text-sm text-stone-600">{SALE_MESSAGES.movementsLoading}</p> : null}
        {query.isError ? (
          <ErrorState title={T.loadError} error={query.error.message} onRetry={() => void query.refetch()} />
        ) : null}
        {query.isSuccess && sales.length === 0 ? (
          <p className="text-sm text-stone-600">{SALE_MESSAGES.movementsEmpty}</p>
        ) : null}
        {sales.length > 0 ? (
          <ul aria-label={T.title} className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
            {sales.map((sale) => (
              <li key={sale.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{sale.numero_facture}</p>
                  <p className="text-stone-600">
                    {formatDateTime(sale.date_vente)} · {clientName(sale.client)}
                  </p>
                </div>
                <span className="shrink-0 font-medium whitespace-nowrap">
                  <Money value={sale.total} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </ModalBody>
    </Modal>
  );
}
