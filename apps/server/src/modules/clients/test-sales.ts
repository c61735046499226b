import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { articles } from '../articles/articles.table.ts';
import { venteLignes, ventes } from '../sales/sales.table.ts';
import { addToSalesSummary } from '../sales/sales-summary.ts';
import { addToClientTurnover } from './clients.repository.ts';

/**
 * Test support for the figures' tests: records sales straight into the tables, with any date (the
 * sale service always dates a sale now), keeping the client's turnover and the daily sums of the
 * statistics exact in the same transaction as the sale service does. It leaves stock alone: the
 * stock tests use the service.
 */

type Article = typeof articles.$inferSelect;

let invoiceCounter = 0;

export async function createTestArticle(db: Db, nom: string, prixUnitaire = 100_00): Promise<Article> {
  const [row] = await db.insert(articles).values({ type: 'accessoire', nom, prixUnitaire }).returning();
  if (!row) throw new Error('article not created');
  return row;
}

export type TestSale = {
  magasinId: number;
  clientId: number | null;
  lines: { article: Article; quantite: number }[];
  dateVente?: Date;
};

export async function recordTestSale(db: Db, sale: TestSale) {
  const lines = sale.lines.map(({ article, quantite }) => ({
    articleId: article.id,
    articleNom: article.nom,
    articleType: article.type,
    quantite,
    prixUnitaire: article.prixUnitaire,
    prixTotal: article.prixUnitaire * quantite,
  }));
  const total = lines.reduce((sum, line) => sum + line.prixTotal, 0);
  invoiceCounter += 1;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ventes)
      .values({
        numeroFacture: `FAC-TEST-${String(invoiceCounter).padStart(6, '0')}`,
        magasinId: sale.magasinId,
        clientId: sale.clientId,
        total,
        ...(sale.dateVente ? { dateVente: sale.dateVente } : {}),
      })
      .returning();
    if (!row) throw new Error('sale not created');
    await tx.insert(venteLignes).values(lines.map((line) => ({ ...line, venteId: row.id })));
    if (sale.clientId !== null) await addToClientTurnover(tx, sale.clientId, total);
    await addToSalesSummary(tx, { magasinId: row.magasinId, dateVente: row.dateVente, lines }, 1);
    return row;
  });
}

/** Marks the sale cancelled and takes it back off the client's turnover and the daily sums. */
export async function cancelTestSale(db: Db, sale: typeof ventes.$inferSelect) {
  await db.transaction(async (tx) => {
    await tx.update(ventes).set({ statut: 'annulee', annuleeAt: new Date() }).where(eq(ventes.id, sale.id));
    if (sale.clientId !== null) await addToClientTurnover(tx, sale.clientId, -sale.total);
    const lines = await tx.select().from(venteLignes).where(eq(venteLignes.venteId, sale.id));
    await addToSalesSummary(tx, { magasinId: sale.magasinId, dateVente: sale.dateVente, lines }, -1);
  });
}
