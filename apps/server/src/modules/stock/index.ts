export { changeStock, inLockOrder } from './ledger.ts';
export { assertBainRule, lotsOfLines } from './lots.ts';
export { stockRoutes } from './stock.routes.ts';
