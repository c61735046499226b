import type {
  LateTransfer,
  Transfer,
  TransferDirection,
  TransferListItem,
  TransferStatus,
} from '@pelote/shared';
import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withinDays } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { magasins } from '../../db/schema/shops.ts';
import { transfertLignes, transferts } from '../../db/schema/transfers.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { readPage } from '../../lib/page.ts';
import { readRowsById } from '../../lib/rows-by-id.ts';

/** Reads of the transfers: the list, one transfer, and what is in transit. The writes are in transfers.service.ts. */

const source = alias(magasins, 'source');
const destination = alias(magasins, 'destination');
const creator = alias(users, 'creator');
const shipper = alias(users, 'shipper');
const receiver = alias(users, 'receiver');
const canceller = alias(users, 'canceller');

type Row = {
  transfer: typeof transferts.$inferSelect;
  source: { id: number; nom: string };
  destination: { id: number; nom: string };
  creePar: string | null;
  expediePar: string | null;
  recuPar: string | null;
  annulePar: string | null;
};

const headSelection = {
  transfer: transferts,
  source: { id: source.id, nom: source.nom },
  destination: { id: destination.id, nom: destination.nom },
  creePar: creator.username,
  expediePar: shipper.username,
  recuPar: receiver.username,
  annulePar: canceller.username,
};

function headQuery(db: DbOrTx) {
  return db
    .select(headSelection)
    .from(transferts)
    .innerJoin(source, eq(source.id, transferts.sourceId))
    .innerJoin(destination, eq(destination.id, transferts.destinationId))
    .leftJoin(creator, eq(creator.id, transferts.creePar))
    .leftJoin(shipper, eq(shipper.id, transferts.expediePar))
    .leftJoin(receiver, eq(receiver.id, transferts.recuPar))
    .leftJoin(canceller, eq(canceller.id, transferts.annulePar));
}

const userRef = (id: number | null, username: string | null) =>
  id === null || username === null ? null : { id, username };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Totals = { quantite: number; quantiteRecue: number | null; lignes: number };

function toHead(row: Row, totals: Totals) {
  const t = row.transfer;
  const received = t.statut === 'recu' || t.statut === 'recu_partiellement';
  return {
    id: t.id,
    statut: t.statut,
    source: row.source,
    destination: row.destination,
    note: t.note,
    cree_le: t.createdAt.toISOString(),
    cree_par: userRef(t.creePar, row.creePar),
    expedie_le: iso(t.expedieLe),
    expedie_par: userRef(t.expediePar, row.expediePar),
    recu_le: iso(t.recuLe),
    recu_par: userRef(t.recuPar, row.recuPar),
    annule_le: iso(t.annuleLe),
    annule_par: userRef(t.annulePar, row.annulePar),
    quantite: totals.quantite,
    quantite_recue: received ? (totals.quantiteRecue ?? 0) : null,
    manque: received ? totals.quantite - (totals.quantiteRecue ?? 0) : null,
  };
}

/** One transfer with its lines (by article name, then lot), or null. */
export async function findTransfer(db: DbOrTx, id: number): Promise<Transfer | null> {
  const [row] = await headQuery(db).where(eq(transferts.id, id));
  if (!row) return null;
  const lines = await db
    .select({
      line: transfertLignes,
      article: { id: articles.id, nom: articles.nom, type: articles.type, prix: articles.prixUnitaire },
    })
    .from(transfertLignes)
    .innerJoin(articles, eq(articles.id, transfertLignes.articleId))
    .where(eq(transfertLignes.transfertId, id))
    .orderBy(sql`lower(${articles.nom})`, asc(transfertLignes.bain), asc(transfertLignes.id));
  const quantite = lines.reduce((sum, { line }) => sum + line.quantite, 0);
  const quantiteRecue = lines.reduce((sum, { line }) => sum + (line.quantiteRecue ?? 0), 0);
  return {
    ...toHead(row, { quantite, quantiteRecue, lignes: lines.length }),
    lignes: lines.map(({ line, article }) => ({
      id: line.id,
      article: { id: article.id, nom: article.nom, type: article.type },
      bain: line.bain,
      quantite: line.quantite,
      quantite_recue: line.quantiteRecue,
      manque: line.quantiteRecue === null ? null : line.quantite - line.quantiteRecue,
      motif: (line.motif as Transfer['lignes'][number]['motif']) ?? null,
      commentaire: line.commentaire,
      prix_unitaire: article.prix,
    })),
  };
}

