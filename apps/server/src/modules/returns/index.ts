export { returnsRoutes } from './returns.routes.ts';
