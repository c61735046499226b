export { authPlugin } from './auth.plugin.ts';
export { authRoutes } from './auth.routes.ts';
export { perIpLimit, rateLimitStore } from './rate-limits.ts';
