import {
  ARTICLE_TYPE_LABELS,
  type CreditNote,
  formatMoney,
  isMobileMoney,
  productName,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  type RefundMethod,
  type ReturnState,
  type SaleDetail,
} from '@pelote/shared';
import { type FormEvent, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateReturn } from './returns-api';
import {
  checkReturn,
  initialDrafts,
  type RefundDraft,
  type ReturnFormErrors,
  type ReturnLineDraft,
  refundTotal,
  returnable,
} from './sale-return-rules';

export const SALE_RETURN_TEXTS = {
  title: (numero: string) => `Retour — ${numero}`,
  intro: 'Indiquez pour chaque article la quantité rapportée, son état et le motif.',
  lines: 'Articles rapportés',
  sold: (vendu: number, retourne: number) =>
    retourne > 0 ? `Vendu : ${vendu} — déjà retourné : ${retourne}` : `Vendu : ${vendu}`,
  quantity: (name: string) => `Quantité retournée — ${name}`,
  quantityHint: (n: number) => `Au plus ${n}`,
  state: (name: string) => `État — ${name}`,
  motif: (name: string) => `Motif — ${name}`,
  motifPlaceholder: 'ex. mauvaise couleur, fil cassé',
  refund: 'Remboursement',
  reference: 'Référence de la transaction',
  total: 'Montant de l’avoir',
  nothingLeft: 'Tous les articles de cette vente ont déjà été retournés.',
  cancel: 'Annuler',
  submit: 'Valider le retour',
  confirmTitle: 'Confirmer le retour ?',
  confirmText: (montant: number, numero: string, methode: string) =>
    `Un avoir de ${formatMoney(montant)} sera émis pour la facture ${numero} et remboursé : ${methode}. Les articles reviennent en stock ; un avoir ne s’annule pas.`,
  confirm: 'Confirmer le retour',
  pending: 'Enregistrement...',
  keep: 'Revenir au retour',
  failed: 'Erreur lors du retour',
} as const;

const T = SALE_RETURN_TEXTS;

const radioClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm outline-none select-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-offset-1 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white';

type SaleReturnDialogProps = {
  sale: SaleDetail;
  onClose: () => void;
  onReturned: (note: CreditNote) => void;
};

/**
 * 'Retour' of a sale: per line still returnable, how many units come back, 'Revendable' or
 * 'Défectueux', and why; then the refund (cash, mobile money with its reference, or the client's
 * credit balance for a registered client), the amount of the credit note live, and a confirmation.
 * One Idempotency-Key per opening: a retried confirmation never records the return twice.
 */
