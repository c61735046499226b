export { authPlugin } from './auth.plugin.ts';
export { revokeUserSessions } from './auth.repository.ts';
export { authRoutes } from './auth.routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { rateLimitStore } from './rate-limits.ts';
