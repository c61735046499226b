import type {
  CreditNote,
  CreditNoteLine,
  CreditNoteListItem,
  CreditNoteListQuery,
  Paginated,
  RefundMethod,
} from '@pelote/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, withinDays } from '../../db/filters.ts';
import { clients } from '../../db/schema/clients.ts';
import { retourLignes, retours } from '../../db/schema/returns.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reading credit notes: one in full, the searched list, a sale's, and what a sale gave back. */

export function selectHeads(db: DbOrTx) {
  return db
    .select({
      retour: retours,
      venteNumero: ventes.numeroFacture,
      venteDate: ventes.dateVente,
      magasinNom: magasins.nom,
      magasinQuartier: magasins.quartier,
      clientNom: clients.nom,
      clientPrenom: clients.prenom,
      username: users.username,
    })
    .from(retours)
    .innerJoin(ventes, eq(ventes.id, retours.venteId))
    .innerJoin(magasins, eq(magasins.id, retours.magasinId))
    .leftJoin(clients, eq(clients.id, retours.clientId))
    .leftJoin(users, eq(users.id, retours.userId));
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof selectHeads>['where']>>[number];

export function toListItem(row: HeadRow): CreditNoteListItem {
  const r = row.retour;
  return {
    id: r.id,
    numero_avoir: r.numeroAvoir,
    date: r.createdAt.toISOString(),
    montant: r.montant,
    methode_remboursement: r.methodeRemboursement as RefundMethod,
    reference_remboursement: r.referenceRemboursement,
    vente: { id: r.venteId, numero_facture: row.venteNumero },
    magasin: { id: r.magasinId, nom: row.magasinNom },
    client:
      r.clientId === null
        ? null
        : { id: r.clientId, nom: row.clientNom ?? '', prenom: row.clientPrenom ?? '' },
  };
}

/** What a credit note's line holds, as written or read back. */
type NoteLine = Pick<
  typeof retourLignes.$inferSelect,
  'venteLigneId' | 'articleId' | 'bain' | 'quantite' | 'prixUnitaire' | 'prixTotal' | 'etat' | 'motif'
>;

/** A credit note's line as the API shows it, with the article's name and type kept by the sale. */
export function toCreditNoteLine(
  id: number,
  line: NoteLine,
  article: { nom: string; type: CreditNoteLine['article']['article_type'] },
): CreditNoteLine {
  return {
    id,
    vente_ligne: line.venteLigneId,
    article: { id: line.articleId, article_name: article.nom, article_type: article.type },
    bain: line.bain,
    quantite: line.quantite,
    prix_unitaire: line.prixUnitaire,
    prix_total: line.prixTotal,
    etat: line.etat,
    motif: line.motif,
  };
}

/** One credit note in full, its lines in the order of the sale's lines; null when absent. */
export async function findCreditNote(db: DbOrTx, id: number): Promise<CreditNote | null> {
  const [head] = await selectHeads(db).where(eq(retours.id, id));
  if (!head) return null;
  const lines = await db
    .select({ line: retourLignes, nom: venteLignes.articleNom, type: venteLignes.articleType })
    .from(retourLignes)
    .innerJoin(venteLignes, eq(venteLignes.id, retourLignes.venteLigneId))
    .where(eq(retourLignes.retourId, id))
    .orderBy(asc(retourLignes.venteLigneId), asc(retourLignes.id));
  const item = toListItem(head);
  return {
    ...item,
    vente: { ...item.vente, date_vente: head.venteDate.toISOString() },
    magasin: { ...item.magasin, quartier: head.magasinQuartier },
    utilisateur:
      head.retour.userId !== null && head.username !== null
        ? { id: head.retour.userId, username: head.username }
        : null,
    session_caisse: head.retour.sessionId,
    lignes: lines.map(({ line, nom, type }) => toCreditNoteLine(line.id, line, { nom, type })),
  };
}

/** The list's filters; `magasin` null for every shop. */
export type CreditNoteFilters = Omit<CreditNoteListQuery, 'page' | 'page_size' | 'magasin'> & {
  magasin: number | null;
};

/** The list's filters as SQL over `retours` joined to its sale (the list and its CSV export). */
export function creditNoteConditions(filters: CreditNoteFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.magasin !== null) where.push(eq(retours.magasinId, filters.magasin));
  where.push(...withinDays(retours.createdAt, filters.date_debut, filters.date_fin));
  if (filters.numero) {
    const pattern = containsPattern(filters.numero);
    where.push(or(ilike(retours.numeroAvoir, pattern), ilike(ventes.numeroFacture, pattern)));
  }
  return and(...where);
}

/** One page of credit notes, newest first, filtered in the database. */
export async function listCreditNotes(
  db: DbOrTx,
  filters: CreditNoteFilters,
  page: { page: number; pageSize: number },
): Promise<Paginated<CreditNoteListItem>> {
  const condition = creditNoteConditions(filters);
  const found = await readPage(
    page,
    db
      .select({ n: count() })
      .from(retours)
      .innerJoin(ventes, eq(ventes.id, retours.venteId))
      .where(condition),
    selectHeads(db).where(condition).orderBy(desc(retours.createdAt), desc(retours.id)),
  );
  return pageOf(found.count, page.page, page.pageSize, found.rows.map(toListItem));
}
