export { offlineRoutes } from './offline.routes.ts';
export { offlineSaleOf, receivedAfterClose } from './offline-sale.ts';
