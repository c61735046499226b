import type { PurchaseOrder, PurchaseReceipt } from '@pelote/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { bonCommandeLignes, receptionsCommande } from '../../db/schema/purchase-orders.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { orderMessage } from './order-message.ts';
import { findHead, isOpen, orderTotals, toListItem } from './purchase-orders.repository.ts';

/** An order in full: its head, its lines (ordered, received, still expected), its receipts and their entries. */

async function orderLines(db: DbOrTx, id: number, statut: PurchaseOrder['statut']) {
  const rows = await db
    .select({
      id: bonCommandeLignes.id,
      quantite: bonCommandeLignes.quantite,
      prixUnitaire: bonCommandeLignes.prixUnitaire,
      quantiteRecue: bonCommandeLignes.quantiteRecue,
      articleId: articles.id,
      articleNom: articles.nom,
      articleType: articles.type,
      codeBarre: articles.codeBarre,
    })
    .from(bonCommandeLignes)
    .innerJoin(articles, eq(articles.id, bonCommandeLignes.articleId))
    .where(eq(bonCommandeLignes.bonCommandeId, id))
    .orderBy(asc(bonCommandeLignes.id));
  return rows.map((row) => {
    const missing = Math.max(0, row.quantite - row.quantiteRecue);
    return {
      id: row.id,
      article: { id: row.articleId, nom: row.articleNom, type: row.articleType, code_barre: row.codeBarre },
      quantite: row.quantite,
      prix_unitaire: row.prixUnitaire,
      montant: row.quantite * row.prixUnitaire,
      quantite_recue: row.quantiteRecue,
      reste: isOpen(statut) ? missing : 0,
      soldee: statut === 'solde' ? missing : 0,
    };
  });
}

async function orderReceipts(db: DbOrTx, id: number): Promise<PurchaseReceipt[]> {
  const receipts = await db
    .select({
      id: receptionsCommande.id,
      recuLe: receptionsCommande.recuLe,
      motif: receptionsCommande.motif,
      userId: users.id,
      username: users.username,
    })
    .from(receptionsCommande)
    .leftJoin(users, eq(users.id, receptionsCommande.recuPar))
    .where(eq(receptionsCommande.bonCommandeId, id))
    .orderBy(asc(receptionsCommande.id));
  if (receipts.length === 0) return [];
  const entries = await db
    .select({
      id: entreesStock.id,
      receptionId: entreesStock.receptionId,
      ligne: entreesStock.bonCommandeLigneId,
      articleNom: articles.nom,
      bain: entreesStock.bain,
      quantite: entreesStock.quantite,
      prixUnitaire: entreesStock.prixUnitaire,
    })
    .from(entreesStock)
    .innerJoin(articles, eq(articles.id, entreesStock.articleId))
    .where(
      inArray(
        entreesStock.receptionId,
        receipts.map((receipt) => receipt.id),
      ),
    )
    .orderBy(asc(entreesStock.id));
  return receipts.map((receipt) => ({
    id: receipt.id,
    recu_le: receipt.recuLe.toISOString(),
    recu_par:
      receipt.userId !== null && receipt.username !== null
        ? { id: receipt.userId, username: receipt.username }
        : null,
    motif: receipt.motif,
    entrees: entries
      .filter((entry) => entry.receptionId === receipt.id)
      .map((entry) => ({
        id: entry.id,
        ligne: entry.ligne ?? 0,
        article_nom: entry.articleNom,
        bain: entry.bain,
        quantite: entry.quantite,
        prix_unitaire: entry.prixUnitaire,
      })),
  }));
}

/** The order in full, or null. */
export async function findPurchaseOrder(db: DbOrTx, id: number): Promise<PurchaseOrder | null> {
  const head = await findHead(db, id);
  if (!head) return null;
  // One after the other: inside a write's transaction, its one connection takes one query at a time.
  const totals = await orderTotals(db, [id]);
  const lignes = await orderLines(db, id, head.statut);
  const receptions = await orderReceipts(db, id);
  const item = toListItem(head, totals.get(id));
  const { nb_lignes: _lines, ...rest } = item;
  const fournisseur = {
    ...item.fournisseur,
    telephone: head.telephone,
    delai_livraison: head.delaiLivraison,
  };
  const magasin = { ...item.magasin, quartier: head.magasinQuartier };
  return {
    ...rest,
    fournisseur,
    magasin,
    lignes,
    receptions,
    whatsapp: orderMessage({
      numero: item.numero,
      fournisseur,
      magasin,
      note: head.note,
      lignes,
      montant: item.montant,
    }),
  };
}
