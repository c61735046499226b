import {
  CLIENT_MESSAGES,
  type Client,
  type ClientPayload,
  can,
  type JournalAction,
  PRICE_LIST_MESSAGES,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import type { Tx } from '../../db/types.ts';
import { forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, type JournalledRow, recordRowChange } from '../journal/index.ts';
import { holdClientPriceList } from '../price-lists/index.ts';
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

const journalled = (client: Client): JournalledRow => ({
  id: client.id,
  label: labelOf(client),
  fields: client,
});

/** Each write of a client has its journal row: its fields before and after. */
const journalClient = (
  { tx, journal }: Ctx,
  action: JournalAction,
  before: Client | null,
  after: Client | null,
) =>
  recordRowChange(
    tx,
    { ...journal, entite: 'client', ignore: NOT_LOGGED },
    action,
    before && journalled(before),
    after && journalled(after),
  );

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

/**
 * Only direction gives a client a price list or takes it off (403 otherwise, nothing written); a
 * list named is a live one, held until the write ends (400 under `tarif` otherwise).
 */
async function checkPriceList(ctx: Ctx, asked: number | null | undefined, current: number | null) {
  if (asked === undefined || asked === current) return;
  if (!can(ctx.user.role, 'price-lists:manage'))
    throw forbidden(PRICE_LIST_MESSAGES.clientTarifDirectionOnly);
  if (asked !== null) await holdClientPriceList(ctx.tx, asked);
}

export async function createClient(ctx: Ctx, payload: ClientPayload) {
  assertLimitAllowed(can(ctx.user.role, 'clients:credit-limit'), payload.plafond_credit, 0);
  await checkPriceList(ctx, payload.tarif, null);
  const client = await insertClient(ctx.tx, payload);
  await journalClient(ctx, 'creation', null, client);
  return client;
}

/** Replaces the client's fields; null when there is no such client (nothing written). */
export async function editClient(ctx: Ctx, id: number, payload: ClientPayload) {
  const before = await lockClient(ctx.tx, id);
  if (before) {
    assertLimitAllowed(
      can(ctx.user.role, 'clients:credit-limit'),
      payload.plafond_credit,
      before.plafond_credit,
    );
    await checkPriceList(ctx, payload.tarif, before.tarif);
  }
  const after = before ? await updateClient(ctx.tx, id, payload) : null;
  if (!before || !after) return null;
  await journalClient(ctx, 'modification', before, after);
  return after;
}

/** Soft-deletes the client; false when there is no such client (nothing written). */
export async function removeClient(ctx: Ctx, id: number) {
  const before = await lockClient(ctx.tx, id);
  if (!before || !(await softDeleteClient(ctx.tx, id))) return false;
  await journalClient(ctx, 'suppression', before, null);
  return true;
}
