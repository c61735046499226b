import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, parseMoney, type TillSession } from '@pelote/shared';
import { LockKeyholeOpen } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { useOpenTill } from './till-api';
import { floatGapText, type OpenTillFormValues, openTillFormSchema } from './till-forms';

export const OPEN_TILL_TEXTS = {
  title: 'Aucune caisse ouverte',
  text: 'Comptez les espèces du tiroir, puis ouvrez la caisse avec ce fond.',
  float: 'Fond de caisse',
  lastClose: (amount: number) => `Dernière clôture : ${formatMoney(amount)}`,
  firstSession: 'Première ouverture de caisse de ce magasin.',
  submit: 'Ouvrir la caisse',
  pending: 'Ouverture...',
} as const;

const T = OPEN_TILL_TEXTS;

type OpenTillCardProps = {
  shopId: number;
  /** The last close's cash count, proposed as the float (null for a shop's first session). */
  fondPropose: number | null;
  onOpened: (session: TillSession) => void;
};

/**
 * 'Ouvrir la caisse': the float, pre-filled with the last close's count; a different amount shows
 * its gap with that count as it is typed. A refusal (a till opened meanwhile) keeps what was typed.
 */
export function OpenTillCard({ shopId, fondPropose, onOpened }: OpenTillCardProps) {
  const form = useForm<OpenTillFormValues, unknown, { fond_de_caisse: number }>({
    resolver: zodResolver(openTillFormSchema),
    defaultValues: { fond_de_caisse: fondPropose === null ? '' : toMoneyField(fondPropose) },
  });
  const open = useOpenTill();
  const [failure, setFailure] = useState<string | null>(null);
  const typed = useWatch({ control: form.control, name: 'fond_de_caisse' });
  const amount = typeof typed === 'string' ? parseMoney(typed) : null;
  const gap = fondPropose !== null && amount !== null && amount >= 0 ? amount - fondPropose : 0;

  async function submit(values: { fond_de_caisse: number }) {
    setFailure(null);
    try {
      onOpened(await open.mutateAsync({ magasin: shopId, fond_de_caisse: values.fond_de_caisse }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section
      aria-labelledby="open-till-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <LockKeyholeOpen aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="open-till-title" className="text-lg font-semibold text-stone-900">
            {T.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{T.text}</p>
        </div>
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4 sm:max-w-sm">
          <FormMoneyField<OpenTillFormValues>
            name="fond_de_caisse"
            label={T.float}
            isRequired
            description={fondPropose === null ? T.firstSession : T.lastClose(fondPropose)}
          />
          <div aria-live="polite">
            {gap !== 0 ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{floatGapText(gap)}</p>
            ) : null}
          </div>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button type="submit" className="min-h-11" isPending={open.isPending} pendingLabel={T.pending}>
            {T.submit}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
