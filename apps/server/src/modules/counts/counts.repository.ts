import type { Count, CountArticle, CountLine, CountListItem, CountStatus } from '@pelote/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { inventaireLignes, inventaires } from '../../db/schema/counts.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { readPage } from '../../lib/page.ts';
import { readRowsById } from '../../lib/rows-by-id.ts';

/** Reads of the stock counts: the list, one count with its lines, what is left to count. */

const opener = alias(users, 'opener');
const validator = alias(users, 'validator');
const counter = alias(users, 'counter');

type Head = typeof inventaires.$inferSelect;
type Row = {
  count: Head;
  shop: { id: number; nom: string };
  opener: string | null;
  validator: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const userRef = (id: number | null, username: string | null) =>
  id === null || username === null ? null : { id, username };

function headQuery(db: DbOrTx) {
  return db
    .select({
      count: inventaires,
      shop: { id: magasins.id, nom: magasins.nom },
      opener: opener.username,
      validator: validator.username,
    })
    .from(inventaires)
    .innerJoin(magasins, eq(magasins.id, inventaires.magasinId))
    .leftJoin(opener, eq(opener.id, inventaires.ouvertPar))
    .leftJoin(validator, eq(validator.id, inventaires.validePar));
}

function toHead(row: Row, figures: { lignes: number; ecarts: number }) {
  const c = row.count;
  return {
    id: c.id,
    statut: c.statut,
    magasin: row.shop,
    type_article: c.typeArticle,
    ouvert_le: c.createdAt.toISOString(),
    ouvert_par: userRef(c.ouvertPar, row.opener),
    valide_le: c.valideLe?.toISOString() ?? null,
    valide_par: userRef(c.validePar, row.validator),
    annule_le: c.annuleLe?.toISOString() ?? null,
    nb_lignes: figures.lignes,
    nb_ecarts: figures.ecarts,
  };
}

/** The lots of the count's shop (of its type) holding stock: `select article_id, bain` joinable on `articles`. */
function stockLotsSql(head: Head): SQL {
  const type = head.typeArticle === null ? sql`` : sql` and a.type = ${head.typeArticle}`;
  return sql`
    select b.article_id, b.bain from stock_bains b join articles a on a.id = b.article_id
    where b.magasin_id = ${head.magasinId} and b.quantite > 0${type}`;
}

/** Lots holding stock that the count has no line for yet. */
async function leftToCount(db: DbOrTx, head: Head): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (${stockLotsSql(head)}) s
    where not exists (
      select 1 from inventaire_lignes l
      where l.inventaire_id = ${head.id} and l.article_id = s.article_id and l.bain = s.bain)`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The count's lines (all, or those given), by article name then lot, each with what moved its lot since it was counted. */
export async function countLines(db: DbOrTx, head: Head, ids?: number[]): Promise<CountLine[]> {
  // Movements of the lot after its count, before the validation (the count's own adjustment aside).
  const until = head.valideLe ? sql` and m.created_at <= ${head.valideLe.toISOString()}::timestamptz` : sql``;
  const since = sql<number>`(
    select coalesce(sum(m.quantite), 0)::int from mouvements_stock m
    where m.magasin_id = ${head.magasinId} and m.article_id = ${inventaireLignes.articleId}
      and m.bain = ${inventaireLignes.bain} and m.id > ${inventaireLignes.repere}
      and m.inventaire_id is distinct from ${head.id}${until})`.mapWith(Number);
  const rows = await db
    .select({
      line: inventaireLignes,
      article: {
        id: articles.id,
        nom: articles.nom,
        type: articles.type,
        code_barre: articles.codeBarre,
        prix: articles.prixUnitaire,
      },
      counter: counter.username,
      since,
    })
    .from(inventaireLignes)
    .innerJoin(articles, eq(articles.id, inventaireLignes.articleId))
    .leftJoin(counter, eq(counter.id, inventaireLignes.comptePar))
    .where(
      and(eq(inventaireLignes.inventaireId, head.id), ids ? inArray(inventaireLignes.id, ids) : undefined),
    )
    .orderBy(sql`lower(${articles.nom})`, asc(inventaireLignes.bain), asc(inventaireLignes.id));
  return rows.map(({ line, article, counter: username, since: moved }) => ({
    id: line.id,
    article: { id: article.id, nom: article.nom, type: article.type, code_barre: article.code_barre },
    bain: line.bain,
    quantite_comptee: line.quantiteComptee,
    quantite_attendue: line.quantiteAttendue,
    ecart: line.quantiteComptee - line.quantiteAttendue,
    mouvements_depuis: moved,
    compte_le: line.compteLe.toISOString(),
    compte_par: userRef(line.comptePar, username),
    motif: (line.motif as CountLine['motif']) ?? null,
    prix_unitaire: article.prix,
  }));
}

export async function findCountHead(db: DbOrTx, id: number): Promise<Head | null> {
  const [row] = await db.select().from(inventaires).where(eq(inventaires.id, id));
  return row ?? null;
}

/** One count with its lines and what is left to count, or null. */
export async function findCount(db: DbOrTx, id: number): Promise<Count | null> {
  const [row] = await headQuery(db).where(eq(inventaires.id, id));
  if (!row) return null;
  const lines = await countLines(db, row.count);
  return {
    ...toHead(row, { lignes: lines.length, ecarts: lines.filter((line) => line.ecart !== 0).length }),
    lignes: lines,
    restants: row.count.statut === 'en_cours' ? await leftToCount(db, row.count) : 0,
  };
}

export { leftToCount };

/** A page of counts, newest first; `scope` a gerant's shop (null: every shop). */
export async function listCounts(
  db: DbOrTx,
  filters: { scope: number | null; statut?: CountStatus | undefined },
  page: { page: number; pageSize: number },
): Promise<{ count: number; rows: CountListItem[] }> {
  const where = and(
    filters.scope === null ? undefined : eq(inventaires.magasinId, filters.scope),
    filters.statut ? eq(inventaires.statut, filters.statut) : undefined,
  );
  const { count: matching, rows } = await readPage(
    page,
    db.select({ n: count() }).from(inventaires).where(where),
    headQuery(db).where(where).orderBy(desc(inventaires.createdAt), desc(inventaires.id)),
  );
  const byId = await readRowsById(
    rows.map((row) => row.count.id),
    (ids) =>
      db
        .select({
          id: inventaireLignes.inventaireId,
          lignes: count(),
          ecarts:
            sql<number>`count(*) filter (where ${inventaireLignes.quantiteComptee} <> ${inventaireLignes.quantiteAttendue})`.mapWith(
              Number,
            ),
        })
        .from(inventaireLignes)
        .where(inArray(inventaireLignes.inventaireId, ids))
        .groupBy(inventaireLignes.inventaireId),
  );
  return {
    count: matching,
    rows: rows.map((row) => toHead(row, byId.get(row.count.id) ?? { lignes: 0, ecarts: 0 })),
  };
}

type ArticleRow = {
  id: number;
  nom: string;
  type: CountArticle['article']['type'];
  code_barre: string | null;
  bain: string;
  quantite_comptee: number | null;
};

/**
 * What there is to count: the lots of the shop (of the count's type) holding stock, and the lots
 * already counted, by name then lot; `q` searches the name or matches the barcode, `reste` keeps
 * the lots not counted yet.
 */
export async function countArticles(
  db: DbOrTx,
  head: Head,
  options: { q?: string | undefined; reste: boolean; page: number; pageSize: number },
): Promise<{ count: number; rows: CountArticle[] }> {
  const search = options.q
    ? sql` and (a.nom ilike ${containsPattern(options.q)} or a.code_barre = ${options.q})`
    : sql``;
  const left = options.reste ? sql` and l.id is null` : sql``;
  const from = sql`
    from (${stockLotsSql(head)} union select article_id, bain from inventaire_lignes where inventaire_id = ${head.id}) x
    join articles a on a.id = x.article_id
    left join inventaire_lignes l on l.inventaire_id = ${head.id} and l.article_id = x.article_id and l.bain = x.bain
    where true${search}${left}`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`))[0]?.n ?? 0;
  const rows = rowsOf<ArticleRow>(
    await db.execute(sql`
      select a.id, a.nom, a.type, a.code_barre, x.bain, l.quantite_comptee ${from}
      order by lower(a.nom), a.id, x.bain
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`),
  );
  return {
    count: Number(total),
    rows: rows.map((row) => ({
      article: { id: Number(row.id), nom: row.nom, type: row.type, code_barre: row.code_barre },
      bain: row.bain,
      quantite_comptee: row.quantite_comptee === null ? null : Number(row.quantite_comptee),
    })),
  };
}
