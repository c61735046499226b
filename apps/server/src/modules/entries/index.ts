export { lastDeliveryPrices } from './entries.repository.ts';
export { entriesRoutes } from './entries.routes.ts';
export { type DeliveryToWrite, writeDelivery } from './entries.service.ts';
