import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { closeWhenIdle } from './close-when-idle';
import { Modal, ModalBody, ModalFooter } from './modal';

export const MODAL_FORM_TEXTS = { cancel: 'Annuler', pending: 'Enregistrement...' } as const;

export type ModalFormProps = {
  /** Closing it ('Annuler', Escape, outside, ×) calls this, unless its save is running. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The form's submit event (the caller prevents the browser's own submit, or lets react-hook-form). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** A failure to show above the buttons; the dialog stays open. */
  error?: string | null;
  /** The error alert's heading, above `error` (e.g. 'Une erreur s'est produite lors de la sauvegarde'). */
  errorTitle?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
};

/**
 * A form in a modal, the frame every dialog that saves shares: the fields, an error alert, 'Annuler'
 * and the submit button with its in-progress label; shown while mounted. Nothing closes it while
 * the save runs. `FormDialog` is this frame over a react-hook-form instance.
 */
export function ModalForm({
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel = MODAL_FORM_TEXTS.pending,
  cancelLabel = MODAL_FORM_TEXTS.cancel,
  isPending = false,
  error,
  errorTitle,
  size = 'md',
  children,
}: ModalFormProps) {
  return (
    <Modal
      isOpen
      onOpenChange={closeWhenIdle(onClose, isPending)}
      title={title}
      description={description}
      size={size}
      isDismissable={!isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          {children}
          {error ? (
            <Alert tone="error" title={errorTitle}>
              {error}
            </Alert>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" slot="close" isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
