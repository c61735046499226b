export { lateTransfers } from './transfers.repository.ts';
export { transfersRoutes } from './transfers.routes.ts';
export { createTransfer, shipTransfer } from './transfers.service.ts';
