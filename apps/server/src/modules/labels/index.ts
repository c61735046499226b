export { labelsRoutes } from './labels.routes.ts';
