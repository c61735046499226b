/** A total of the statistics: its label, the figure as shown, and its colour (default: stone). */
export type StatsFigure = { label: string; value: string; tone?: string };

/**
 * The totals above a statistic's blocks: one card each, label over figure. `columns` lays the cards
 * out from `sm` up ('sm:grid-cols-3'); on a phone they stack.
 */
export function StatsFigures({
  label,
  figures,
  columns,
}: {
  label: string;
  figures: StatsFigure[];
  columns: string;
}) {
  return (
    <dl aria-label={label} className={`grid grid-cols-1 gap-3 ${columns}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium text-stone-500">{figure.label}</dt>
          <dd className={`text-xl font-semibold break-words tabular-nums ${figure.tone ?? 'text-stone-900'}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
