import {
  DEVICE_TIME_HEADER,
  type JournalAction,
  type JournalChanges,
  type JournalEntity,
  type JournalSource,
  type Role,
} from '@pelote/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { journal } from '../../db/schema/journal.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency.ts';

/**
 * Writing the journal: every write of the API calls `recordJournal` inside its own transaction,
 * so the row exists exactly when the write does (a refused write rolls it back; a retry answered
 * from its Idempotency-Key runs nothing and writes nothing).
 *
 * The context gives the user's own shop (none for direction); a write on a given shop names it, so
 * that shop's gerant reads the row:
 *
 *   await recordJournal(tx, {
 *     ...journalContext(request),
 *     magasinId: entry.magasin_id,
 *     action: 'creation',
 *     entite: 'entree',
 *     entiteId: entry.id,
 *     changements: journalChanges(null, entry),
 *   });
 */

/** Who wrote, from where: the part of a row the request gives. */
export type JournalContext = {
  userId: number | null;
  username: string | null;
  /** First and last name as they were when written. */
  auteur: string | null;
  role: Role | null;
  magasinId: number | null;
  adresse: string | null;
  idempotencyKey: string | null;
  source: JournalSource;
  deviceTime: Date | null;
};

export type JournalWrite = JournalContext & {
  action: JournalAction;
  entite: JournalEntity;
  entiteId?: string | number | null;
  entiteLibelle?: string | null;
  changements?: JournalChanges;
};

/** The server itself (a scheduled task, the first administrator's creation): no user, no address. */
export const SYSTEM_CONTEXT: JournalContext = {
  userId: null,
  username: null,
  auteur: null,
  role: null,
  magasinId: null,
  adresse: null,
  idempotencyKey: null,
  source: 'systeme',
  deviceTime: null,
};

const USERNAME_MAX = 150;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const deviceInstant = z.iso.datetime({ offset: true });

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The device's clock from `X-Device-Time` (ISO 8601 with its offset); null when absent or invalid. */
export function deviceTimeOf(request: FastifyRequest): Date | null {
  const text = header(request, DEVICE_TIME_HEADER)?.trim();
  if (!text || !deviceInstant.safeParse(text).success) return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * The request's part of a journal row: the signed-in user (or `user`, for the sign-in routes that
 * have no session yet: the user found, or `{ username }` as typed), their role and shop, the
 * request's address, its Idempotency-Key (when well formed) and its device time. `source` is
 * `web` unless told otherwise.
 */
export function journalContext(
  request: FastifyRequest,
  options: {
    user?: SessionUser | { id?: null; username: string } | null;
    source?: JournalSource;
  } = {},
): JournalContext {
  const user = options.user !== undefined ? options.user : (request.auth?.user ?? null);
  const key = header(request, IDEMPOTENCY_HEADER);
  const known = user && 'role' in user ? user : null;
  return {
    userId: user?.id ?? null,
    username: user ? user.username.slice(0, USERNAME_MAX) : null,
    auteur: known ? authorName(known) : null,
    role: known?.role ?? null,
    magasinId: known?.magasinId ?? null,
    adresse: request.ip || null,
    idempotencyKey: key !== undefined && KEY_PATTERN.test(key) ? key : null,
    source: options.source ?? 'web',
    deviceTime: deviceTimeOf(request),
  };
}

/** The row's columns as the table takes them. */
export function journalValues(entry: JournalWrite): typeof journal.$inferInsert {
  return {
    userId: entry.userId,
    username: entry.username,
    auteur: entry.auteur,
    role: entry.role,
    magasinId: entry.magasinId,
    deviceTime: entry.deviceTime,
    action: entry.action,
    entite: entry.entite,
    entiteId: entry.entiteId === undefined || entry.entiteId === null ? null : String(entry.entiteId),
    entiteLibelle: entry.entiteLibelle ?? null,
    changements: entry.changements ?? {},
    idempotencyKey: entry.idempotencyKey,
    source: entry.source,
    adresse: entry.adresse,
  };
}

/**
 * The request's part of a row with its author named by the service: the user found by a sign-in
 * (id, name, role, shop), or only the name typed when no user has it.
 */
export function withAuthor(
  context: JournalContext,
  user: (Pick<SessionUser, 'id' | 'username' | 'role' | 'magasinId'> & NamedUser) | { username: string },
): JournalContext {
  const known = 'id' in user ? user : null;
  return {
    ...context,
    userId: known?.id ?? null,
    username: user.username.slice(0, USERNAME_MAX),
    auteur: known ? authorName(known) : null,
    role: known?.role ?? null,
    magasinId: known?.magasinId ?? null,
  };
}

/** The part of a row for a user acting outside any request (a script, a test's fixtures). */
export function userContext(user: SessionUser, source: JournalSource = 'systeme'): JournalContext {
  return {
    ...SYSTEM_CONTEXT,
    userId: user.id,
    username: user.username.slice(0, USERNAME_MAX),
    auteur: authorName(user),
    role: user.role,
    magasinId: user.magasinId,
    source,
  };
}

/** A user as the journal may name them: the session's full name, or a user row's two names. */
type NamedUser = { nomComplet?: string; firstName?: string; lastName?: string };

function authorName(user: NamedUser): string | null {
  const name = user.nomComplet ?? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name === '' ? null : name.slice(0, USERNAME_MAX);
}

/** Writes one journal row in the caller's transaction; answers its id. */
export async function recordJournal(tx: DbOrTx, entry: JournalWrite): Promise<number> {
  const [row] = await tx.insert(journal).values(journalValues(entry)).returning({ id: journal.id });
  if (!row) throw new Error('journal row not written');
  return row.id;
}

/**
 * The insert of a journal row as a common table expression, `journal_row as (...)`, for a write
 * whose last statement must stay its last (a sale's numbering). `label` fills the row's
 * `entite_libelle`, and the field `label.field` of its `changements` (as `apres`), from a text
 * column `value` of an earlier expression `from` of the same statement (the invoice number).
 */
export function journalRowSql(
  entry: JournalWrite,
  label: { from: string; value: string; field: string },
): SQL {
  const v = journalValues(entry);
  const from = sql.identifier(label.from);
  const value = sql`${from}.${sql.identifier(label.value)}`;
  const change = sql`jsonb_build_object('avant', null, 'apres', ${value})`;
  return sql`
    journal_row as (
      insert into journal (user_id, username, auteur, role, magasin_id, device_time, action, entite, entite_id,
        entite_libelle, changements, idempotency_key, source, adresse)
      select ${v.userId}::int, ${v.username}::text, ${v.auteur ?? null}::text, ${v.role}::text::"role", ${v.magasinId}::int,
        ${v.deviceTime?.toISOString() ?? null}::timestamptz, ${v.action}::text, ${v.entite}::text,
        ${v.entiteId}::text, ${value},
        jsonb_set(${JSON.stringify(v.changements)}::jsonb, ${`{${label.field}}`}::text[], ${change}),
        ${v.idempotencyKey}::text, ${v.source}::text, ${v.adresse}::text
      from ${from}
    )`;
}
