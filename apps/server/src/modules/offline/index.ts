export { offlineRoutes } from './offline.routes.ts';
export { offlineSaleOf, receivedAfterClose } from './offline-sale.ts';
export { shortfallsOfSale, toSettleTotals } from './regularisations.repository.ts';
export {
  closeShortfallsOfSale,
  recordShortfalls,
  settleByCount,
  settleShortfalls,
  shortfallKey,
} from './regularisations.ts';
