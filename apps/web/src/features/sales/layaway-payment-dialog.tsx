import type { Layaway } from '@pelote/shared';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { closeWhenIdle } from '@/components/close-when-idle';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';

/** What each of a layaway's dialogs is given: the layaway, closing it, and its success notice. */
export type LayawayStepDialogProps<Done = string> = {
  layaway: Layaway;
  onClose: () => void;
  onDone: (done: Done) => void;
};

type LayawayPaymentDialogProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  isPending: boolean;
  failure: string | null;
  children: ReactNode;
};

/**
 * The frame of a layaway's money dialogs ('Ajouter un versement', 'Retirer'): a form in a modal, the
 * server's refusal above the buttons; nothing closes it while its write runs.
 */
export function LayawayPaymentDialog({
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  pendingLabel,
  cancelLabel,
  isPending,
  failure,
  children,
}: LayawayPaymentDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isPending) onSubmit();
  }
  return (
    <Modal
      isOpen
      onOpenChange={closeWhenIdle(onClose, isPending)}
      title={title}
      description={description}
      size="lg"
      isDismissable={!isPending}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          {children}
          {failure ? <Alert>{failure}</Alert> : null}
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
