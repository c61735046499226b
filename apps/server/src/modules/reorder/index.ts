export { reorderRoutes } from './reorder.routes.ts';
export { reorderLines } from './reorder.ts';
