import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal, ModalBody, ModalFooter } from './modal';

export const CONFIRM_TEXTS = {
  confirm: 'Supprimer',
  pending: 'Suppression...',
  cancel: 'Annuler',
} as const;

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The question: 'Êtes-vous sûr de vouloir supprimer cette machine ?'. */
  message: ReactNode;
  /** What is concerned (e.g. the article's name), shown under the question. */
  details?: ReactNode;
  onConfirm: () => void;
  /** The confirm button shows its loading state; the dialog cannot be closed meanwhile. */
  isPending?: boolean;
  /** A failure to show inside the dialog, which stays open. */
  error?: string | null;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
};

/** 'Are you sure?' before something that cannot be undone (deletes). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  details,
  onConfirm,
  isPending = false,
  error,
  confirmLabel = CONFIRM_TEXTS.confirm,
  pendingLabel = CONFIRM_TEXTS.pending,
  cancelLabel = CONFIRM_TEXTS.cancel,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      role="alertdialog"
      isDismissable={!isPending}
    >
      <ModalBody>
        <p className="text-sm text-stone-700">{message}</p>
        {details ? <div className="text-sm font-medium break-words text-stone-900">{details}</div> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onPress={onConfirm}
          isPending={isPending}
          pendingLabel={pendingLabel}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
