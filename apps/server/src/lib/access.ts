import type { Action, Role } from '@pelote/shared';

/**
 * Who may call a route, declared in its `config.access`. A route that declares nothing needs a
 * signed-in user: forgetting the declaration can never open a route to the world. A route only
 * some roles may call declares `config.permission`, a key of the shared PERMISSIONS table.
 */
export type Access = 'public' | 'signed-in';

/** The signed-in user as every handler sees it (read fresh from the database on each request). */
export type SessionUser = {
  id: number;
  username: string;
  role: Role;
  /** The gerant's shop; null for direction. */
  magasinId: number | null;
  /** First and last name, as the journal names its author. */
  nomComplet?: string;
};

export type AuthContext = { user: SessionUser; sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    permission?: Action;
    /** The write takes an `Idempotency-Key` header (set by writeRoute, shown in the API's description). */
    idempotencyKey?: boolean;
    /** A multipart upload: its file's field (set by writeRoute, shown in the API's description). */
    uploadField?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in user of a route that is not public (the access hook has already checked it). */
export function currentUser(request: { auth: AuthContext | null }): SessionUser {
  if (!request.auth) throw new Error('currentUser() called on a route without a signed-in user');
  return request.auth.user;
}
