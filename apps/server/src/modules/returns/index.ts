export { returnsRoutes } from './returns.routes.ts';
export { createReturn } from './returns.service.ts';
