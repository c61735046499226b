import { type JournalAction, SUPPLIER_MESSAGES, type Supplier, type SupplierPayload } from '@pelote/shared';
import type { Tx } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { violatesUnique } from '../../lib/unique-violation.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, type JournalledRow, recordRowChange } from '../journal/index.ts';
import {
  findSupplier,
  insertSupplier,
  softDeleteSupplier,
  supplierNamed,
  updateSupplier,
} from './suppliers.repository.ts';

/**
 * The suppliers' writes (create, edit, soft delete), each with its journal row in the same
 * transaction. A name is one live supplier's, whatever its case: 409 otherwise, nothing written.
 */

type Ctx = ServiceContext<JournalContext>;

/** The unique index on the live suppliers' lower-cased names (db/schema/suppliers.ts). */
const NAME_INDEX = 'fournisseurs_nom_uq';

// The id is the row's own, the creation date the insert's.
const NOT_LOGGED = ['id', 'date_creation'];

const journalled = (supplier: Supplier): JournalledRow => ({
  id: supplier.id,
  label: supplier.nom,
  fields: supplier,
});

function journalSupplier(
  { tx, journal }: Ctx,
  action: JournalAction,
  before: Supplier | null,
  after: Supplier | null,
) {
  const about = { ...journal, entite: 'fournisseur' as const, ignore: NOT_LOGGED };
  return recordRowChange(tx, about, action, before && journalled(before), after && journalled(after));
}

/** Writes under a name no other live supplier has: checked first, and by the index for a race. */
async function underFreeName<T>(
  tx: Tx,
  payload: SupplierPayload,
  self: number | undefined,
  write: () => Promise<T>,
) {
  if (await supplierNamed(tx, payload.nom, self)) throw conflict(SUPPLIER_MESSAGES.nameTaken);
  try {
    return await write();
  } catch (error) {
    throw violatesUnique(error, NAME_INDEX) ? conflict(SUPPLIER_MESSAGES.nameTaken) : error;
  }
}

export async function createSupplier(ctx: Ctx, payload: SupplierPayload) {
  const supplier = await underFreeName(ctx.tx, payload, undefined, () => insertSupplier(ctx.tx, payload));
  await journalSupplier(ctx, 'creation', null, supplier);
  return supplier;
}

/** Replaces the supplier's fields; 404 when there is no live one (nothing written). */
export async function editSupplier(ctx: Ctx, id: number, payload: SupplierPayload) {
  const before = await findSupplier(ctx.tx, id, 'update');
  if (!before) throw notFound(SUPPLIER_MESSAGES.notFound);
  const after = await underFreeName(ctx.tx, payload, id, () => updateSupplier(ctx.tx, id, payload));
  if (!after) throw notFound(SUPPLIER_MESSAGES.notFound);
  await journalSupplier(ctx, 'modification', before, after);
  return after;
}

/**
 * Soft-deletes the supplier, as clients are: the deliveries that name it keep their link and their
 * text, the supplier leaves the lists and the pickers, and its name is free again. 404 when none.
 */
export async function removeSupplier(ctx: Ctx, id: number) {
  const before = await findSupplier(ctx.tx, id, 'update');
  if (!before || !(await softDeleteSupplier(ctx.tx, id, ctx.now))) throw notFound(SUPPLIER_MESSAGES.notFound);
  await journalSupplier(ctx, 'suppression', before, null);
  return { detail: SUPPLIER_MESSAGES.deleted };
}

/**
 * The supplier a new delivery names, read in its transaction and kept (FOR SHARE) until it ends:
 * the one `fournisseur_id` names (404 when there is no live one), else the live one whose name is
 * the typed `fournisseur` (trimmed, any case), else none — the typed name stays free text.
 */
export async function deliverySupplier(
  tx: Tx,
  named: { fournisseur_id: number | null; fournisseur: string },
): Promise<Supplier | null> {
  if (named.fournisseur_id !== null) {
    const supplier = await findSupplier(tx, named.fournisseur_id, 'share');
    if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
    return supplier;
  }
  const byName = await supplierNamed(tx, named.fournisseur);
  return byName && findSupplier(tx, byName.id, 'share');
}
