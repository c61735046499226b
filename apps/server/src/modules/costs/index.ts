export { applyDeliveryCost, costForApi, rowsOf, scaledCost } from './cost.ts';
export { rebuildCostHistory } from './cost-history.ts';
export { costVisibility, withoutCosts } from './cost-visibility.ts';
export { costsRoutes } from './costs.routes.ts';
export { clearMonthRollup, rollUpFinishedDays } from './month-rollup.ts';
export { buildStockSnapshots } from './stock-snapshots.ts';
