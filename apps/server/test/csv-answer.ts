import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { expect } from 'vitest';

/** Reading a CSV answer as a spreadsheet would: checks the file's rules, answers its rows. */

const BOM = [0xef, 0xbb, 0xbf];

export function readCsvAnswer(response: LightMyRequestResponse, name: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  expect(text.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(0, -2), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...rows] = parsed.data;
  return { header, rows, text };
}
