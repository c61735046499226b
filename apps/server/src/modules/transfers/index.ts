export { inTransitTo, inTransitTotals, lateTransfers } from './transfers.repository.ts';
export { transfersRoutes } from './transfers.routes.ts';
