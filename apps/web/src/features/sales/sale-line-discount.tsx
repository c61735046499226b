import type { LineDiscount } from '@pelote/shared';
import { Percent } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody } from '@/components/modal';
import { useIsNarrow } from '@/lib/media-query';
import { DiscountKindField, DiscountMotifFields } from './sale-discount-fields';
import { type DiscountErrors, discountDraft, previewDiscount, readLineDiscount } from './sale-discount-rules';
import { SALE_DISCOUNT_TEXTS as T } from './sale-discount-texts';

type EditorProps = {
  /** The line's amount before discounts (null while incomplete). */
  gross: number | null;
  initial: LineDiscount | null | undefined;
  onApply: (discount: LineDiscount | null) => void;
  onCancel: () => void;
};

/**
 * A line's discount as it is typed: '%' or 'FCFA', the value, the motif (its text for 'Autre'),
 * the discount and net it makes, live; 'Appliquer' checks it with the shared schema. Its own form,
 * drawn outside the sale's (a sheet or a popover), whose submit stops there.
 */
export function LineDiscountEditor({ gross, initial, onApply, onCancel }: EditorProps) {
  const [draft, setDraft] = useState(() => discountDraft(initial));
  const [errors, setErrors] = useState<DiscountErrors>({});
  const amount = previewDiscount(draft, gross);

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const checked = readLineDiscount(draft, gross);
    if (checked.errors) setErrors(checked.errors);
    else onApply(checked.discount);
  }

  const change = (update: Partial<typeof draft>) => {
    setDraft({ ...draft, ...update });
    setErrors({});
  };

  return (
    <form noValidate onSubmit={apply} className="flex flex-col gap-4">
      <DiscountKindField value={draft.type} onChange={(type) => change({ type })} />
      <InputField
        label={draft.type === 'pourcentage' ? T.percentValue : T.amountValue}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        value={draft.valeur}
        onChange={(event) => change({ valeur: event.target.value })}
        error={errors.valeur}
        required
      />
      <DiscountMotifFields
        motif={draft.motif}
        motifText={draft.motif_texte}
        onChange={(update) => change(update)}
        errors={errors}
      />
      <output className="min-h-5 text-sm text-stone-700 tabular-nums">
        {amount !== null && gross !== null ? T.preview(amount, gross - amount) : null}
      </output>
      <div className="flex flex-wrap justify-end gap-2">
        {initial ? (
          <Button variant="ghost" onPress={() => onApply(null)}>
            {T.remove}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit">{T.apply}</Button>
      </div>
    </form>
  );
}

/** What the line's button says of its discount: 'Remise', '10 %' or '−500 FCFA'. */
function buttonText(discount: LineDiscount | null | undefined): string {
  if (!discount) return T.discount;
  const value =
    discount.type === 'pourcentage'
      ? `${discount.valeur.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`
      : `${(discount.valeur / 100).toLocaleString('fr-FR')} FCFA`;
  return `${T.discount} −${value}`;
}

type LineDiscountControlProps = {
  index: number;
  /** The product's name, in the editor's title. */
  name: string;
  gross: number | null;
  discount: LineDiscount | null | undefined;
  onChange: (discount: LineDiscount | null) => void;
};

/**
 * A line's 'Remise' button and its editor: a sheet from the bottom on a phone, a popover beside
 * the button on a larger screen.
 */
export function LineDiscountControl({ index, name, gross, discount, onChange }: LineDiscountControlProps) {
  const narrow = useIsNarrow();
  const [isOpen, setOpen] = useState(false);
  const title = T.editorTitle(name);
  const editor = (
    <LineDiscountEditor
      gross={gross}
      initial={discount}
      onApply={(next) => {
        onChange(next);
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );
  const button = (press?: () => void): ReactNode => (
    <Button
      variant={discount ? 'primary' : 'secondary'}
      size="sm"
      icon={<Percent aria-hidden="true" className="size-4" />}
      onPress={press}
      isDisabled={gross === null}
      // The visible text first, then which line: 'Remise −10 % (article 2)'.
      aria-label={`${buttonText(discount)} ${T.lineButton(index)}`}
    >
      {buttonText(discount)}
    </Button>
  );
  if (narrow)
    return (
      <>
        {button(() => setOpen(true))}
        <Modal isOpen={isOpen} onOpenChange={setOpen} title={title} size="sm">
          <ModalBody>{isOpen ? editor : null}</ModalBody>
        </Modal>
      </>
    );
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {button()}
      <Popover
        placement="bottom end"
        className="w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white shadow-lg"
      >
        <Dialog className="flex flex-col gap-3 p-4 outline-none">
          <Heading slot="title" className="text-sm font-semibold text-stone-900">
            {title}
          </Heading>
          {editor}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
