import { type JournalEntry, journalEntrySchema, journalPageSchema, PAGE_SIZE } from '@pelote/shared';
import { checked, fakeResponse } from './utils';

/** A journal row as GET /Journal/ answers it, checked against the shared schema: a price change. */
export function journalRow(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return checked(journalEntrySchema, {
    id: 1,
    date: '2026-03-02T14:05:00.000Z',
    date_appareil: null,
    utilisateur: { id: 1, username: 'admin', nom: null },
    role: 'direction',
    magasin: null,
    action: 'modification',
    entite: 'article',
    entite_id: '12',
    entite_libelle: 'Laine Mérinos',
    changements: { prix_unitaire: { avant: 250_000, apres: 300_000 } },
    idempotency_key: null,
    source: 'web',
    adresse: '127.0.0.1',
    ...overrides,
  });
}

/** One page of GET /Journal/ (5 per page), `count` rows in all. */
export function journalResponse(results: JournalEntry[], count = results.length, page = 1): Response {
  return fakeResponse(journalPageSchema, {
    count,
    page,
    page_size: PAGE_SIZE,
    total_pages: Math.ceil(count / PAGE_SIZE),
    results,
  });
}
