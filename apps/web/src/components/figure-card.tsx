import type { LucideIcon } from 'lucide-react';

const tones = {
  rose: 'bg-rose-50 text-rose-700',
  red: 'bg-red-50 text-red-700',
  amber: 'bg-amber-50 text-amber-800',
  sky: 'bg-sky-50 text-sky-700',
  emerald: 'bg-emerald-50 text-emerald-700',
} as const;

type FigureCardProps = {
  icon: LucideIcon;
  label: string;
  value: string | number;
  tone?: keyof typeof tones;
  /** The value's classes: large and on one line unless told. */
  valueClassName?: string;
};

/**
 * One figure of a row of cards (inside a `<dl>`): the stock totals, a client's purchases, the
 * day's figures. The card holds nothing but its term and its value, as a `<dl>`'s group must (the
 * icon is drawn inside the term, at the card's left).
 */
export function FigureCard({
  icon: Icon,
  label,
  value,
  tone = 'rose',
  valueClassName = 'text-xl font-semibold whitespace-nowrap text-stone-900 tabular-nums',
}: FigureCardProps) {
  return (
    <div className="relative flex min-h-18 min-w-0 flex-col justify-center rounded-2xl border border-stone-200 bg-white py-4 pr-4 pl-17 shadow-sm">
      <dt className="text-xs font-medium text-stone-500">
        <span
          aria-hidden="true"
          className={`absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full ${tones[tone]}`}
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
