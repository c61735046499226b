import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  INSTALMENT_METHODS,
  type Instalment,
  isMobileMoney,
  moneyInputSchema,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
} from '@pelote/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { useSelectedShop } from '@/lib/selected-shop';
import { useTakeInstalment } from './client-account-api';

export const INSTALMENT_TEXTS = {
  title: 'Encaisser un versement',
  description: (du: number) =>
    `Reste dû : ${formatMoney(du)}. Le versement paie d’abord l’échéance la plus ancienne.`,
  amount: 'Montant',
  method: 'Mode de paiement',
  reference: 'Référence de la transaction',
  shop: 'Magasin',
  submit: 'Encaisser',
  pending: 'Encaissement...',
  done: (montant: number) => `Versement de ${formatMoney(montant)} encaissé`,
  aboveDebt: (du: number) => `Le versement dépasse le reste dû (${formatMoney(du)})`,
} as const;

const T = INSTALMENT_TEXTS;

const formSchema = (du: number) =>
  z
    .object({
      montant: moneyInputSchema,
      methode: z.enum(INSTALMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
      reference: z.string(),
      magasin: z.string().min(1, 'Le magasin est requis'),
    })
    .superRefine((values, ctx) => {
      if (values.montant > du) ctx.addIssue({ code: 'custom', message: T.aboveDebt(du), path: ['montant'] });
      if (isMobileMoney(values.methode) && values.reference.trim() === '')
        ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceRequired, path: ['reference'] });
    });
type FormValues = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

const METHOD_OPTIONS = INSTALMENT_METHODS.map((methode) => ({
  id: methode,
  label: PAYMENT_METHOD_LABELS[methode],
}));

/**
 * 'Encaisser un versement': amount (at most what is owed), method, the operator's reference for
 * mobile money, and the shop whose till takes the money (the selected one). Mounted on each
 * opening: its own Idempotency-Key, kept across a retry after a network failure.
 */
export function InstalmentDialog({
  clientId,
  du,
  onClose,
  onSaved,
}: {
  clientId: number;
  du: number;
  onClose: () => void;
  onSaved: (instalment: Instalment) => void;
}) {
  const { shopId, shops } = useSelectedShop();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema(du)),
    defaultValues: { montant: '', methode: 'especes', reference: '', magasin: shopId ? String(shopId) : '' },
  });
  const save = useTakeInstalment(clientId);
  const [failure, setFailure] = useState<string | null>(null);
  const isPending = form.formState.isSubmitting || save.isPending;
  const methode = form.watch('methode');

  async function submit(values: FormOutput) {
    setFailure(null);
    try {
      onSaved(
        await save.mutateAsync({
          montant: values.montant,
          methode: values.methode,
          reference: isMobileMoney(values.methode) ? values.reference.trim() : null,
          magasin: Number(values.magasin),
        }),
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description(du)}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={isPending}
      error={failure}
      size="sm"
    >
      <FormMoneyField<FormValues> name="montant" label={T.amount} isRequired />
      <FormSelectField<FormValues> name="methode" label={T.method} options={METHOD_OPTIONS} isRequired />
      {isMobileMoney(methode) ? (
        <FormTextField<FormValues> name="reference" label={T.reference} isRequired />
      ) : null}
      {shopId === null ? (
        <FormSelectField<FormValues>
          name="magasin"
          label={T.shop}
          options={shops.map((shop) => ({ id: String(shop.id), label: shop.nom }))}
          isRequired
        />
      ) : null}
    </FormDialog>
  );
}
