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

/** One figure of a row of cards (inside a `<dl>`): the stock totals, a client's purchases, the day's figures. */
export function FigureCard({
  icon: Icon,
  label,
  value,
  tone = 'rose',
  valueClassName = 'text-xl font-semibold whitespace-nowrap text-stone-900 tabular-nums',
}: FigureCardProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tones[tone]}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-stone-500">{label}</dt>
        <dd className={valueClassName}>{value}</dd>
      </div>
    </div>
  );
}
