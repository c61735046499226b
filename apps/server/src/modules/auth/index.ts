export { authPlugin } from './auth.plugin.ts';
export { authRoutes } from './auth.routes.ts';
export { rateLimitStore } from './rate-limits.ts';
