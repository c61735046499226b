import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testSnapshot, testSnapshotData } from '@/features/offline/offline.test-support';
import { offlineDb } from '@/features/offline/offline-db';
import { deviceSnapshots } from '@/features/offline/snapshot';
import { errorResponse } from '@/test/utils';
import { findInSnapshot, lookupBarcode } from './barcode-api';
import { setDeviceSnapshotReader } from './device-snapshots';

// As the app layer wires it: the offline feature reads the copies kept on the device.
beforeAll(() => setDeviceSnapshotReader(deviceSnapshots));

describe('lookupBarcode without a network', () => {
  it('answers from the shop’s copy kept on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await offlineDb(41).snapshot.put(testSnapshot());
    expect(await lookupBarcode('2000000000121', 3, { userId: 41 })).toEqual({
      found: true,
      article: {
        id: 12,
        nom: 'Laine mérinos',
        type: 'laine',
        prix_unitaire: 1500,
        code_barre: '2000000000121',
        quantite: 14,
        bains: [
          { bain: 'B1', quantite: 4 },
          { bain: 'B2', quantite: 10 },
        ],
      },
    });
    // A code the copy does not hold is unknown there.
    expect(await lookupBarcode('3017620422003', 3, { userId: 41 })).toEqual({
      found: false,
      code: '3017620422003',
    });
  });

  it('looks in every shop kept on the device when no shop is given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await offlineDb(44).snapshot.put(testSnapshot());
    expect(await lookupBarcode('2000000000121', null, { userId: 44 })).toMatchObject({
      found: true,
      article: { id: 12, nom: 'Laine mérinos' },
    });
  });

  it('fails as before when the device holds no copy of the shop', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(lookupBarcode('2000000000121', 9, { userId: 42 })).rejects.toThrow(
      /Impossible de contacter/,
    );
  });

  it('asks the server first: its 404 is the answer, whatever the device holds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(404, { detail: 'Produit non trouvé' })),
    );
    await offlineDb(43).snapshot.put(testSnapshot());
    expect(await lookupBarcode('2000000000121', 3, { userId: 43 })).toEqual({
      found: false,
      code: '2000000000121',
    });
  });
});

describe('findInSnapshot', () => {
  it('finds a UPC-A under its EAN-13 form and back', () => {
    const data = testSnapshotData();
    const [first] = data.articles;
    if (!first) throw new Error('fixture');
    first.code_barre = '0036000291452';
    expect(findInSnapshot(data, '036000291452')?.id).toBe(12);
    first.code_barre = '036000291452';
    expect(findInSnapshot(data, '0036000291452')?.id).toBe(12);
    expect(findInSnapshot(data, '3017620422003')).toBeNull();
  });
});
