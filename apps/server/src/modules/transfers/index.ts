export { lateTransfers } from './transfers.repository.ts';
export { transfersRoutes } from './transfers.routes.ts';
