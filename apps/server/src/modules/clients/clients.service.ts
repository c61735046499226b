import { CLIENT_MESSAGES, type Client, type ClientPayload, can } from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import type { Tx } from '../../db/types.ts';
import { forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { insertClient, softDeleteClient, toClientDto, updateClient } from './clients.repository.ts';

/**
 * The clients' writes (create, edit, soft delete), each with its journal row in the same
 * transaction. Clients are shared by every shop: the row keeps the writer's own shop (a gerant's,
 * none for direction), so a gerant reads what their shop did.
 */

// What the API shows but no form writes: the id (the row's own), the turnover (the sales'), ...
const NOT_LOGGED = ['id', 'chiffre_affaire', 'date_creation', 'nationalite_label', 'solde_du', 'solde_avoir'];

type Ctx = ServiceContext<JournalContext>;

const labelOf = (client: Client) => `${client.prenom} ${client.nom}`.trim();

async function lockClient(tx: Tx, id: number): Promise<Client | null> {
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
    .for('update');
  return row ? toClientDto(row) : null;
}

/** Only direction sets a credit limit: 403 when anyone else would change it (nothing written). */
function assertLimitAllowed(canSetLimit: boolean, asked: number | undefined, current: number) {
  if (!canSetLimit && asked !== undefined && asked !== current) {
    throw forbidden(CLIENT_MESSAGES.creditLimitDirectionOnly);
  }
}

export async function createClient({ tx, user, journal }: Ctx, payload: ClientPayload) {
  assertLimitAllowed(can(user.role, 'clients:credit-limit'), payload.plafond_credit, 0);
  const client = await insertClient(tx, payload);
  await recordJournal(tx, {
    ...journal,
    action: 'creation',
    entite: 'client',
    entiteId: client.id,
    entiteLibelle: labelOf(client),
    changements: journalChanges(null, client, { ignore: NOT_LOGGED }),
  });
  return client;
}

/** Replaces the client's fields; null when there is no such client (nothing written). */
export async function editClient({ tx, user, journal }: Ctx, id: number, payload: ClientPayload) {
  const before = await lockClient(tx, id);
  if (before)
    assertLimitAllowed(can(user.role, 'clients:credit-limit'), payload.plafond_credit, before.plafond_credit);
  const after = before ? await updateClient(tx, id, payload) : null;
  if (!before || !after) return null;
  await recordJournal(tx, {
    ...journal,
    action: 'modification',
    entite: 'client',
    entiteId: id,
    entiteLibelle: labelOf(after),
    changements: journalChanges(before, after, { ignore: NOT_LOGGED }),
  });
  return after;
}

/** Soft-deletes the client; false when there is no such client (nothing written). */
export async function removeClient({ tx, journal }: Ctx, id: number) {
  const before = await lockClient(tx, id);
  if (!before || !(await softDeleteClient(tx, id))) return false;
  await recordJournal(tx, {
    ...journal,
    action: 'suppression',
    entite: 'client',
    entiteId: id,
    entiteLibelle: labelOf(before),
    changements: journalChanges(before, null, { ignore: NOT_LOGGED }),
  });
  return true;
}
