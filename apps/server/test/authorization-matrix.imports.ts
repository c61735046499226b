import { IMPORT_PATHS } from '@pelote/shared';
import { type MatrixRow, permitted } from './authorization-matrix.types.ts';

/** The CSV imports and their templates: head office only. Part of AUTHORIZATION_MATRIX. */

const file = (text: string) => ({
  field: 'fichier',
  filename: 'import.csv',
  contentType: 'text/csv',
  bytes: Buffer.from(`\uFEFF${text}`, 'utf8'),
});

export const IMPORT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${IMPORT_PATHS.articles}`,
    expect: permitted('import:csv', 200),
    request: () => ({
      query: { type: 'kit', dry_run: 'true' },
      file: file('Nom;Prix unitaire;Contenance\r\nKit bonnet;12000,00;2 pelotes\r\n'),
    }),
  },
  {
    method: 'POST',
    path: `/api${IMPORT_PATHS.clients}`,
    expect: permitted('import:csv', 200),
    request: () => ({
      query: { dry_run: 'true' },
      file: file('Nom;Prénom;Contact\r\nKoné;Aïcha;07 01 02 03 04\r\n'),
    }),
  },
  {
    method: 'GET',
    path: `/api${IMPORT_PATHS.articlesTemplate}`,
    expect: permitted('import:csv', 200),
    request: () => ({ query: { type: 'laine' } }),
  },
  { method: 'GET', path: `/api${IMPORT_PATHS.clientsTemplate}`, expect: permitted('import:csv', 200) },
];
