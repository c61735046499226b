export { receiptsRoutes } from './receipts.routes.ts';
