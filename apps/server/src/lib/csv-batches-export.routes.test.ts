import { describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../test/csv-answer.ts';
import { createTestApp } from '../../test/helper.ts';
import { clients } from '../db/schema/clients.ts';
import { EXPORT_BATCH_SIZE } from './keyset.ts';

/**
 * An export longer than one batch: every row once, in the list's order, across the batches' seams,
 * even where the order's keys tie (one name for many clients, one creation instant for all).
 */

const N = 1205;
const contact = (i: number) =>
  `07 ${String(i)
    .padStart(8, '0')
    .replace(/(\d{2})(?=\d)/g, '$1 ')}`;

describe('an export past one batch', () => {
  it(`${N} clients: each once, in order, by name and by creation date`, async () => {
    expect(N).toBeGreaterThan(EXPORT_BATCH_SIZE);
    const t = await createTestApp();
    try {
      const headers = (await t.signedIn('direction')).headers;
      // One insert: every row has the same created_at, and names repeat in groups of 10.
      await t.db.insert(clients).values(
        Array.from({ length: N }, (_, i) => ({
          nom: `Koné ${String(Math.floor(i / 10)).padStart(3, '0')}`,
          prenom: i % 2 ? 'Aya' : 'Éloïse',
          contact: contact(i),
        })),
      );
      const exported = async (ordering: string) =>
        readCsvAnswer(
          await t.inject({
            method: 'GET',
            url: '/api/Clients/clients-particuliers/list',
            query: { format: 'csv', ordering },
            headers,
          }),
          'clients',
        ).rows;

      const byName = await exported('nom');
      expect(byName).toHaveLength(N);
      expect(new Set(byName.map((row) => row[2])).size).toBe(N);
      const keys = byName.map((row) => `${row[0]?.toLowerCase()}|${row[1]?.toLowerCase()}`);
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const newest = await exported('-date_creation');
      expect(newest).toHaveLength(N);
      // Equal instants: the id decides, newest (highest) first.
      expect(newest.map((row) => row[2])).toEqual(Array.from({ length: N }, (_, i) => contact(N - 1 - i)));
      const found = await t.inject({
        method: 'GET',
        url: '/api/Clients/clients-particuliers/list',
        query: { format: 'csv', search: 'Koné 11' },
        headers,
      });
      // The search across the batches: 'Koné 110' … 'Koné 119', 10 clients each ('Koné 011' does not match).
      expect(readCsvAnswer(found, 'clients').rows).toHaveLength(100);
    } finally {
      await t.close();
    }
  });
});