export function SaleReturnDialog({ sale, onClose, onReturned }: SaleReturnDialogProps) {
  const create = useCreateReturn(sale.id);
  const [key] = useState(newIdempotencyKey);
  const [drafts, setDrafts] = useState<ReturnLineDraft[]>(() => initialDrafts(sale));
  const [refund, setRefund] = useState<RefundDraft>({ methode: 'especes', reference: '' });
  const [errors, setErrors] = useState<ReturnFormErrors>({ lines: {} });
  const [confirming, setConfirming] = useState(false);
  const methods = REFUND_METHODS.filter((methode) => methode !== 'avoir_client' || sale.client !== null);
  const total = refundTotal(sale, drafts);

  const close = () => {
    if (!create.isPending) onClose();
  };

  function update(ligne: number, change: Partial<ReturnLineDraft>) {
    setDrafts((current) => current.map((draft) => (draft.ligne === ligne ? { ...draft, ...change } : draft)));
    setErrors((current) => {
      const { [ligne]: _, ...others } = current.lines;
      return { ...current, lines: others, form: undefined };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.reset();
    const checked = checkReturn(sale, drafts, refund);
    setErrors(checked.errors);
    if (checked.payload) setConfirming(true);
  }

  function confirm() {
    const checked = checkReturn(sale, drafts, refund);
    if (!checked.payload) return;
    create.mutate({ payload: checked.payload, key }, { onSuccess: (note) => onReturned(note) });
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      title={T.title(sale.numero_facture)}
      description={drafts.length > 0 ? T.intro : undefined}
      size="lg"
      isDismissable={!create.isPending}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          {errors.form ? <Alert>{errors.form}</Alert> : null}
          {drafts.length === 0 ? <p className="text-sm text-stone-700">{T.nothingLeft}</p> : null}
          {drafts.length > 0 ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium text-stone-800">{T.lines}</legend>
              {drafts.map((draft) => {
                const line = sale.items.find((item) => item.id === draft.ligne);
                if (!line) return null;
                return (
                  <ReturnLineRow
                    key={draft.ligne}
                    line={line}
                    draft={draft}
                    errors={errors.lines[draft.ligne]}
                    onChange={(change) => update(draft.ligne, change)}
                  />
                );
              })}
            </fieldset>
          ) : null}
          {drafts.length > 0 ? (
            <div className="flex flex-col gap-3">
              <RadioGroup
                value={refund.methode}
                onChange={(value) => {
                  setRefund((current) => ({ ...current, methode: value as RefundMethod }));
                  setErrors((current) => ({ ...current, reference: undefined, form: undefined }));
                }}
                orientation="horizontal"
                className="flex flex-col gap-1.5"
              >
                <Label className="text-sm font-medium text-stone-800">{T.refund}</Label>
                <div className="flex flex-wrap gap-2">
                  {methods.map((methode) => (
                    <Radio key={methode} value={methode} className={radioClass}>
                      {REFUND_METHOD_LABELS[methode]}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
              {isMobileMoney(refund.methode) ? (
                <InputField
                  label={T.reference}
                  autoComplete="off"
                  maxLength={100}
                  value={refund.reference}
                  onChange={(event) => {
                    setRefund((current) => ({ ...current, reference: event.target.value }));
                    setErrors((current) => ({ ...current, reference: undefined }));
                  }}
                  error={errors.reference}
                  required
                  aria-required="true"
                />
              ) : null}
              <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base">
                <span className="font-medium text-stone-800">{T.total}</span>
                <output aria-label={T.total} className="font-semibold text-stone-900 tabular-nums">
                  {formatMoney(total)}
                </output>
              </p>
            </div>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" onPress={close} isDisabled={create.isPending}>
            {T.cancel}
          </Button>
          {drafts.length > 0 ? <Button type="submit">{T.submit}</Button> : null}
        </ModalFooter>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(isOpen) => {
          if (!create.isPending) setConfirming(isOpen);
        }}
        title={T.confirmTitle}
        message={T.confirmText(total, sale.numero_facture, REFUND_METHOD_LABELS[refund.methode])}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
        tone="primary"
        isPending={create.isPending}
        error={create.isError ? `${T.failed}: ${create.error.message}` : null}
        onConfirm={confirm}
      />
    </Modal>
  );
}

type ReturnLineRowProps = {
  line: SaleDetail['items'][number];
  draft: ReturnLineDraft;
  errors: { quantite?: string; motif?: string } | undefined;
  onChange: (change: Partial<ReturnLineDraft>) => void;
};

function ReturnLineRow({ line, draft, errors, onChange }: ReturnLineRowProps) {
  const name = productName(line.article.article_name);
  const max = returnable(line);
  const lot = line.bain === '' ? '' : ` — Bain ${line.bain}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-stone-900">
          {name}
          <span className="font-normal text-stone-500">
            {' '}
            — {ARTICLE_TYPE_LABELS[line.article.article_type]}
            {lot}
          </span>
        </span>
        <span className="text-stone-600">
          {T.sold(line.quantite, line.quantite_retournee)} · {formatMoney(line.prix_unitaire)}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <InputField
          label={T.quantity(name)}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={draft.quantite}
          onChange={(event) => onChange({ quantite: event.target.value })}
          error={errors?.quantite}
          placeholder={T.quantityHint(max)}
        />
        <InputField
          label={T.motif(name)}
          autoComplete="off"
          maxLength={200}
          placeholder={T.motifPlaceholder}
          value={draft.motif}
          onChange={(event) => onChange({ motif: event.target.value })}
          error={errors?.motif}
        />
      </div>
      <RadioGroup
        value={draft.etat}
        onChange={(value) => onChange({ etat: value as ReturnState })}
        orientation="horizontal"
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-medium text-stone-800">{T.state(name)}</Label>
        <div className="flex flex-wrap gap-2">
          {RETURN_STATES.map((etat) => (
            <Radio key={etat} value={etat} className={radioClass}>
              {RETURN_STATE_LABELS[etat]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
