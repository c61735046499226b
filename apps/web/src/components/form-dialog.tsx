import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { MODAL_FORM_TEXTS, ModalForm, type ModalFormProps } from './modal-form';

export const FORM_DIALOG_TEXTS = MODAL_FORM_TEXTS;

type FormDialogProps<Input extends FieldValues, Output> = Omit<ModalFormProps, 'onSubmit'> & {
  /** The react-hook-form instance; the fields inside read it by name. */
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
};

/**
 * A react-hook-form form in a modal (`ModalForm`): the fields inside read the form by name, and the
 * submit runs its validation first. Key it on the edited row so it starts from that row's values.
 */
export function FormDialog<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...frame
}: FormDialogProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <ModalForm {...frame} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </ModalForm>
    </FormProvider>
  );
}
