export { offlineRoutes } from './offline.routes.ts';
export type { OfflineSale } from './offline-sale.ts';
export { offlineSaleOf, receivedAfterClose } from './offline-sale.ts';
