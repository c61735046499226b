import type { CatalogueType } from '@pelote/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types.ts';
import { clearMonthRollup, rowsOf, scaledCost } from '../costs/index.ts';

/**
 * Keeps the daily sums of db/schema/sales-summary.ts equal to the validated sales net of their returns:
 * a sale adds itself (sign 1) in its own transaction, a cancellation takes it back off (sign -1) in
 * its own, on the sale's day. A return (credit note) takes its lines off on its own day, without
 * changing the number of sales (docs/decisions/006-returns.md).
 */

export type SummarisedSale = {
  magasinId: number;
  dateVente: Date;
  lines: {
    articleId: number;
    articleType: CatalogueType;
    quantite: number;
    prixTotal: number;
    /** The line's frozen cost (costs/cost.ts); null when unknown: counted apart. */
    coutUnitaire: number | null;
  }[];
};

/** The sale's calendar day in the shops' time zone (UTC), as the statistics count days. */
export const saleDay = (date: Date) => date.toISOString().slice(0, 10);

/** Quantity, revenue, cost in ten-thousandths of a hundredth (exact), and the part of unknown cost. */
type LineSums = {
  quantite: number;
  chiffreAffaire: number;
  cout: bigint;
  caInconnu: number;
  qInconnu: number;
};

/** The cost sums' SQL values, signed: cost as an exact numeric, the unknown part as integers. */
const costValues = (sum: LineSums, sign: 1 | -1) =>
  sql`(${(BigInt(sign) * sum.cout).toString()}::numeric / 10000), ${sign * sum.caInconnu}::bigint, ${sign * sum.qInconnu}::int`;

/**
 * The lines summed per key, in the order of the keys: rows are upserted, so locked, in that order
 * by every sale and cancellation, and two of them never wait on each other in a cycle.
 */
function sumBy<Key extends string | number>(
  lines: SummarisedSale['lines'],
  key: (line: SummarisedSale['lines'][number]) => Key,
) {
  const sums = new Map<Key, LineSums>();
  for (const line of lines) {
    const sum = sums.get(key(line)) ?? {
      quantite: 0,
      chiffreAffaire: 0,
      cout: 0n,
      caInconnu: 0,
      qInconnu: 0,
    };
    sum.quantite += line.quantite;
    sum.chiffreAffaire += line.prixTotal;
    if (line.coutUnitaire === null) {
      sum.caInconnu += line.prixTotal;
      sum.qInconnu += line.quantite;
    } else {
      sum.cout += scaledCost(line.quantite, line.coutUnitaire);
    }
    sums.set(key(line), sum);
  }
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The cost sums of an upsert, added to the row's. */
const costUpdates = (table: string) =>
  sql.raw(`cout_ventes = ${table}.cout_ventes + excluded.cout_ventes,
        chiffre_affaire_cout_inconnu = ${table}.chiffre_affaire_cout_inconnu + excluded.chiffre_affaire_cout_inconnu,
        quantite_cout_inconnu = ${table}.quantite_cout_inconnu + excluded.quantite_cout_inconnu`);

/**
 * The three upserts as common table expressions, `stats_* as (...)`, to go in the WITH list of one
 * statement: the sale service puts them in its numbering statement, so a sale still waits on its
 * shop's other tills for one round trip only (invoice-number.ts).
 */
export function summaryUpserts(
  sale: SummarisedSale,
  sign: 1 | -1,
  options: { countsSales?: boolean } = {},
): SQL {
  const day = saleDay(sale.dateVente);
  const shop = sale.magasinId;
  const total = sale.lines.reduce((sum, line) => sum + line.prixTotal, 0);
  const [whole] = sumBy(sale.lines, () => 0).map(([, sum]) => sum);
  // A return moves units and revenue, never the number of sales.
  const sales = options.countsSales === false ? 0 : sign;
  const types = sumBy(sale.lines, (line) => line.articleType).map(
    ([type, sum]) =>
      sql`(${day}::date, ${shop}::int, ${type}::article_type, ${sales}::int, ${sign * sum.quantite}::int, ${sign * sum.chiffreAffaire}::bigint, ${costValues(sum, sign)})`,
  );
  const articles = sumBy(sale.lines, (line) => line.articleId).map(
    ([id, sum]) =>
      sql`(${day}::date, ${shop}::int, ${id}::int, ${sign * sum.quantite}::int, ${sign * sum.chiffreAffaire}::bigint, ${costValues(sum, sign)})`,
  );
  return sql`
    stats_day as (
      insert into stats_ventes_jour (jour, magasin_id, ventes, chiffre_affaire,
        cout_ventes, chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
      values (${day}::date, ${shop}::int, ${sales}::int, ${sign * total}::bigint, ${whole ? costValues(whole, sign) : sql`0, 0, 0`})
      on conflict (jour, magasin_id) do update set
        ventes = stats_ventes_jour.ventes + excluded.ventes,
        chiffre_affaire = stats_ventes_jour.chiffre_affaire + excluded.chiffre_affaire,
        ${costUpdates('stats_ventes_jour')}
    ),
    stats_types as (
      insert into stats_types_jour (jour, magasin_id, article_type, ventes, quantite, chiffre_affaire,
        cout_ventes, chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
      values ${sql.join(types, sql`, `)}
      on conflict (jour, magasin_id, article_type) do update set
        ventes = stats_types_jour.ventes + excluded.ventes,
        quantite = stats_types_jour.quantite + excluded.quantite,
        chiffre_affaire = stats_types_jour.chiffre_affaire + excluded.chiffre_affaire,
        ${costUpdates('stats_types_jour')}
    ),
    stats_articles as (
      insert into stats_articles_jour (jour, magasin_id, article_id, quantite, chiffre_affaire,
        cout_ventes, chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
      values ${sql.join(articles, sql`, `)}
      on conflict (jour, magasin_id, article_id) do update set
        quantite = stats_articles_jour.quantite + excluded.quantite,
        chiffre_affaire = stats_articles_jour.chiffre_affaire + excluded.chiffre_affaire,
        ${costUpdates('stats_articles_jour')}
    )`;
}

/** Adds a sale to the daily sums (sign 1) or takes it off (sign -1), as a statement of its own. */
export async function addToSalesSummary(tx: Tx, sale: SummarisedSale, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`with ${summaryUpserts(sale, sign)} select 1`);
}

