export { tillRoutes } from './till.routes.ts';
export { cashRefundSession, refundOnCancel, sessionForSale } from './till.service.ts';
