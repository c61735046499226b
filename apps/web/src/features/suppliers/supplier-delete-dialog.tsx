import type { Supplier } from '@pelote/shared';
import { useState } from 'react';
import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteSupplier } from './suppliers-api';

export const SUPPLIER_DELETE_TEXTS = {
  title: 'Supprimer le fournisseur',
  question: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer le fournisseur ${name} ? Ses entrées de stock le nommeront toujours.`,
  failed: 'Erreur lors de la suppression',
} as const;

/** The supplier's delete confirmation: on success the list reloads and it closes; on failure it stays open. */
export function SupplierDeleteDialog({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const remove = useDeleteSupplier();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(supplier.id);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : SUPPLIER_DELETE_TEXTS.failed);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={closeWhenIdle(onClose, remove.isPending)}
      title={SUPPLIER_DELETE_TEXTS.title}
      message={SUPPLIER_DELETE_TEXTS.question(supplier.nom)}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={failure}
    />
  );
}
