import { type CreditNote, formatDateTime, REFUND_METHOD_LABELS, type SaleDetail } from '@pelote/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { CreditNoteDialog } from './credit-note-dialog';
import { SaleReturnDialog } from './sale-return-dialog';
import { returnable } from './sale-return-rules';

export const SALE_RETURNS_TEXTS = {
  returnSale: 'Retour',
  title: 'Retours et avoirs',
  open: (numero: string) => `Voir l’avoir ${numero}`,
  returned: (n: number) => (n > 1 ? `${n} articles retournés` : '1 article retourné'),
} as const;

const T = SALE_RETURNS_TEXTS;

/** A sale still has units to take back (and is not cancelled). */
export const canReturn = (sale: SaleDetail) =>
  sale.statut === 'validee' && sale.items.some((line) => returnable(line) > 0);

/**
 * 'Retour' in a sale's detail: the return form, then the credit note it issued (shown, printable,
 * as a PDF). Holds its own dialogs, so the detail only places the button.
 */
export function SaleReturnButton({ sale }: { sale: SaleDetail }) {
  const [step, setStep] = useState<{ kind: 'form' } | { kind: 'note'; note: CreditNote } | null>(null);
  if (!canReturn(sale) && step === null) return null;
  return (
    <>
      {canReturn(sale) ? (
        <Button
          variant="secondary"
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          onPress={() => setStep({ kind: 'form' })}
        >
          {T.returnSale}
        </Button>
      ) : null}
      {step?.kind === 'form' ? (
        <SaleReturnDialog
          sale={sale}
          onClose={() => setStep(null)}
          onReturned={(note) => setStep({ kind: 'note', note })}
        />
      ) : null}
      {step?.kind === 'note' ? (
        <CreditNoteDialog noteId={step.note.id} initial={step.note} isNew onClose={() => setStep(null)} />
      ) : null}
    </>
  );
}

/** The sale's credit notes in its detail, each opening the credit note; nothing when none. */
export function SaleCreditNotes({ sale }: { sale: SaleDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  if (sale.retours.length === 0) return null;
  const units = sale.items.reduce((sum, line) => sum + line.quantite_retournee, 0);
  return (
    <section
      aria-label={T.title}
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm"
    >
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-amber-900">{T.title}</span>
        <span className="text-amber-900">{T.returned(units)}</span>
      </p>
      <ul className="flex flex-col divide-y divide-amber-200">
        {sale.retours.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
            <Button variant="ghost" onPress={() => setOpen(note.id)} aria-label={T.open(note.numero_avoir)}>
              {note.numero_avoir}
            </Button>
            <span className="text-stone-700">{formatDateTime(note.date)}</span>
            <span className="text-stone-700">{REFUND_METHOD_LABELS[note.methode_remboursement]}</span>
            <Money value={note.montant} />
          </li>
        ))}
      </ul>
      {open !== null ? <CreditNoteDialog noteId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
