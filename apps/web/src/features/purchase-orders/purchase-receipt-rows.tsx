import { BAIN_MESSAGES, hasLots, type PurchaseOrderLine } from '@pelote/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/button';
import { FormInputField } from '@/components/form-input-field';
import { FormMoneyField } from '@/components/form-money-field';

export const RECEIPT_ROWS_TEXTS = {
  left: (left: number, ordered: number, received: number) =>
    `Reste ${left} · commandé ${ordered}, déjà reçu ${received}`,
  quantity: 'Reçu maintenant',
  lot: BAIN_MESSAGES.label,
  price: 'Prix facturé (FCFA)',
  priceHelp: 'Vide : le prix commandé.',
  anotherLot: 'Autre bain',
  anotherLotOf: (name: string) => `Autre bain de ${name}`,
} as const;

const T = RECEIPT_ROWS_TEXTS;

/** A receipt as typed: one row per order line and lot, quantities and prices as text. */
export type ReceiptRow = { ligne: number; quantite: string; bain: string; prix: string };
export type ReceiptFormValues = { lignes: ReceiptRow[]; motif: string };

type Props = {
  line: PurchaseOrderLine;
  /** The form's rows of this line, with their index among all rows. */
  rows: { index: number; key: string }[];
  onAnotherLot: () => void;
};

/** One order line at a receipt: what is left, then per lot how many came (and at which price). */
export function ReceiptLineFields({ line, rows, onAnotherLot }: Props) {
  const wool = hasLots(line.article.type);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium break-words text-stone-900">{line.article.nom}</legend>
      <p className="text-sm text-stone-600">{T.left(line.reste, line.quantite, line.quantite_recue)}</p>
      {rows.map(({ index, key }) => (
        <div key={key} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
          <FormInputField<ReceiptFormValues>
            name={`lignes.${index}.quantite`}
            label={T.quantity}
            type="number"
            inputMode="numeric"
            min={0}
          />
          {wool ? (
            <FormInputField<ReceiptFormValues>
              name={`lignes.${index}.bain`}
              label={T.lot}
              placeholder={BAIN_MESSAGES.placeholder}
              autoComplete="off"
            />
          ) : null}
          <FormMoneyField<ReceiptFormValues>
            name={`lignes.${index}.prix`}
            label={T.price}
            description={T.priceHelp}
            className={wool ? 'col-span-2 sm:col-span-1' : ''}
          />
        </div>
      ))}
      {wool ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={T.anotherLotOf(line.article.nom)}
            icon={<Plus aria-hidden="true" className="size-4" />}
            onPress={onAnotherLot}
          >
            {T.anotherLot}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
