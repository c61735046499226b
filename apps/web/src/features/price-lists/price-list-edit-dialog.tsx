import { Alert } from '@/components/alert';
import { LoadingState } from '@/components/loading-state';
import { Modal } from '@/components/modal';
import { PlainButton } from '@/components/plain-button';
import { PRICE_LIST_FORM_TEXTS, PriceListFormDialog } from './price-list-form-dialog';
import { usePriceList } from './price-lists-api';

export const PRICE_LIST_EDIT_TEXTS = {
  loading: 'Chargement du tarif...',
  loadError: 'Erreur lors du chargement du tarif',
  retry: 'Réessayer',
} as const;

const T = PRICE_LIST_EDIT_TEXTS;

/** 'Modifier le tarif': the list read in full (its articles), then its form; a failure with 'Réessayer'. */
export function PriceListEditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const priceList = usePriceList(id);
  if (priceList.data) return <PriceListFormDialog key={id} priceList={priceList.data} onClose={onClose} />;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={PRICE_LIST_FORM_TEXTS.editTitle}
    >
      <div className="p-5">
        {priceList.isError ? (
          <Alert title={T.loadError}>
            <p>{priceList.error.message}</p>
            <PlainButton variant="secondary" onPress={() => priceList.refetch()}>
              {T.retry}
            </PlainButton>
          </Alert>
        ) : (
          <LoadingState label={T.loading} />
        )}
      </div>
    </Modal>
  );
}
