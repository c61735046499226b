import { DASHBOARD_PATHS, type StatsExportTable } from '@pelote/shared';
import type { ReactNode } from 'react';
import { CardTable } from '@/components/card-table';
import type { DataTableColumn } from '@/components/data-table-parts';
import { ExportCsvButton } from '@/components/export-csv-button';
import { useIsNarrow } from '@/lib/media-query';

export const BLOCK_TEXTS = {
  chart: (title: string) => `Graphique : ${title}`,
} as const;

export type StatsColumn<Row> = {
  header: string;
  /** What the table shows ('1 500,00 FCFA'). */
  cell: (row: Row) => string;
  numeric?: boolean;
};

type StatsBlockProps<Row> = {
  id: string;
  title: string;
  rows: Row[];
  columns: StatsColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table of the statistics it shows, which the server writes as CSV (none: no CSV button). */
  table?: StatsExportTable;
  /** The file name before the period: 'ventes-par-jour'. */
  fileBase?: string;
  /** The statistics' query: the period shown and the shop (none: every shop in scope). */
  query?: { date_debut: string; date_fin: string; magasin?: number | undefined };
  chart: ReactNode;
};

/** The statistics' columns as a data table's, for the cards of a phone (the first is the title). */
const asCardColumns = <Row,>(columns: StatsColumn<Row>[]): DataTableColumn<Row>[] =>
  columns.map((column) => ({
    id: column.header,
    header: column.header,
    cell: column.cell,
    align: column.numeric ? 'end' : 'start',
  }));

/**
 * One figure of the statistics: its chart, the same figures in a table (cards on a phone), and
 * 'Exporter (CSV)', the table as the server writes every CSV file (`?format=csv&tableau=…` over
 * the same period and shop).
 */
export function StatsBlock<Row>({
  id,
  title,
  rows,
  columns,
  rowKey,
  table,
  fileBase,
  query,
  chart,
}: StatsBlockProps<Row>) {
  const isNarrow = useIsNarrow();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-stone-900">
          {title}
        </h3>
        {table && fileBase && query ? (
          <ExportCsvButton
            path={DASHBOARD_PATHS.salesStats}
            params={{ ...query, tableau: table }}
            name={fileBase}
            fileName={`${fileBase}_${query.date_debut}_${query.date_fin}.csv`}
            size="sm"
          />
        ) : null}
      </header>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <div role="img" aria-label={BLOCK_TEXTS.chart(title)} className="h-64 min-w-0">
          {chart}
        </div>
        {/* The table scrolls inside its box: the box takes the focus (its table names it), so that a keyboard scrolls it too. */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard.
          tabIndex={0}
          className="max-h-72 min-w-0 overflow-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:outline-none"
        >
          {isNarrow ? (
            <CardTable aria-label={title} columns={asCardColumns(columns)} items={rows} getId={rowKey} />
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={`px-3 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={`px-3 py-2 text-stone-800 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
