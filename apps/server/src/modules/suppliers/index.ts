export { findSupplier } from './suppliers.repository.ts';
export { suppliersRoutes } from './suppliers.routes.ts';
export { deliverySupplier } from './suppliers.service.ts';
