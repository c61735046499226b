import {
  LAYAWAY_EVENTS,
  LAYAWAY_REMINDER_DAYS,
  type Layaway,
  type LayawayDepositOutcome,
  type LayawayEvent,
  type LayawayListItem,
  type LayawayStatus,
} from '@pelote/shared';
import { aliasedTable, and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import { miseDeCoteAcomptes, miseDeCoteLignes, misesDeCote } from '../../db/schema/layaways.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { type PageWindow, pageOf, readPage } from '../../lib/page.ts';

/** Reads of layaways: a page of them, one in full (its writes: layaways.service.ts). */

const creator = aliasedTable(users, 'mdc_creator');
const day = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  day(new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000));

/** 'À échéance': open and due within LAYAWAY_REMINDER_DAYS days, or past due (not yet expired). */
export function shownStatus(statut: string, echeance: string, now: Date): LayawayStatus {
  if (statut !== 'en_cours') return statut as LayawayStatus;
  return echeance <= plusDays(day(now), LAYAWAY_REMINDER_DAYS) ? 'a_echeance' : 'en_cours';
}

/** Per layaway: units set aside and still held, today's price of those held, the deposit's sums. */
const figures = {
  quantite: sql<number>`(select coalesce(sum(l.quantite), 0)::int from mise_de_cote_lignes l where l.mise_de_cote_id = ${misesDeCote.id})`,
  held: sql<number>`(select coalesce(sum(l.quantite - l.quantite_retiree), 0)::int from mise_de_cote_lignes l where l.mise_de_cote_id = ${misesDeCote.id})`,
  heldValue: sql<string>`(select coalesce(sum((l.quantite - l.quantite_retiree) * a.prix_unitaire), 0) from mise_de_cote_lignes l join articles a on a.id = l.article_id where l.mise_de_cote_id = ${misesDeCote.id})`,
  lines: sql<number>`(select count(*)::int from mise_de_cote_lignes l where l.mise_de_cote_id = ${misesDeCote.id})`,
  received: sql<string>`(select coalesce(sum(d.montant), 0) from mise_de_cote_acomptes d where d.mise_de_cote_id = ${misesDeCote.id} and d.kind = 'versement')`,
  spent: sql<string>`(select coalesce(-sum(d.montant), 0) from mise_de_cote_acomptes d where d.mise_de_cote_id = ${misesDeCote.id} and d.kind = 'retrait')`,
  left: sql<string>`(select coalesce(sum(d.montant), 0) from mise_de_cote_acomptes d where d.mise_de_cote_id = ${misesDeCote.id})`,
};

