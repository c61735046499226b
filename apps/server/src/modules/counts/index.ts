export { countsRoutes } from './counts.routes.ts';
export { countStock, openCount, validateCount } from './counts.service.ts';
