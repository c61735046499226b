import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'grey' | 'red' | 'amber' | 'purple' | 'orange' | 'pink' | 'indigo';

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/20',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  pink: 'bg-pink-50 text-pink-800 ring-pink-600/20',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
};

/** A short status or category label ('Actif', 'Vente libre', a product type). */
export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
