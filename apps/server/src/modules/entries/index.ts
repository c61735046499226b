export { entriesRoutes } from './entries.routes.ts';
