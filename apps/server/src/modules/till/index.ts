export { lateDeposits } from './deposits.repository.ts';
export { findSession, sessionReport } from './till.repository.ts';
export { tillRoutes } from './till.routes.ts';
export {
  addMovement,
  cashRefundSession,
  closeSession,
  openSession,
  refundOnCancel,
  sessionForSale,
} from './till.service.ts';
