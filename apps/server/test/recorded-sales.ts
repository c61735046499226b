import type { SaleDetail } from '@pelote/shared';
import { articles } from '../src/db/schema/articles.ts';
import type { users } from '../src/db/schema/users.ts';
import type { Db } from '../src/db/types.ts';
import type { SessionUser } from '../src/lib/access.ts';
import { userContext } from '../src/modules/journal/index.ts';
import { cancelSale, createSale } from '../src/modules/sales/index.ts';
import { changeStock } from '../src/modules/stock/index.ts';

/**
 * Test support for the figures' tests: sales recorded and cancelled by the sale service itself
 * (createSale, cancelSale), each in its own transaction on the test app's database, so the figures
 * are read from what a real sale writes (stock, turnover, daily sums, invoice number). A sale may be
 * dated in the past (`now`); the stock it takes is put in first through the ledger.
 */

type Article = typeof articles.$inferSelect;
type Line = { article: Article; quantite: number };

export async function createTestArticle(db: Db, nom: string, prixUnitaire = 100_00): Promise<Article> {
  const [row] = await db.insert(articles).values({ type: 'accessoire', nom, prixUnitaire }).returning();
  if (!row) throw new Error('article not created');
  return row;
}

/** The signed-in user as the services see it, from a user row of the test helper. */
export function sessionUser(row: typeof users.$inferSelect): SessionUser {
  return { id: row.id, username: row.username, role: row.role, magasinId: row.magasinId };
}

/** Adds the quantities to the shop's stock lines (an 'ajout' each), with the threshold if given. */
export async function stockUp(db: Db, magasinId: number, lines: Line[], quantiteSeuil?: number) {
  await db.transaction(async (tx) => {
    for (const { article, quantite } of lines) {
      await changeStock(tx, {
        magasinId,
        articleId: article.id,
        quantite,
        kind: 'ajout',
        userId: null,
        ...(quantiteSeuil === undefined ? {} : { quantiteSeuil }),
      });
    }
  });
}

export type TestSale = { magasin: number; client: number | null; lines: Line[] };

/** Records the sale through the sale service, as `user`, dated `now`. */
export function recordSale(db: Db, user: SessionUser, sale: TestSale, now = new Date()): Promise<SaleDetail> {
  const input = {
    magasin: sale.magasin,
    client: sale.client,
    articles: sale.lines.map(({ article, quantite }) => ({ article: article.id, quantite })),
  };
  return db.transaction((tx) => createSale({ tx, user, journal: userContext(user), now }, input));
}

/** Cancels the sale through the sale service, as `user`. */
export function cancelRecordedSale(db: Db, user: SessionUser, saleId: number): Promise<SaleDetail> {
  return db.transaction((tx) => cancelSale(tx, user, userContext(user), saleId));
}