export type TransferFilters = {
  /** The shops a gerant reaches (their own); null for direction. */
  scope: number | null;
  magasin?: number | undefined;
  sens?: TransferDirection | undefined;
  statut?: TransferStatus | undefined;
  dateDebut?: string | undefined;
  dateFin?: string | undefined;
};

/** From or to `shop`, or one side only. */
function involving(shop: number, sens?: TransferDirection): SQL {
  if (sens === 'sortant') return eq(transferts.sourceId, shop);
  if (sens === 'entrant') return eq(transferts.destinationId, shop);
  return or(eq(transferts.sourceId, shop), eq(transferts.destinationId, shop)) as SQL;
}

function conditions(filters: TransferFilters): SQL | undefined {
  return and(
    filters.scope === null ? undefined : involving(filters.scope),
    filters.magasin === undefined ? undefined : involving(filters.magasin, filters.sens),
    filters.statut ? eq(transferts.statut, filters.statut) : undefined,
    ...withinDays(transferts.createdAt, filters.dateDebut, filters.dateFin),
  );
}

/** A page of transfers, newest first, with their totals. */
export async function listTransfers(
  db: DbOrTx,
  filters: TransferFilters,
  page: { page: number; pageSize: number },
): Promise<{ count: number; rows: TransferListItem[] }> {
  const where = conditions(filters);
  const { count: matching, rows } = await readPage(
    page,
    db.select({ n: count() }).from(transferts).where(where),
    headQuery(db).where(where).orderBy(desc(transferts.createdAt), desc(transferts.id)),
  );
  const byId = await readRowsById(
    rows.map((row) => row.transfer.id),
    (ids) =>
      db
        .select({
          id: transfertLignes.transfertId,
          quantite: sql<number>`sum(${transfertLignes.quantite})`.mapWith(Number),
          quantiteRecue: sql<number>`coalesce(sum(${transfertLignes.quantiteRecue}), 0)`.mapWith(Number),
          lignes: count(),
        })
        .from(transfertLignes)
        .where(inArray(transfertLignes.transfertId, ids))
        .groupBy(transfertLignes.transfertId),
  );
  return {
    count: matching,
    rows: rows.map((row) => {
      const sums = byId.get(row.transfer.id) ?? { quantite: 0, quantiteRecue: 0, lignes: 0 };
      return { ...toHead(row, sums), nb_lignes: sums.lignes };
    }),
  };
}

/** Transfers shipped before `shippedBefore` and still in transit, from or to the shop (null: any), oldest first. */
export async function lateTransfers(
  db: DbOrTx,
  scope: number | null,
  shippedBefore: Date,
  limit = 20,
): Promise<LateTransfer[]> {
  const rows = await db
    .select({
      id: transferts.id,
      source: { id: source.id, nom: source.nom },
      destination: { id: destination.id, nom: destination.nom },
      expedieLe: transferts.expedieLe,
      quantite:
        sql<number>`(select coalesce(sum(l.quantite), 0) from transfert_lignes l where l.transfert_id = ${transferts.id})`.mapWith(
          Number,
        ),
    })
    .from(transferts)
    .innerJoin(source, eq(source.id, transferts.sourceId))
    .innerJoin(destination, eq(destination.id, transferts.destinationId))
    .where(
      and(
        eq(transferts.statut, 'expedie'),
        lt(transferts.expedieLe, shippedBefore),
        scope === null ? undefined : involving(scope),
      ),
    )
    .orderBy(asc(transferts.expedieLe), asc(transferts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    destination: row.destination,
    expedie_le: (row.expedieLe ?? new Date(0)).toISOString(),
    quantite: row.quantite,
  }));
}

/** Every active shop, by name: where a transfer may go (names only, for every signed-in user). */
export async function activeShops(db: DbOrTx): Promise<{ id: number; nom: string }[]> {
  return db
    .select({ id: magasins.id, nom: magasins.nom })
    .from(magasins)
    .where(eq(magasins.isActive, true))
    .orderBy(sql`lower(${magasins.nom})`, asc(magasins.id));
}
