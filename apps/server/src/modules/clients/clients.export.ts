import {
  CLIENT_IMPORT_COLUMNS,
  type Client,
  type ClientListQuery,
  type ClientOrdering,
  csvAmount,
  csvDateTime,
} from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvColumn, CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches, mapBatches } from '../../lib/list-export.ts';
import { clientListWhere, toClientDto } from './clients.repository.ts';

/**
 * The clients list (its search and order). Its first columns are the import file's, so an export
 * edited in a spreadsheet imports back; the turnover and the creation date follow, read only.
 */

const nom = { expr: sql`lower(${clients.nom})`, type: 'text' } as const;
const prenom = { expr: sql`lower(${clients.prenom})`, type: 'text' } as const;
const id = { expr: clients.id, type: 'int' } as const;
const ca = { expr: clients.chiffreAffaire, type: 'bigint' } as const;
const created = { expr: clients.createdAt, type: 'timestamptz' } as const;

/** The list's orders, each in one direction (the list sorts ties by name ascending; here they follow). */
const KEYSETS: Record<ClientOrdering, Keyset> = {
  nom: { keys: [nom, prenom, id], direction: 'asc' },
  '-nom': { keys: [nom, prenom, id], direction: 'desc' },
  prenom: { keys: [prenom, nom, id], direction: 'asc' },
  '-prenom': { keys: [prenom, nom, id], direction: 'desc' },
  chiffre_affaire: { keys: [ca, nom, prenom, id], direction: 'asc' },
  '-chiffre_affaire': { keys: [ca, nom, prenom, id], direction: 'desc' },
  date_creation: { keys: [created, id], direction: 'asc' },
  '-date_creation': { keys: [created, id], direction: 'desc' },
};

/** 'yyyy-mm-dd' → 'JJ/MM/AAAA', as a French spreadsheet shows a date. */
const frenchDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

const importable: Record<string, (client: Client) => string | null> = {
  nom: (client) => client.nom,
  prenom: (client) => client.prenom,
  contact: (client) => client.contact,
  sexe: (client) => client.sexe,
  email: (client) => client.email,
  date_naissance: (client) => frenchDay(client.date_naissance),
  adresse: (client) => client.adresse,
  profession: (client) => client.profession,
  nationalite: (client) => client.nationalite,
};

export const CLIENT_CSV_COLUMNS: CsvColumn<Client>[] = [
  ...CLIENT_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    value: (client: Client) => importable[column.field]?.(client) ?? '',
  })),
  { header: 'Chiffre d’affaires (FCFA)', value: (client) => csvAmount(client.chiffre_affaire) },
  { header: 'Date de création', value: (client) => csvDateTime(client.date_creation) },
];

export function clientsCsv(
  primary: DbOrTx,
  query: Pick<ClientListQuery, 'search' | 'ordering'>,
): CsvExport<Client> {
  const db = exportReader(primary);
  const keyset = KEYSETS[query.ordering];
  return {
    name: 'clients',
    columns: CLIENT_CSV_COLUMNS,
    batches: mapBatches(
      listBatches(keyset, clientListWhere(query.search), () =>
        db.select({ client: clients, cursor: keysetCursor(keyset) }).from(clients),
      ),
      (rows) => rows.map((row) => toClientDto(row.client)),
    ),
  };
}