function selectHeads(db: DbOrTx) {
  return db
    .select({
      row: misesDeCote,
      client: { id: clients.id, nom: clients.nom, prenom: clients.prenom, contact: clients.contact },
      magasin: { id: magasins.id, nom: magasins.nom },
      creator: { id: creator.id, username: creator.username },
      ...figures,
    })
    .from(misesDeCote)
    .innerJoin(clients, eq(clients.id, misesDeCote.clientId))
    .innerJoin(magasins, eq(magasins.id, misesDeCote.magasinId))
    .leftJoin(creator, eq(creator.id, misesDeCote.userId));
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof selectHeads>['where']>>[number];

function toHead(row: HeadRow, graceDays: number, now: Date): Omit<LayawayListItem, 'nb_lignes'> {
  const r = row.row;
  const held = r.statut === 'en_cours' ? row.held : 0;
  const left = Number(row.left);
  return {
    id: r.id,
    statut: shownStatus(r.statut, r.echeance, now),
    client: { ...row.client, contact: row.client.contact ?? '' },
    magasin: row.magasin,
    echeance: r.echeance,
    expire_apres: plusDays(r.echeance, graceDays),
    note: r.note,
    cree_le: r.createdAt.toISOString(),
    cree_par: row.creator?.id ? { id: row.creator.id, username: row.creator.username } : null,
    cloture_le: r.clotureAt?.toISOString() ?? null,
    motif_annulation: r.motifAnnulation,
    quantite: row.quantite,
    quantite_reservee: held,
    acompte: Number(row.received),
    acompte_utilise: Number(row.spent),
    acompte_disponible: left,
    depot_devenu: (r.depotDevenu as LayawayDepositOutcome | null) ?? null,
    reste_estime: r.statut === 'en_cours' ? Math.max(0, Number(row.heldValue) - left) : 0,
  };
}

export type LayawayFilters = {
  magasin: number | null;
  statut?: LayawayStatus | undefined;
  q?: string | undefined;
  client?: number | undefined;
};

/** The list's filters: `a_echeance` and `en_cours` split the open ones by their due date. */
export function layawayConditions(filters: LayawayFilters, now: Date): SQL | undefined {
  const soon = plusDays(day(now), LAYAWAY_REMINDER_DAYS);
  const status: Record<LayawayStatus, SQL> = {
    en_cours: sql`${misesDeCote.statut} = 'en_cours' and ${misesDeCote.echeance} > ${soon}`,
    a_echeance: sql`${misesDeCote.statut} = 'en_cours' and ${misesDeCote.echeance} <= ${soon}`,
    expiree: sql`${misesDeCote.statut} = 'expiree'`,
    retiree: sql`${misesDeCote.statut} = 'retiree'`,
    annulee: sql`${misesDeCote.statut} = 'annulee'`,
  };
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return and(
    filters.magasin === null ? undefined : eq(misesDeCote.magasinId, filters.magasin),
    filters.client === undefined ? undefined : eq(misesDeCote.clientId, filters.client),
    filters.statut ? status[filters.statut] : undefined,
    pattern
      ? or(
          ilike(clients.nom, pattern),
          ilike(clients.prenom, pattern),
          ilike(clients.contact, pattern),
          sql`exists (select 1 from mise_de_cote_lignes l join articles a on a.id = l.article_id
            where l.mise_de_cote_id = ${misesDeCote.id} and a.nom ilike ${pattern})`,
        )
      : undefined,
  );
}

type Settings = { graceDays: number; now: Date };

/** The layaways `where` keeps, newest first, as list items (the list, its CSV, the reminders). */
export function selectItems(db: DbOrTx, where: SQL | undefined) {
  return selectHeads(db).where(where).orderBy(desc(misesDeCote.createdAt), desc(misesDeCote.id));
}

export const toItem = (row: HeadRow, settings: Settings): LayawayListItem => ({
  ...toHead(row, settings.graceDays, settings.now),
  nb_lignes: row.lines,
});

/** One page of layaways, newest first. */
export async function listLayaways(
  db: DbOrTx,
  filters: LayawayFilters,
  settings: Settings,
  paging: PageWindow,
) {
  const where = layawayConditions(filters, settings.now);
  const { count, rows } = await readPage(
    paging,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(misesDeCote)
      .innerJoin(clients, eq(clients.id, misesDeCote.clientId))
      .where(where),
    selectItems(db, where),
  );
  return pageOf(
    count,
    paging.page,
    paging.pageSize,
    rows.map((row) => toItem(row, settings)),
  );
}

const EVENT_OF: Record<string, LayawayEvent> = { envoi: 'relance' };

/** One layaway in full: its lines, deposit payments, pickups' sales and history. */
export async function findLayaway(db: DbOrTx, id: number, settings: Settings): Promise<Layaway | null> {
  const [head] = await selectHeads(db).where(eq(misesDeCote.id, id));
  if (!head) return null;
  const lines = await db
    .select({ line: miseDeCoteLignes, article: { id: articles.id, nom: articles.nom, type: articles.type } })
    .from(miseDeCoteLignes)
    .innerJoin(articles, eq(articles.id, miseDeCoteLignes.articleId))
    .where(eq(miseDeCoteLignes.miseDeCoteId, id))
    .orderBy(asc(miseDeCoteLignes.id));
  const prices = await db
    .select({ id: articles.id, prix: articles.prixUnitaire })
    .from(articles)
    .where(inArray(articles.id, lines.length ? lines.map((row) => row.article.id) : [0]));
  const deposits = await db
    .select()
    .from(miseDeCoteAcomptes)
    .where(eq(miseDeCoteAcomptes.miseDeCoteId, id))
    .orderBy(asc(miseDeCoteAcomptes.id));
  const saleIds = deposits.flatMap((row) => (row.venteId ? [row.venteId] : []));
  const sales = saleIds.length
    ? await db
        .select({ id: ventes.id, numero: ventes.numeroFacture, date: ventes.dateVente, total: ventes.total })
        .from(ventes)
        .where(inArray(ventes.id, saleIds))
        .orderBy(asc(ventes.id))
    : [];
  const events = await db
    .select()
    .from(journal)
    .where(and(eq(journal.entite, 'mise_de_cote'), eq(journal.entiteId, String(id))))
    .orderBy(asc(journal.createdAt), asc(journal.id));
  const open = head.row.statut === 'en_cours';
  return {
    ...toHead(head, settings.graceDays, settings.now),
    lignes: lines.map(({ line, article }) => ({
      id: line.id,
      article,
      bain: line.bain,
      quantite: line.quantite,
      quantite_retiree: line.quantiteRetiree,
      quantite_reservee: open ? line.quantite - line.quantiteRetiree : 0,
      prix_unitaire: prices.find((price) => price.id === article.id)?.prix ?? 0,
    })),
    paiements: deposits
      .filter((row) => row.kind === 'versement')
      .map((row) => ({
        id: row.id,
        methode: row.methode as Layaway['paiements'][number]['methode'],
        montant: row.montant,
        montant_recu: row.montantRecu,
        monnaie_rendue: row.monnaieRendue,
        reference: row.reference,
        date: row.createdAt.toISOString(),
        session_caisse: row.sessionId,
      })),
    ventes: sales.map((sale) => ({
      id: sale.id,
      numero_facture: sale.numero,
      date: sale.date.toISOString(),
      montant_total: sale.total,
      acompte: -deposits.filter((row) => row.venteId === sale.id).reduce((sum, row) => sum + row.montant, 0),
    })),
    historique: events.map((event) => {
      const evenement = EVENT_OF[event.action] ?? (event.action as LayawayEvent);
      const montant = (event.changements as Record<string, { apres?: unknown }>).montant?.apres;
      return {
        date: event.createdAt.toISOString(),
        evenement: LAYAWAY_EVENTS.includes(evenement) ? evenement : 'creation',
        utilisateur: event.username,
        montant: typeof montant === 'number' ? montant : null,
        texte: event.entiteLibelle ?? '',
      };
    }),
  };
}