/**
 * Rebuilds the daily sums from the sales themselves, for data written in bulk (the demo and
 * benchmark generator). Migration 0003 holds the same statements for the sales of an upgrade. The
 * cost columns start at zero here: rebuildCostHistory (costs/cost-history.ts) fills them after.
 * The margins' roll-up of closed months is emptied first (rolled up again lazily, or by the
 * generator), where the database has one: the upgrade tests also run this at older migrations.
 */
export async function rebuildSalesSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [rollup] = rowsOf<{ present: boolean }>(
      await tx.execute(sql`select to_regclass('stats_mois_clos') is not null as present`),
    );
    if (rollup?.present) await clearMonthRollup(tx);
    await tx.execute(sql`delete from stats_articles_jour`);
    await tx.execute(sql`delete from stats_types_jour`);
    await tx.execute(sql`delete from stats_ventes_jour`);
    await tx.execute(sql`
      insert into stats_ventes_jour (jour, magasin_id, ventes, chiffre_affaire)
      select jour, magasin_id, sum(ventes), sum(chiffre_affaire) from (
        select (date_vente at time zone 'UTC')::date as jour, magasin_id, count(*) as ventes, sum(total) as chiffre_affaire
        from ventes where statut = 'validee' group by 1, 2
        union all
        select (created_at at time zone 'UTC')::date, magasin_id, 0, -sum(montant)
        from retours group by 1, 2
      ) sums group by 1, 2`);
    await tx.execute(sql`
      insert into stats_types_jour (jour, magasin_id, article_type, ventes, quantite, chiffre_affaire)
      select jour, magasin_id, article_type, sum(ventes), sum(quantite), sum(chiffre_affaire) from (
        select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_type,
          count(distinct v.id) as ventes, sum(l.quantite) as quantite, sum(l.prix_total) as chiffre_affaire
        from ventes v join vente_lignes l on l.vente_id = v.id
        where v.statut = 'validee'
        group by 1, 2, 3
        union all
        select (r.created_at at time zone 'UTC')::date, r.magasin_id, l.article_type, 0, -sum(rl.quantite), -sum(rl.prix_total)
        from retours r join retour_lignes rl on rl.retour_id = r.id join vente_lignes l on l.id = rl.vente_ligne_id
        group by 1, 2, 3
      ) sums group by 1, 2, 3`);
    await tx.execute(sql`
      insert into stats_articles_jour (jour, magasin_id, article_id, quantite, chiffre_affaire)
      select jour, magasin_id, article_id, sum(quantite), sum(chiffre_affaire) from (
        select (v.date_vente at time zone 'UTC')::date as jour, v.magasin_id, l.article_id,
          sum(l.quantite) as quantite, sum(l.prix_total) as chiffre_affaire
        from ventes v join vente_lignes l on l.vente_id = v.id
        where v.statut = 'validee'
        group by 1, 2, 3
        union all
        select (r.created_at at time zone 'UTC')::date, r.magasin_id, rl.article_id, -sum(rl.quantite), -sum(rl.prix_total)
        from retours r join retour_lignes rl on rl.retour_id = r.id
        group by 1, 2, 3
      ) sums group by 1, 2, 3`);
  });
}
