import { type SignedInApp, useSignedInApp } from '../../../test/signed-in-app.test-support.ts';

/** A fresh app with head office signed in, and CSV files sent as a browser sends them. */

export type ImportContext = SignedInApp;

export const useImportContext = useSignedInApp;

/** The text as a French Excel saves it: Windows-1252 (Latin-1 here: the tests' accents are in it). */
export const windows1252 = (text: string) => Buffer.from(text, 'latin1');
export const utf8 = (text: string, bom = false) => Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');

export function postFile(
  context: ImportContext,
  url: string,
  bytes: Buffer,
  options: { headers?: Record<string, string>; key?: string; field?: string } = {},
) {
  const boundary = '----pelote-import-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'fichier'}"; filename="import.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  return context.t.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.headers ?? context.direction),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
