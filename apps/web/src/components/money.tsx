import { formatMoney } from '@pelote/shared';

/** An amount in hundredths shown as '1 500,00 FCFA', never wrapped, digits aligned. */
export function Money({ value }: { value: number | null | undefined }) {
  return <span className="whitespace-nowrap tabular-nums">{formatMoney(value)}</span>;
}
