import { DEPOSIT_DESTINATION_LABELS, type DepositsInTransit, formatMoney } from '@pelote/shared';
import { Building2, Landmark } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';

export const IN_TRANSIT_TEXTS = {
  title: 'Espèces en transit',
  bank: `Attendues à la ${DEPOSIT_DESTINATION_LABELS.depot_banque.toLowerCase()}`,
  office: `Attendues au ${DEPOSIT_DESTINATION_LABELS.depot_siege.toLowerCase()}`,
} as const;

const T = IN_TRANSIT_TEXTS;

/** The cash deposited and not yet confirmed: expected at the bank, expected at head office. */
export function DepositsInTransitFigures({ totals }: { totals: DepositsInTransit | undefined }) {
  const value = (amount: number | undefined) => (amount === undefined ? '…' : formatMoney(amount));
  return (
    <section aria-label={T.title}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FigureCard icon={Landmark} label={T.bank} value={value(totals?.depot_banque)} tone="sky" />
        <FigureCard icon={Building2} label={T.office} value={value(totals?.depot_siege)} tone="amber" />
      </dl>
    </section>
  );
}
