export { type HoldLine, holdStock, releaseHold } from './holds.ts';
export { changeStock, inLockOrder } from './ledger.ts';
export type { AskedLine, SoldLine } from './lot-allocation.ts';
export { allocateSaleLots, holdKey } from './lot-allocation.ts';
export { assertBainRule, lotsOfLines, unitsOf } from './lots.ts';
export { listToSettle, shortfallsOfSale, toSettleTotals } from './regularisations.repository.ts';
export {
  closeShortfallsOfSale,
  recordShortfalls,
  settleByCount,
  settleShortfalls,
  shortfallKey,
} from './regularisations.ts';
export { countStockLines } from './stock.repository.ts';
export { stockRoutes } from './stock.routes.ts';
