import type {
  Client,
  ClientListQuery,
  ClientOrdering,
  ClientPayload,
  ClientStatistics,
  Paginated,
} from '@pelote/shared';
import { nationalityLabel } from '@pelote/shared/countries';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { clients } from '../../db/schema/clients.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

type ClientRow = typeof clients.$inferSelect;

export function toClientDto(row: ClientRow): Client {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    contact: row.contact,
    sexe: row.sexe === 'M' || row.sexe === 'F' ? row.sexe : null,
    adresse: row.adresse,
    email: row.email,
    date_naissance: row.dateNaissance,
    profession: row.profession,
    nationalite: row.nationalite,
    nationalite_label: row.nationalite ? nationalityLabel(row.nationalite) : null,
    chiffre_affaire: row.chiffreAffaire,
    solde_avoir: row.soldeAvoir,
    solde_du: row.soldeDu,
    plafond_credit: row.plafondCredit,
    tarif: row.tarifId,
    date_creation: row.createdAt.toISOString(),
  };
}

/** The client's fields a payload sets, named as the API answers them: an optional one left out is null. */
export function payloadFields(payload: ClientPayload) {
  return {
    nom: payload.nom,
    prenom: payload.prenom,
    contact: payload.contact,
    sexe: payload.sexe ?? null,
    adresse: payload.adresse ?? null,
    email: payload.email ?? null,
    date_naissance: payload.date_naissance ?? null,
    profession: payload.profession ?? null,
    nationalite: payload.nationalite ?? null,
  };
}

/** The columns a payload sets; the turnover is never among them (the sales keep it). */
function toColumns(payload: ClientPayload) {
  const { date_naissance, ...fields } = payloadFields(payload);
  return {
    ...fields,
    dateNaissance: date_naissance,
    // Left as it is when the payload does not give it (only direction gives it).
    ...(payload.plafond_credit === undefined ? {} : { plafondCredit: payload.plafond_credit }),
    // Likewise the price list: null takes it off, left out keeps it.
    ...(payload.tarif === undefined ? {} : { tarifId: payload.tarif }),
  };
}

const notDeleted = isNull(clients.deletedAt);

/** Case-insensitive "contains" on the name (either order), the contact and the e-mail. */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(sql`${clients.prenom} || ' ' || ${clients.nom}`, pattern),
    ilike(sql`${clients.nom} || ' ' || ${clients.prenom}`, pattern),
    ilike(clients.contact, pattern),
    ilike(clients.email, pattern),
  );
}

const byName = [asc(sql`lower(${clients.nom})`), asc(sql`lower(${clients.prenom})`)];

/** Every ordering ends on the id, so pages never overlap or skip a row. */
const ORDERINGS: Record<ClientOrdering, SQL[]> = {
  nom: [...byName, asc(clients.id)],
  '-nom': [desc(sql`lower(${clients.nom})`), desc(sql`lower(${clients.prenom})`), desc(clients.id)],
  prenom: [asc(sql`lower(${clients.prenom})`), asc(sql`lower(${clients.nom})`), asc(clients.id)],
  '-prenom': [desc(sql`lower(${clients.prenom})`), desc(sql`lower(${clients.nom})`), desc(clients.id)],
  chiffre_affaire: [asc(clients.chiffreAffaire), ...byName, asc(clients.id)],
  '-chiffre_affaire': [desc(clients.chiffreAffaire), ...byName, asc(clients.id)],
  date_creation: [asc(clients.createdAt), asc(clients.id)],
  '-date_creation': [desc(clients.createdAt), desc(clients.id)],
};

/** The clients that are not deleted, matching the list's search when there is one. */
export const clientListWhere = (search: string | undefined, debtorsOnly = false): SQL | undefined =>
  and(
    notDeleted,
    search ? searchCondition(search) : undefined,
    debtorsOnly ? gt(clients.soldeDu, 0) : undefined,
  );

/** One page of the clients that are not deleted, searched, sorted and paged by the database. */
export async function listClients(db: DbOrTx, query: ClientListQuery): Promise<Paginated<Client>> {
  const where = clientListWhere(query.search, query.debiteurs === true);
  const found = await readPage(
    { page: query.page, pageSize: query.page_size },
    db.select({ n: count() }).from(clients).where(where),
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...ORDERINGS[query.ordering]),
  );
  return pageOf(found.count, query.page, query.page_size, found.rows.map(toClientDto));
}

/** A client that is not deleted, or null. */
export async function findClient(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), notDeleted));
  return row ? toClientDto(row) : null;
}

export async function insertClient(db: DbOrTx, payload: ClientPayload) {
  const [row] = await db.insert(clients).values(toColumns(payload)).returning();
  if (!row) throw new Error('insert returned nothing');
  return toClientDto(row);
}

/** Replaces the client's fields (a field left out becomes empty); null when no such client. */
export async function updateClient(db: DbOrTx, id: number, payload: ClientPayload) {
  const [row] = await db
    .update(clients)
    .set(toColumns(payload))
    .where(and(eq(clients.id, id), notDeleted))
    .returning();
  return row ? toClientDto(row) : null;
}

/** Marks the client deleted; false when there was no such client (or it was already deleted). */
export async function softDeleteClient(db: DbOrTx, id: number) {
  const rows = await db
    .update(clients)
    .set({ deletedAt: new Date() })
    .where(and(eq(clients.id, id), notDeleted))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** The customer statistics, over the clients that are not deleted. */
export async function clientStatistics(db: DbOrTx) {
  const [totals] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${clients.chiffreAffaire} > 0)`.mapWith(Number),
      turnover: sql<number>`coalesce(sum(${clients.chiffreAffaire}), 0)`.mapWith(Number),
    })
    .from(clients)
    .where(notDeleted);
  const [top] = await db
    .select({
      id: clients.id,
      nom: clients.nom,
      prenom: clients.prenom,
      chiffre_affaire: clients.chiffreAffaire,
    })
    .from(clients)
    .where(and(notDeleted, gt(clients.chiffreAffaire, 0)))
    .orderBy(desc(clients.chiffreAffaire), asc(clients.id))
    .limit(1);
  return toClientStatistics(totals ?? {}, top);
}

/** The statistics as answered: how many clients, how many bought, their turnover, the best of them. */
export function toClientStatistics(
  figures: { total?: number | undefined; active?: number | undefined; turnover?: number | undefined },
  top: ClientStatistics['client_plus_actif'] | undefined,
): ClientStatistics {
  return {
    total_clients: figures.total ?? 0,
    clients_actifs: figures.active ?? 0,
    chiffre_affaire_total: figures.turnover ?? 0,
    client_plus_actif: top ?? null,
  };
}
