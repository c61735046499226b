import type { ShopOfflineSnapshot } from '@pelote/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { stocks } from '../../db/schema/stock.ts';
import { caisseSessions } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';
import { shopCode } from '../../lib/gapless-series.ts';
import { applicablePriceLists } from '../price-lists/index.ts';
import { lotsOfLines, unitsOf } from '../stock/index.ts';

/**
 * The shop's copy a phone keeps to sell through a lost connection: the active articles having a
 * stock line in the shop (quantity may be 0) with their lots holding stock, every client with their
 * balances, what they may still take on credit and their price list, the price lists a sale there
 * may use from now on (so the phone prices at its own time, a promotion starting or ending while
 * offline included), and the open till. Only what the sale form needs, so it downloads quickly on
 * slow mobile data.
 */
export async function shopSnapshot(
  db: DbOrTx,
  shop: { id: number; nom: string; quartier: string; code: string | null },
  now: Date = new Date(),
): Promise<ShopOfflineSnapshot> {
  const [lines, people, open, priceLists] = await Promise.all([
    db
      .select({
        id: articles.id,
        nom: articles.nom,
        type: articles.type,
        prix_unitaire: articles.prixUnitaire,
        code_barre: articles.codeBarre,
        couleur: articles.couleur,
        quantite: stocks.quantite,
      })
      .from(stocks)
      .innerJoin(articles, eq(articles.id, stocks.articleId))
      .where(and(eq(stocks.magasinId, shop.id), isNull(articles.deletedAt), eq(articles.isActive, true)))
      .orderBy(asc(articles.nom), asc(articles.id)),
    db
      .select({
        id: clients.id,
        nom: clients.nom,
        prenom: clients.prenom,
        contact: clients.contact,
        adresse: clients.adresse,
        solde_du: clients.soldeDu,
        solde_avoir: clients.soldeAvoir,
        plafond_credit: clients.plafondCredit,
        tarif: clients.tarifId,
      })
      .from(clients)
      .where(isNull(clients.deletedAt))
      .orderBy(asc(clients.nom), asc(clients.prenom), asc(clients.id)),
    db
      .select({ id: caisseSessions.id, ouverteAt: caisseSessions.ouverteAt })
      .from(caisseSessions)
      .where(and(eq(caisseSessions.magasinId, shop.id), isNull(caisseSessions.clotureeAt)))
      .limit(1),
    applicablePriceLists(db, shop.id, now),
  ]);
  // Units held by layaways are not for sale: the copy shows what each lot may sell.
  const lotsOf = await lotsOfLines(
    db,
    lines.map((line) => ({ magasinId: shop.id, articleId: line.id })),
    { available: true },
  );
  const session = open[0];
  return {
    genere_le: now.toISOString(),
    magasin: { id: shop.id, nom: shop.nom, quartier: shop.quartier, code: shopCode(shop) },
    articles: lines.map((line) => {
      const bains = lotsOf({ magasinId: shop.id, articleId: line.id });
      return { ...line, quantite: Math.min(line.quantite, unitsOf(bains)), bains };
    }),
    clients: people.map((client) => ({
      ...client,
      disponible: Math.max(0, client.plafond_credit - client.solde_du),
    })),
    tarifs: priceLists,
    caisse: session ? { session_id: session.id, ouverte_at: session.ouverteAt.toISOString() } : null,
  };
}
