import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { buildCsv, type CsvCell, csvFileName, downloadCsv } from './stats-csv';

export const BLOCK_TEXTS = {
  download: 'Télécharger CSV',
  chart: (title: string) => `Graphique : ${title}`,
} as const;

export type StatsColumn<Row> = {
  header: string;
  /** The CSV's header when it differs (the unit of an amount: "Chiffre d'affaires (FCFA)"). */
  csvHeader?: string;
  /** What the table shows ('1 500,00 FCFA'). */
  cell: (row: Row) => string;
  /** What the CSV holds ('1500,00'). */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
};

type StatsBlockProps<Row> = {
  id: string;
  title: string;
  rows: Row[];
  columns: StatsColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The file name before the period: 'ventes-par-jour'. */
  fileBase: string;
  period: { debut: string; fin: string };
  chart: ReactNode;
};

/** One figure of the statistics: its chart, the same figures in a table, and their CSV download. */
export function StatsBlock<Row>({
  id,
  title,
  rows,
  columns,
  rowKey,
  fileBase,
  period,
  chart,
}: StatsBlockProps<Row>) {
  function download() {
    const content = buildCsv(
      columns.map((column) => column.csvHeader ?? column.header),
      rows.map((row) => columns.map((column) => column.csv(row))),
    );
    downloadCsv(csvFileName(fileBase, period.debut, period.fin), content);
  }
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-stone-900">
          {title}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden="true" className="size-4" />}
          onPress={download}
        >
          {BLOCK_TEXTS.download}
        </Button>
      </header>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <div role="img" aria-label={BLOCK_TEXTS.chart(title)} className="h-64 min-w-0">
          {chart}
        </div>
        <div className="max-h-72 min-w-0 overflow-auto rounded-lg border border-stone-200">
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
        </div>
      </div>
    </section>
  );
}
