import type { SaleCreateInput } from '@pelote/shared';
import { afterEach, beforeEach } from 'vitest';
import { OfflineDb, type OfflineSaleSummary, type SnapshotRow } from './offline-db';
import type { OfflineSnapshot } from './snapshot-schema';

/** A shop's copy as the server gives it: one wool in two lots, one accessory, two clients. */
export function testSnapshotData(): OfflineSnapshot {
  return {
    genere_le: '2026-11-24T10:00:00.000Z',
    magasin: { id: 3, nom: 'Cocody', quartier: 'Riviera', code: 'M03' },
    articles: [
      {
        id: 12,
        nom: 'Laine mérinos',
        type: 'laine',
        prix_unitaire: 1500,
        code_barre: '2000000000121',
        couleur: 'Rouge',
        quantite: 14,
        bains: [
          { bain: 'B1', quantite: 4 },
          { bain: 'B2', quantite: 10 },
        ],
      },
      {
        id: 20,
        nom: 'Crochet 4 mm',
        type: 'accessoire',
        prix_unitaire: 500,
        code_barre: null,
        couleur: null,
        quantite: 1,
        bains: [{ bain: '', quantite: 1 }],
      },
    ],
    clients: [
      {
        id: 5,
        nom: 'Kouassi',
        prenom: 'Awa',
        contact: '0700000000',
        solde_du: 3000,
        solde_avoir: 0,
        plafond_credit: 10_000,
        disponible: 7000,
      },
      {
        id: 6,
        nom: 'Traoré',
        prenom: 'Moussa',
        contact: '0500000000',
        solde_du: 0,
        solde_avoir: 0,
        plafond_credit: 0,
        disponible: 0,
      },
    ],
    caisse: { session_id: 44, ouverte_at: '2026-11-24T08:00:00.000Z' },
  };
}

export function testSnapshot(): SnapshotRow {
  return { shop: 3, data: testSnapshotData(), stampedAt: '2026-11-24T10:00:00.000Z' };
}

/**
 * A device database of each test's own (`prefix`-n), deleted after it: read it through the
 * returned function, inside the test.
 */
export function eachTestDb(prefix: string): () => OfflineDb {
  let db: OfflineDb | null = null;
  let n = 0;
  beforeEach(() => {
    n += 1;
    db = new OfflineDb(`${prefix}-${n}`);
  });
  afterEach(async () => {
    await db?.delete();
  });
  return () => {
    if (!db) throw new Error('eachTestDb: read inside a test');
    return db;
  };
}

/** A vente libre of one ball of the test wool, in shop 3, as the outbox keeps it. */
export const testSalePayload: SaleCreateInput = {
  client: null,
  magasin: 3,
  articles: [{ article: 12, quantite: 1 }],
};

export const testSaleSummary: OfflineSaleSummary = {
  shop: { id: 3, nom: 'Cocody', code: 'M03' },
  clientLabel: 'Vente libre',
  lines: [],
  payments: [],
  total: 1500,
};
