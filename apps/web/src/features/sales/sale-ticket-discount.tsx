import { Percent, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { DiscountMotifFields } from './sale-discount-fields';
import { emptyTicket, type TicketDraft } from './sale-discount-rules';
import { SALE_DISCOUNT_TEXTS as T } from './sale-discount-texts';
import type { SaleFormValues } from './sale-form-schema';

/**
 * 'Remise globale': an amount in FCFA off the whole ticket, with its motif, on the surrounding
 * form's `ticket`. Folded behind a button until asked for; spread over the lines by the shared
 * computation, which the lines and the totals show at once.
 */
export function SaleTicketDiscount({ isDisabled }: { isDisabled: boolean }) {
  const { control, setValue, clearErrors } = useFormContext<SaleFormValues>();
  const ticket = useWatch({ control, name: 'ticket' });
  const { errors } = useFormState({ control, name: 'ticket' });
  const [isOpen, setOpen] = useState(() => ticket.montant !== '');

  const change = (update: Partial<TicketDraft>) => {
    setValue('ticket', { ...ticket, ...update });
    clearErrors('ticket');
  };

  if (!isOpen)
    return (
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Percent aria-hidden="true" className="size-4" />}
          onPress={() => setOpen(true)}
          isDisabled={isDisabled}
        >
          {T.ticketAdd}
        </Button>
      </div>
    );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{T.ticket}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={T.ticketAmount}
          inputMode="decimal"
          autoComplete="off"
          autoFocus={ticket.montant === ''}
          value={ticket.montant}
          onChange={(event) => change({ montant: event.target.value })}
          error={errors.ticket?.montant?.message}
        />
        <DiscountMotifFields
          motif={ticket.motif}
          motifText={ticket.motif_texte}
          onChange={change}
          errors={{ motif: errors.ticket?.motif?.message, motif_texte: errors.ticket?.motif_texte?.message }}
          labels={{ motif: T.ticketMotif, motifText: T.ticketMotifText }}
        />
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          icon={<X aria-hidden="true" className="size-4" />}
          onPress={() => {
            change(emptyTicket());
            setOpen(false);
          }}
        >
          {T.ticketRemove}
        </Button>
      </div>
    </fieldset>
  );
}
