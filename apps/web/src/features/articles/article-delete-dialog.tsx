import type { ArticleKind } from '@pelote/shared';
import { useState } from 'react';
import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { articleFailureText } from './article-failure';
import type { ArticleItem } from './article-screen';
import { useDeleteArticle } from './articles-api';

/**
 * 'Supprimer la machine' / 'Êtes-vous sûr de vouloir supprimer cette machine ?': the
 * confirm button shows its loading state; on success the list reloads and the dialog closes, on
 * failure it stays open with 'Erreur lors de la suppression: …'.
 */
export function ArticleDeleteDialog({
  kind,
  item,
  onClose,
}: {
  kind: ArticleKind;
  item: ArticleItem;
  onClose: () => void;
}) {
  const remove = useDeleteArticle(kind);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(item.id);
      onClose();
    } catch (error) {
      setFailure(articleFailureText(kind, 'delete', error));
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={closeWhenIdle(onClose, remove.isPending)}
      title={kind.texts.deleteTitle}
      message={kind.texts.deleteQuestion}
      details={item.nom}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={failure}
    />
  );
}
