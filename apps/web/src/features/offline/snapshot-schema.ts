import { OFFLINE_PATHS, type ShopOfflineSnapshot, shopOfflineSnapshotSchema } from '@pelote/shared';

/**
 * GET /Magasins/{id}/hors-ligne (the shared schema): what a phone keeps of its shop to sell
 * offline — the shop and its code (for the provisional ticket numbers), its active articles with
 * their stock per lot, every client with their balances, and the open till. Money in hundredths.
 */
export const offlineSnapshotSchema = shopOfflineSnapshotSchema;
export type OfflineSnapshot = ShopOfflineSnapshot;

export const offlineSnapshotPath = OFFLINE_PATHS.snapshot;
