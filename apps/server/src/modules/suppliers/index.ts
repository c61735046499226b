export { suppliersRoutes } from './suppliers.routes.ts';
export { deliverySupplier } from './suppliers.service.ts';
