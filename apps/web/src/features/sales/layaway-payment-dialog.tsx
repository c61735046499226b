import type { Layaway } from '@pelote/shared';
import { ModalForm, type ModalFormProps } from '@/components/modal-form';

/** What each of a layaway's dialogs is given: the layaway, closing it, and its success notice. */
export type LayawayStepDialogProps<Done = string> = {
  layaway: Layaway;
  onClose: () => void;
  onDone: (done: Done) => void;
};

type LayawayPaymentDialogProps = Omit<ModalFormProps, 'onSubmit' | 'error' | 'size'> & {
  /** Sends the step; its fields are the dialog's own state, not a react-hook-form's. */
  onSubmit: () => void;
  failure: string | null;
};

/**
 * The frame of a layaway's money dialogs ('Ajouter un versement', 'Retirer'), wide for the payment
 * lines: the server's refusal above the buttons; a second submit while the first runs does nothing.
 */
export function LayawayPaymentDialog({ onSubmit, failure, isPending, ...frame }: LayawayPaymentDialogProps) {
  return (
    <ModalForm
      {...frame}
      size="lg"
      isPending={isPending}
      error={failure}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isPending) onSubmit();
      }}
    />
  );
}
