import { createHash } from 'node:crypto';
import {
  type CsvEncoding,
  type CsvSeparator,
  csvHeaderKey,
  decodeCsvBytes,
  detectCsvSeparator,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportColumn,
} from '@pelote/shared';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../lib/errors.ts';
import { uploadedFile } from '../../lib/uploads.ts';

/**
 * An uploaded CSV file, read the way a spreadsheet user expects: its encoding and separator
 * detected, blank lines left aside, each line numbered as the spreadsheet numbers its rows (the
 * header is row 1), each column recognised by its French header whatever its accents or case.
 */

export type ImportLine = { ligne: number; cells: Record<string, string> };

export type ImportFile = {
  encodage: CsvEncoding;
  separateur: CsvSeparator;
  lines: ImportLine[];
  colonnesIgnorees: string[];
  /** The file's fingerprint: an Idempotency-Key reused with another file is refused. */
  sha256: string;
};

const tooLarge = () => new AppError('too_large', IMPORT_MESSAGES.tooLarge);

/** The bytes of the multipart field `fichier`: 400 without it, 413 past 5 MB. */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  const messages = { noFile: IMPORT_MESSAGES.noFile, tooLarge: IMPORT_MESSAGES.tooLarge };
  return (await uploadedFile(request, IMPORT_FILE_FIELD, messages)).bytes;
}

/** Reads the file against the columns of its kind: 400 when it is empty or lacks a required column. */
export function readImportFile(bytes: Buffer, columns: readonly ImportColumn[]): ImportFile {
  if (bytes.length > IMPORT_MAX_BYTES) throw tooLarge();
  if (bytes.includes(0)) throw badRequest(IMPORT_MESSAGES.notText);
  const { text, encoding } = decodeCsvBytes(bytes);
  const separator = detectCsvSeparator(text);
  const parsed = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false });
  const [header = [], ...records] = parsed.data;

  const byKey = new Map<string, ImportColumn>();
  for (const column of columns) {
    byKey.set(csvHeaderKey(column.header), column);
    byKey.set(csvHeaderKey(column.field), column);
  }
  const fieldAt: (string | null)[] = header.map((name) => byKey.get(csvHeaderKey(name))?.field ?? null);
  const ignored = header.filter((name, i) => fieldAt[i] === null && name.trim() !== '');
  const missing = columns.filter((column) => column.required && !fieldAt.includes(column.field));
  if (missing.length > 0) {
    throw badRequest(IMPORT_MESSAGES.missingColumns(missing.map((column) => column.header)));
  }

  const lines: ImportLine[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Record<string, string> = {};
    fieldAt.forEach((field, i) => {
      if (field !== null) cells[field] = record[i] ?? '';
    });
    lines.push({ ligne: index + 2, cells });
  });
  if (lines.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return {
    encodage: encoding,
    separateur: separator,
    lines,
    colonnesIgnorees: ignored,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
