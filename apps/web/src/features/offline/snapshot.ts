import {
  type BestPrice,
  bestUnitPrice,
  lotsInDrawOrder,
  type PricedArticle,
  type ShopOfflineSnapshot,
  type StoreProduct,
} from '@pelote/shared';
import { type ApiResult, parseResult, type Requester } from '@/lib/http-request';
import { type OfflineDb, type OutboxEntry, offlineDb, type SnapshotRow } from './offline-db';
import { pendingUnits } from './outbox';
import { type OfflineSnapshot, offlineSnapshotPath, offlineSnapshotSchema } from './snapshot-schema';

/**
 * The device's copy of the selected shop, refreshed whenever the server answers (at start, when
 * the network returns, after each sale sent and every few minutes). A failed refresh keeps the
 * last copy: it is what offline sales are made from.
 */

export type SnapshotFetcher = (shopId: number) => Promise<ApiResult<OfflineSnapshot>>;

/** Asks for the shop's copy with `request` (the page's API client, or the upkeep worker's). */
export const snapshotFetcher =
  (request: Requester): SnapshotFetcher =>
  async (shopId) =>
    parseResult(await request(offlineSnapshotPath(shopId)), offlineSnapshotSchema);

/** Asks the server for the shop's copy and stores it; the answer says whether the server answered. */
export async function refreshSnapshot(
  db: OfflineDb,
  shopId: number,
  fetcher: SnapshotFetcher,
  now: Date = new Date(),
): Promise<ApiResult<OfflineSnapshot>> {
  const result = await fetcher(shopId);
  if (result.success)
    await db.snapshot.put({ shop: shopId, data: result.data, stampedAt: now.toISOString() });
  return result;
}

export function readSnapshot(db: OfflineDb, shopId: number): Promise<SnapshotRow | undefined> {
  return db.snapshot.get(shopId);
}

/**
 * The shops' copies kept on this device for the signed-in user (the shop's own when given), read
 * only without a network (a scanned code); [] when there are none.
 */
export async function deviceSnapshots(
  userId: number,
  shopId?: number | null,
): Promise<ShopOfflineSnapshot[]> {
  if (typeof indexedDB === 'undefined') return [];
  try {
    const table = offlineDb(userId).snapshot;
    const rows = shopId ? [await table.get(shopId)] : await table.toArray();
    return rows.flatMap((row) => (row ? [row.data] : []));
  } catch {
    return [];
  }
}

/**
 * The shop's products as the sale form reads them, from the copy, less what the outbox's sales of
 * that shop took (the server has not counted them yet). A lot emptied by them disappears, as
 * online; a product whose stock is gone stays listed with 0 (it cannot be added).
 */
export function offlineStoreProducts(row: SnapshotRow, outbox: readonly OutboxEntry[]): StoreProduct[] {
  const taken = pendingUnits(outbox, row.shop);
  return row.data.articles.map((article) => {
    let rest = taken.get(`${article.id}|`) ?? 0;
    const bains = lotsInDrawOrder(
      lotsInDrawOrder(article.bains)
        .map((lot) => {
          const own = lot.bain === '' ? 0 : (taken.get(`${article.id}|${lot.bain}`) ?? 0);
          return { bain: lot.bain, quantite: lot.quantite - own };
        })
        // A line sold without a lot draws on the lots in draw order, as the server does.
        .map((lot) => {
          const drawn = Math.min(rest, Math.max(0, lot.quantite));
          rest -= drawn;
          return { bain: lot.bain, quantite: lot.quantite - drawn };
        }),
    ).filter((lot) => lot.quantite > 0);
    let sold = 0;
    for (const [key, units] of taken) if (key.startsWith(`${article.id}|`)) sold += units;
    return {
      id: article.id,
      nom: article.nom,
      type: article.type,
      prix: article.prix_unitaire,
      quantite_stock: Math.max(0, article.quantite - sold),
      bains,
      couleur: article.couleur ?? '',
      code_barre: article.code_barre ?? '',
    };
  });
}

/** 'HH:MM' of the copy, on the device's clock, for 'Stock à HH:MM'. */
export function snapshotTime(row: SnapshotRow): string {
  return new Date(row.stampedAt).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
}

/**
 * The lowest applicable unit price of `quantity` units of the article for that client at `at`
 * (the device's time), from the copy's price lists and the client's own: the server's rule. A copy
 * kept before price lists has none: the catalogue price.
 */
export function offlineUnitPrice(
  data: OfflineSnapshot,
  request: { article: PricedArticle; quantity: number; clientId: number | null; at: Date },
): BestPrice {
  const client =
    request.clientId === null ? undefined : data.clients.find((item) => item.id === request.clientId);
  return bestUnitPrice({
    article: request.article,
    quantity: request.quantity,
    at: request.at,
    shopId: data.magasin.id,
    clientPriceListId: client?.tarif ?? null,
    lists: data.tarifs ?? [],
  });
}
