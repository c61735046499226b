export { expireLayaways } from './layaway-endings.ts';
export { layawaysRoutes } from './layaways.routes.ts';
