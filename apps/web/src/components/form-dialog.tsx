import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Alert } from './alert';
import { Button } from './button';
import { closeWhenIdle } from './close-when-idle';
import { Modal, ModalBody, ModalFooter } from './modal';

export const FORM_DIALOG_TEXTS = { cancel: 'Annuler', pending: 'Enregistrement...' } as const;

type FormDialogProps<Input extends FieldValues, Output> = {
  /** Closing it ('Annuler', Escape, outside, ×) calls this, unless its save is running. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The react-hook-form instance; the fields inside read it by name. */
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
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
 * A form in a modal: the fields, an error alert, 'Annuler' and the submit button with its
 * in-progress label; shown while mounted. Nothing closes it while the save runs. Key it on the edited row so it starts
 * from that row's values.
 */
export function FormDialog<Input extends FieldValues, Output>({
  onClose,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pendingLabel = FORM_DIALOG_TEXTS.pending,
  cancelLabel = FORM_DIALOG_TEXTS.cancel,
  isPending = false,
  error,
  errorTitle,
  size = 'md',
  children,
}: FormDialogProps<Input, Output>) {
  return (
    <Modal
      isOpen
      onOpenChange={closeWhenIdle(onClose, isPending)}
      title={title}
      description={description}
      size={size}
      isDismissable={!isPending}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex min-h-0 flex-1 flex-col">
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
      </FormProvider>
    </Modal>
  );
}
