export { lateOrders } from './late-orders.ts';
export { purchaseOrderStepsRoutes } from './purchase-order-steps.routes.ts';
export { purchaseOrdersRoutes } from './purchase-orders.routes.ts';
export { createPurchaseOrder } from './purchase-orders.service.ts';
