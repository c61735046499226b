import type { Client } from '@pelote/shared';
import { useState } from 'react';
import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clientFullName } from './client-display';
import { useDeleteClient } from './clients-api';

export const CLIENT_DELETE_TEXTS = {
  title: 'Supprimer le client',
  question: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer le client ${name} ? Cette action est irréversible.`,
  failed: 'Erreur lors de la suppression',
} as const;

/**
 * The client's delete confirmation: the confirm button shows its loading state; on
 * success the list reloads and the dialog closes, on failure it stays open with the server's message.
 */
export function ClientDeleteDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const remove = useDeleteClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(client.id);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CLIENT_DELETE_TEXTS.failed);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={closeWhenIdle(onClose, remove.isPending)}
      title={CLIENT_DELETE_TEXTS.title}
      message={CLIENT_DELETE_TEXTS.question(clientFullName(client))}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={failure}
    />
  );
}
