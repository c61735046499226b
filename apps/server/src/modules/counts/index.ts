export { countsRoutes } from './counts.routes.ts';
