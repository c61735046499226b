import {
  type JournalAction,
  PRICE_LIST_MESSAGES,
  type PriceList,
  type PriceListPayload,
  priceListInUseMessage,
} from '@pelote/shared';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { violatesUnique } from '../../lib/unique-violation.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, type JournalledRow, recordRowChange } from '../journal/index.ts';
import {
  findPriceList,
  insertPriceList,
  lockPriceList,
  priceListNamed,
  softDeletePriceList,
  updatePriceList,
} from './price-lists.repository.ts';

/**
 * The price lists' writes (create, edit, soft delete), each with its journal row in the same
 * transaction. A name is one live list's, whatever its case (409); its shops and articles must
 * exist (400, nothing written); a list that clients carry is not deleted (409).
 */

type Ctx = ServiceContext<JournalContext>;

const M = PRICE_LIST_MESSAGES;

/** The unique index on the live lists' lower-cased names (db/schema/price-lists.ts). */
const NAME_INDEX = 'tarifs_nom_uq';

/** What the journal keeps of a list: its rules, each article by id, name and prices. */
const journalled = (list: PriceList): JournalledRow => ({
  id: list.id,
  label: list.nom,
  fields: {
    nom: list.nom,
    active: list.active,
    pour_tous: list.pour_tous,
    magasins: list.magasins,
    du: list.du,
    au: list.au,
    articles: list.articles.map(({ article, nom, prix, paliers }) => ({ article, nom, prix, paliers })),
    types: list.types,
  },
});

function journalPriceList(
  { tx, journal }: Ctx,
  action: JournalAction,
  before: PriceList | null,
  after: PriceList | null,
) {
  const about = { ...journal, entite: 'tarif' as const, ignore: [] };
  return recordRowChange(tx, about, action, before && journalled(before), after && journalled(after));
}

/**
 * Its shops exist and its articles are live ones (or already in the list: an article deleted
 * since does not stop an edit): else 400 under the field concerned.
 */
async function assertReferences(tx: Tx, payload: PriceListPayload, kept: ReadonlySet<number>) {
  if (payload.magasins.length > 0) {
    const shops = await tx
      .select({ id: magasins.id })
      .from(magasins)
      .where(inArray(magasins.id, payload.magasins));
    const known = new Set(shops.map((shop) => shop.id));
    const missing = payload.magasins.findIndex((id) => !known.has(id));
    if (missing !== -1) throw badRequest(M.magasinUnknown, { [`magasins.${missing}`]: M.magasinUnknown });
  }
  if (payload.articles.length > 0) {
    const found = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          inArray(
            articles.id,
            payload.articles.map((line) => line.article),
          ),
          isNull(articles.deletedAt),
        ),
      );
    const known = new Set([...kept, ...found.map((article) => article.id)]);
    const missing = payload.articles.findIndex((line) => !known.has(line.article));
    if (missing !== -1)
      throw badRequest(M.articleUnknown, { [`articles.${missing}.article`]: M.articleUnknown });
  }
}

/**
 * Writes under a name no other live list has (checked first, and by the index for a race), its
 * references checked; `self` is the list as it was, for an edit.
 */
async function checkedWrite<T>(
  tx: Tx,
  payload: PriceListPayload,
  self: PriceList | null,
  write: () => Promise<T>,
) {
  if (await priceListNamed(tx, payload.nom, self?.id)) throw conflict(M.nameTaken);
  await assertReferences(tx, payload, new Set(self?.articles.map((line) => line.article)));
  try {
    return await write();
  } catch (error) {
    throw violatesUnique(error, NAME_INDEX) ? conflict(M.nameTaken) : error;
  }
}

async function readBack(tx: Tx, id: number) {
  const list = await findPriceList(tx, id);
  if (!list) throw notFound(M.notFound);
  return list;
}

export async function createPriceList(ctx: Ctx, payload: PriceListPayload) {
  const id = await checkedWrite(ctx.tx, payload, null, () => insertPriceList(ctx.tx, payload));
  const list = await readBack(ctx.tx, id);
  await journalPriceList(ctx, 'creation', null, list);
  return list;
}

/** Replaces the list's fields and articles; 404 when there is no live one (nothing written). */
export async function editPriceList(ctx: Ctx, id: number, payload: PriceListPayload) {
  if (!(await lockPriceList(ctx.tx, id, 'update'))) throw notFound(M.notFound);
  const before = await readBack(ctx.tx, id);
  await checkedWrite(ctx.tx, payload, before, () => updatePriceList(ctx.tx, id, payload));
  const after = await readBack(ctx.tx, id);
  await journalPriceList(ctx, 'modification', before, after);
  return after;
}

/**
 * Soft-deletes the list: a past sale may keep naming it, it leaves the lists, the pickers and
 * pricing, and its name is free again. Refused (409) while a live client carries it: direction
 * takes it off their records first (or sets the list inactive). 404 when there is no live one.
 */
export async function removePriceList(ctx: Ctx, id: number) {
  if (!(await lockPriceList(ctx.tx, id, 'update'))) throw notFound(M.notFound);
  const [carried] = await ctx.tx
    .select({ n: count() })
    .from(clients)
    .where(and(eq(clients.tarifId, id), isNull(clients.deletedAt)));
  if (carried && carried.n > 0) throw conflict(priceListInUseMessage(carried.n));
  const before = await readBack(ctx.tx, id);
  if (!(await softDeletePriceList(ctx.tx, id, ctx.now))) throw notFound(M.notFound);
  await journalPriceList(ctx, 'suppression', before, null);
  return { detail: M.deleted };
}

/**
 * The list a client's write names, held (FOR SHARE) until the write ends so it is not deleted
 * meanwhile: 400 under `tarif` when there is no live one.
 */
export async function holdClientPriceList(tx: Tx, id: number): Promise<void> {
  if (!(await lockPriceList(tx, id, 'share')))
    throw badRequest(M.clientTarifUnknown, { tarif: M.clientTarifUnknown });
}
