import { zodResolver } from '@hookform/resolvers/zod';
import type { SaleCreateInput } from '@pelote/shared';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import { draftFromEntry, draftKeys } from './sale-form-correction';
import { emptySaleForm, type SaleFormContext, type SaleFormValues, saleFormSchema } from './sale-form-schema';

/**
 * The new sale's react-hook-form form: its drafts (a new sale's, or the refused offline sale being
 * corrected), checked on submit by `saleFormSchema` against `rules`, what is known at that moment
 * (stock, credit balance, limit), which the form updates at each render; and the keys of new lines
 * and payments.
 */
export function useSaleDraftForm(correcting: DeviceSale | undefined) {
  const [defaults] = useState(() => (correcting ? draftFromEntry(correcting) : emptySaleForm()));
  const keys = useRef(draftKeys(defaults));
  const nextKey = () => keys.current++;
  const rules = useRef<SaleFormContext>({ shopId: null, products: [], credit: 0, debtRoom: null });
  const form = useForm<SaleFormValues, unknown, SaleCreateInput>({
    resolver: (values, context, options) =>
      zodResolver(saleFormSchema(rules.current))(values, context, options) as ReturnType<
        Resolver<SaleFormValues, unknown, SaleCreateInput>
      >,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  return { form, rules, nextKey };
}
