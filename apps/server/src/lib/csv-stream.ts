import { Readable } from 'node:stream';
import { CSV_BOM, CSV_DELIMITER, CSV_NEWLINE, csvFileName, defuseCsvCell } from '@pelote/shared';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import * as z from 'zod';

/**
 * A list as a CSV download (the rules are in `@pelote/shared` `csv.ts`): each list declares its
 * columns once, and hands its rows over batch after batch, so the whole list goes out while the
 * server holds one batch at a time.
 */

/** A route answering only a CSV file (an import's template): the API's description shows it as text/csv. */
export const csvFileSchema = z.any().describe('text/csv');

export type CsvValue = string | number | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

export type CsvExport<Row> = {
  /** The file's name before its date: 'ventes' gives 'ventes-2026-11-23.csv'. */
  name: string;
  /** The whole file name, when the date of the export is not the one to show (a period's table). */
  fileName?: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows in the list's order, one batch after another. */
  batches: AsyncIterable<Row[]>;
};

/** One CSV record per row, every cell defused, quoted by papaparse where it needs it. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map((cell) => defuseCsvCell(cell ?? '')));
  return Papa.unparse(cells, { delimiter: CSV_DELIMITER, newline: CSV_NEWLINE, quotes: false }) + CSV_NEWLINE;
}

async function* csvChunks<Row>(list: CsvExport<Row>): AsyncGenerator<string> {
  yield CSV_BOM + csvLines([list.columns.map((column) => column.header)]);
  for await (const batch of list.batches) {
    yield csvLines(batch.map((row) => list.columns.map((column) => column.value(row))));
  }
}

/** The list as a stream of CSV text: byte order mark, header row, then the rows. */
export function csvStream<Row>(list: CsvExport<Row>): Readable {
  return Readable.from(csvChunks(list));
}

/** Answers the list as a CSV attachment, streamed. */
export function sendCsv<Row>(reply: FastifyReply, list: CsvExport<Row>): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${list.fileName ?? csvFileName(list.name)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csvStream(list));
}
