import { COOKIE_ACCESS, can, MESSAGES } from '@pelote/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { Access } from '../../lib/access.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { findSessionUser } from './auth.repository.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * Which access a route needs: what it declares in `config.access`, else 'signed-in' for an API
 * route. Paths without a route (the 404 handler), the web app's files and the API description
 * (/api/docs) are not checked unless they declare something.
 */
function requiredAccess(request: FastifyRequest): Access | null {
  const { config, url } = request.routeOptions;
  if (config?.access) return config.access;
  if (!url?.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return null;
  return 'signed-in';
}

/** The access token of a request: the Bearer header when there is one, else the cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? '';
  }
  return request.cookies[COOKIE_ACCESS] || undefined;
}

/**
 * Sets `request.auth` on every non-public route from the access token, checking its session and
 * user in the database each time; refuses with 401 (not signed in) or 403 (the route's
 * `config.permission` does not name the user's role in the shared PERMISSIONS table).
 * Registered without encapsulation so the hook covers every route of the application.
 */
async function authPluginImpl(app: FastifyInstance, options: { db: Db; jwtSecret: string }) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const access = requiredAccess(request);
    if (access === null || access === 'public') return;
    const token = accessTokenOf(request);
    const claims = token ? await verifyAccessToken(token, options.jwtSecret) : null;
    const user = claims ? await findSessionUser(options.db, claims) : null;
    if (!claims || !user) throw unauthorized(MESSAGES.notAuthenticated);
    request.auth = { user, sessionId: claims.sessionId };
    const permission = request.routeOptions.config?.permission;
    if (permission && !can(user.role, permission)) throw forbidden(MESSAGES.forbidden);
  });
}

export const authPlugin = Object.assign(authPluginImpl, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'pelote-auth',
});
