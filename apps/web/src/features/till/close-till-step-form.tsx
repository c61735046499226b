import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ModalBody, ModalFooter } from '@/components/modal';

/** One step of the close: its form, the fields in the modal's body and the buttons in its footer. */
export function CloseStepForm<Values extends FieldValues, Output>({
  form,
  onValid,
  body,
  footer,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (values: Output) => unknown;
  body: ReactNode;
  footer: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>{body}</ModalBody>
        <ModalFooter>{footer}</ModalFooter>
      </form>
    </FormProvider>
  );
}
