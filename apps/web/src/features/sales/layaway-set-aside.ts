import { type Layaway, type SaleCreateInput, todayIso } from '@pelote/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { layawayBody, layawayDraft } from './layaway-deposit-rules';
import { useCreateLayaway, useLayawaySettings } from './layaways-api';
import type { SaleFormValues } from './sale-form-schema';
import { cashPayment } from './sale-payment-rules';

/**
 * 'Mettre de côté' in the new-sale form: `start` turns the form into a layaway (due date and note,
 * the payments become the deposit, typed from nothing), `stop` back into a sale (paid in cash for
 * its total); `send` records the layaway from the body the form's schema checked.
 */
export function useSetAside(
  form: UseFormReturn<SaleFormValues, unknown, SaleCreateInput>,
  nextKey: () => number,
) {
  const isOn = useWatch({ control: form.control, name: 'layaway' }) !== undefined;
  const create = useCreateLayaway();
  // The term direction set (read when the form opens; 30 days while unknown).
  const termDays = useLayawaySettings().data?.duree_jours;
  const today = todayIso();

  function switchTo(layaway: SaleFormValues['layaway'], auto: boolean) {
    form.setValue('layaway', layaway);
    form.setValue('payments', [{ ...cashPayment(nextKey()), auto }]);
    form.clearErrors();
  }

  return {
    isOn,
    today,
    isPending: create.isPending,
    start: () => switchTo(layawayDraft(today, termDays), false),
    stop: () => switchTo(undefined, true),
    /** Records it; then `onDone` with the layaway, or `onFailure` with the server's words ('Quantité réservée : …'). */
    send: async (
      checked: SaleCreateInput,
      onDone: ((layaway: Layaway) => void) | undefined,
      onFailure: (text: string) => void,
    ) => {
      try {
        onDone?.(
          await create.mutateAsync(layawayBody(checked, form.getValues('layaway') ?? layawayDraft(today))),
        );
      } catch (error) {
        onFailure(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
