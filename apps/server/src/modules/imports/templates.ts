import type { ImportColumn } from '@pelote/shared';
import type { CsvExport } from '../../lib/csv-stream.ts';

/** A French template to fill in: the header row and one example line, in the export's rules. */
export function templateCsv(name: string, columns: readonly ImportColumn[]): CsvExport<ImportColumn[]> {
  return {
    name,
    columns: columns.map((column, i) => ({ header: column.header, value: (row) => row[i]?.example })),
    batches: (async function* () {
      yield [[...columns]];
    })(),
  };
}
