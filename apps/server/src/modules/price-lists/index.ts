export { priceListsRoutes } from './price-lists.routes.ts';
export { holdClientPriceList } from './price-lists.service.ts';
export type { UnitPrice, UnitPricesRequest } from './unit-prices.ts';
export { applicablePriceLists, unitPricesFor } from './unit-prices.ts';
