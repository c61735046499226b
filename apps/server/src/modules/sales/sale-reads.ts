import { type Sale, saleReturnState } from '@pelote/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import { costForApi } from '../costs/index.ts';
import { lineDiscountFields, saleDiscountFields, saleIsDiscounted } from './sale-discount-fields.ts';
import { methodsBySale } from './sale-payments.ts';

/**
 * The shape every sale list shares: the sale's head with its shop and client,
 * then its lines read in one query for the whole page.
 */

type SaleHead = Omit<Sale, 'items' | 'modes_paiement' | 'retournee'>;

export const saleHeadColumns = {
  id: ventes.id,
  numeroFacture: ventes.numeroFacture,
  dateVente: ventes.dateVente,
  total: ventes.total,
  statut: ventes.statut,
  magasinId: magasins.id,
  magasinNom: magasins.nom,
  clientId: clients.id,
  clientNom: clients.nom,
  clientPrenom: clients.prenom,
  horsLigne: ventes.horsLigne,
  dateAppareil: ventes.dateAppareil,
  recueApresCloture: ventes.recueApresCloture,
  plafondDepasse: ventes.plafondDepasse,
  remiseNonAutorisee: ventes.remiseNonAutorisee,
  remiseTicket: ventes.remiseTicket,
  remiseTicketMotif: ventes.remiseTicketMotif,
  remiseTicketMotifTexte: ventes.remiseTicketMotifTexte,
};

/** The sale heads joined to their shop and (if any) client; the caller adds where, order, limit. */
export function selectSaleHeads(db: DbOrTx) {
  return db
    .select(saleHeadColumns)
    .from(ventes)
    .innerJoin(magasins, eq(magasins.id, ventes.magasinId))
    .leftJoin(clients, eq(clients.id, ventes.clientId));
}

type SaleHeadRow = Awaited<ReturnType<typeof selectSaleHeads>>[number];

export function toSaleHead(row: SaleHeadRow): SaleHead {
  return {
    id: row.id,
    numero_facture: row.numeroFacture,
    date_vente: row.dateVente.toISOString(),
    total: row.total,
    statut: row.statut,
    magasin: { id: row.magasinId, nom: row.magasinNom },
    client:
      row.clientId === null
        ? null
        : { id: row.clientId, nom: row.clientNom ?? '', prenom: row.clientPrenom ?? '' },
    hors_ligne: row.horsLigne,
    date_appareil: row.dateAppareil ? row.dateAppareil.toISOString() : null,
    recue_apres_cloture: row.recueApresCloture,
    plafond_depasse: row.plafondDepasse,
    ...(row.remiseNonAutorisee && { remise_non_autorisee: true }),
  };
}

type LineRow = typeof venteLignes.$inferSelect;

/** The lines of the given sales, grouped by sale, in the order they were entered. */
async function linesBySale(db: DbOrTx, saleIds: number[]) {
  const bySale = new Map<number, LineRow[]>();
  if (saleIds.length === 0) return bySale;
  const rows = await db
    .select()
    .from(venteLignes)
    .where(inArray(venteLignes.venteId, saleIds))
    .orderBy(asc(venteLignes.id));
  for (const row of rows) bySale.set(row.venteId, [...(bySale.get(row.venteId) ?? []), row]);
  return bySale;
}

/** A sale's lines as the API answers them, with their discount fields when the sale has some. */
function saleItems(rows: LineRow[], discounted: boolean): Sale['items'] {
  return rows.map((row) => ({
    id: row.id,
    article: { id: row.articleId, article_name: row.articleNom, article_type: row.articleType },
    bain: row.bain,
    quantite: row.quantite,
    prix_unitaire: row.prixUnitaire,
    prix_total: row.prixTotal,
    quantite_retournee: row.quantiteRetournee,
    cout_unitaire: costForApi(row.coutUnitaire),
    cout_estime: row.coutEstime,
    ...(discounted && lineDiscountFields(row)),
  }));
}

/** Sales with their lines and payment methods, in the order of the rows given. */
export async function withLines(db: DbOrTx, rows: SaleHeadRow[]): Promise<Sale[]> {
  const ids = rows.map((row) => row.id);
  const [lines, methods] = await Promise.all([linesBySale(db, ids), methodsBySale(db, ids)]);
  return rows.map((row) => {
    const lineRows = lines.get(row.id) ?? [];
    const discounted = saleIsDiscounted(row, lineRows);
    const items = saleItems(lineRows, discounted);
    return {
      ...toSaleHead(row),
      items,
      modes_paiement: methods.get(row.id) ?? [],
      retournee: saleReturnState(items),
      ...(discounted && saleDiscountFields(row, lineRows)),
    };
  });
}
