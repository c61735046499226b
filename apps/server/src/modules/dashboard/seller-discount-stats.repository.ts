import type { SalesStats } from '@pelote/shared';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ShopScope } from './dashboard.repository.ts';
import type { Period } from './sales-stats.repository.ts';

/**
 * The statistics by seller ('Vendeur': the user who recorded the sale) and the discounts given (by
 * shop, seller and motif), read from the period's validated sales and their lines: a discount is
 * what the customer did not pay of the catalogue's price, price lists ('tarif') included.
 */

type SellerStats = Pick<
  SalesStats,
  'par_vendeur' | 'remises_par_magasin' | 'remises_par_vendeur' | 'remises_par_motif'
>;

const sum = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

function salesOfPeriod(scope: ShopScope, period: Period): SQL {
  return and(
    eq(ventes.statut, 'validee'),
    gte(ventes.dateVente, period.from),
    lt(ventes.dateVente, period.to),
    scope === null ? undefined : eq(ventes.magasinId, scope),
  ) as SQL;
}

const discountOfLines = sql`${venteLignes.prixCatalogue} * ${venteLignes.quantite} - ${venteLignes.prixTotal}`;
const byAmount = <Row extends { montant: number }>(rows: Row[]) =>
  rows.filter((row) => row.montant > 0).sort((a, b) => b.montant - a.montant);

export async function sellerAndDiscountStats(
  db: DbOrTx,
  scope: ShopScope,
  period: Period,
): Promise<SellerStats> {
  const where = salesOfPeriod(scope, period);
  const sellers = await db
    .select({
      id: users.id,
      username: users.username,
      ventes: sql<number>`count(*)`.mapWith(Number),
      chiffre_affaire: sum(sql`${ventes.total}`),
    })
    .from(ventes)
    .innerJoin(users, eq(users.id, ventes.userId))
    .where(where)
    .groupBy(users.id, users.username);
  const lines = await db
    .select({
      magasinId: ventes.magasinId,
      magasinNom: magasins.nom,
      userId: users.id,
      username: users.username,
      motif: venteLignes.remiseMotif,
      remise: sum(discountOfLines),
      remiseLigne: sum(sql`${venteLignes.remiseLigne}`),
      tarif: sum(sql`(${venteLignes.prixCatalogue} - ${venteLignes.prixUnitaire}) * ${venteLignes.quantite}`),
    })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .innerJoin(magasins, eq(magasins.id, ventes.magasinId))
    .innerJoin(users, eq(users.id, ventes.userId))
    .where(and(where, sql`${discountOfLines} > 0`))
    .groupBy(ventes.magasinId, magasins.nom, users.id, users.username, venteLignes.remiseMotif);
  const tickets = await db
    .select({ motif: ventes.remiseTicketMotif, montant: sum(sql`${ventes.remiseTicket}`) })
    .from(ventes)
    .where(and(where, sql`${ventes.remiseTicket} > 0`))
    .groupBy(ventes.remiseTicketMotif);

  const byShop = new Map<number, { magasin: { id: number; nom: string }; montant: number }>();
  const bySeller = new Map<number, { vendeur: { id: number; username: string }; montant: number }>();
  const byMotif = new Map<string, number>();
  for (const row of lines) {
    const shop = byShop.get(row.magasinId) ?? {
      magasin: { id: row.magasinId, nom: row.magasinNom },
      montant: 0,
    };
    byShop.set(row.magasinId, { ...shop, montant: shop.montant + row.remise });
    const seller = bySeller.get(row.userId) ?? {
      vendeur: { id: row.userId, username: row.username },
      montant: 0,
    };
    bySeller.set(row.userId, { ...seller, montant: seller.montant + row.remise });
    if (row.motif) byMotif.set(row.motif, (byMotif.get(row.motif) ?? 0) + row.remiseLigne);
    byMotif.set('tarif', (byMotif.get('tarif') ?? 0) + row.tarif);
  }
  for (const row of tickets)
    if (row.motif) byMotif.set(row.motif, (byMotif.get(row.motif) ?? 0) + row.montant);

  return {
    par_vendeur: sellers
      .map(({ id, username, ...figures }) => ({ vendeur: { id, username }, ...figures }))
      .sort(
        (a, b) =>
          b.chiffre_affaire - a.chiffre_affaire || a.vendeur.username.localeCompare(b.vendeur.username),
      ),
    remises_par_magasin: byAmount([...byShop.values()]),
    remises_par_vendeur: byAmount([...bySeller.values()]),
    remises_par_motif: byAmount(
      [...byMotif].map(([motif, montant]) => ({
        motif: motif as SellerStats['remises_par_motif'][number]['motif'],
        montant,
      })),
    ),
  };
}
