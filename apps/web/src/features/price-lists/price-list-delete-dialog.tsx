import type { PriceListSummary } from '@pelote/shared';
import { useState } from 'react';
import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeletePriceList } from './price-lists-api';

export const PRICE_LIST_DELETE_TEXTS = {
  title: 'Supprimer le tarif',
  question: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer le tarif ${name} ? Les ventes passées gardent leurs prix.`,
  failed: 'Erreur lors de la suppression',
} as const;

/**
 * The list's delete confirmation: on success the list reloads and it closes; on failure (a list
 * clients still carry) the server's reason shows and it stays open.
 */
export function PriceListDeleteDialog({
  priceList,
  onClose,
}: {
  priceList: PriceListSummary;
  onClose: () => void;
}) {
  const remove = useDeletePriceList();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(priceList.id);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : PRICE_LIST_DELETE_TEXTS.failed);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={closeWhenIdle(onClose, remove.isPending)}
      title={PRICE_LIST_DELETE_TEXTS.title}
      message={PRICE_LIST_DELETE_TEXTS.question(priceList.nom)}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={failure}
    />
  );
}
