import {
  LOSS_ORIGINS,
  LOSS_REPORT_LINES_MAX,
  type LossOrigin,
  type LossReport,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type StockReason,
} from '@pelote/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';

/**
 * The month's losses (and things found) of a shop, in FCFA (docs/architecture.md, 'Stock counts'):
 * - adjustments, of a count (`inventaire`) or one-off (`ajustement`), each with its reason;
 * - defective returns (`retour_defectueux`): the 'perte' movements of the credit notes;
 * - transfer shortfalls (`transfert`): the units shipped and not received, counted in the sending
 *   shop (its stock left and never arrived anywhere), in the month of the receipt.
 * A unit is valued at its article's sale price (no cost price is kept yet).
 */

type Row = {
  date: Date | string;
  origine: LossOrigin;
  magasin_id: number;
  magasin_nom: string;
  article_id: number;
  article_nom: string;
  bain: string;
  quantite: number;
  prix: number | string;
  raison: string | null;
  libelle: string | null;
  reference: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The first instant of the month 'AAAA-MM' and of the next one (the shops' time zone is UTC). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}

export async function lossReport(
  db: DbOrTx,
  options: { magasinId: number | null; shop: { id: number; nom: string } | null; month: string },
): Promise<LossReport> {
  const { from, to } = monthBounds(options.month);
  const inShop = (column: string) =>
    options.magasinId === null ? sql`` : sql` and ${sql.raw(column)} = ${options.magasinId}`;
  const result = await db.execute(sql`
    select m.created_at as date,
      case when m.kind = 'perte' then 'retour_defectueux'
           when m.inventaire_id is not null then 'inventaire' else 'ajustement' end as origine,
      m.magasin_id, s.nom as magasin_nom, m.article_id, a.nom as article_nom, m.bain, m.quantite,
      a.prix_unitaire as prix, m.raison, m.motif as libelle, m.reference
    from mouvements_stock m
    join articles a on a.id = m.article_id
    join magasins s on s.id = m.magasin_id
    where m.kind in ('ajustement', 'perte')
      and m.created_at >= ${from.toISOString()}::timestamptz and m.created_at < ${to.toISOString()}::timestamptz
      ${inShop('m.magasin_id')}
    union all
    select t.recu_le, 'transfert', t.source_id, s.nom, l.article_id, a.nom, l.bain,
      l.quantite_recue - l.quantite, a.prix_unitaire, l.motif,
      coalesce(l.commentaire, ''), 'Transfert n° ' || t.id
    from transfert_lignes l
    join transferts t on t.id = l.transfert_id
    join articles a on a.id = l.article_id
    join magasins s on s.id = t.source_id
    where l.quantite_recue < l.quantite
      and t.recu_le >= ${from.toISOString()}::timestamptz and t.recu_le < ${to.toISOString()}::timestamptz
      ${inShop('t.source_id')}
    order by 1 desc`);
  const rows = rowsOf<Row>(result);

  const pertes = { quantite: 0, valeur: 0 };
  const gains = { quantite: 0, valeur: 0 };
  const byOrigin = new Map<LossOrigin, { quantite: number; valeur: number }>();
  const byReason = new Map<StockReason, { quantite: number; valeur: number }>();
  const add = <K>(
    map: Map<K, { quantite: number; valeur: number }>,
    key: K,
    quantite: number,
    valeur: number,
  ) => {
    const sum = map.get(key) ?? { quantite: 0, valeur: 0 };
    sum.quantite += quantite;
    sum.valeur += valeur;
    map.set(key, sum);
  };
  const lignes = rows.map((row) => {
    const quantite = Number(row.quantite);
    const valeur = quantite * Number(row.prix);
    // A write-off of a defective return names its reason in the credit note: here it is 'casse'.
    const motif: StockReason =
      row.origine === 'retour_defectueux' ? 'casse' : ((row.raison as StockReason | null) ?? 'autre');
    if (quantite < 0) {
      pertes.quantite -= quantite;
      pertes.valeur -= valeur;
      add(byOrigin, row.origine, -quantite, -valeur);
      add(byReason, motif, -quantite, -valeur);
    } else {
      gains.quantite += quantite;
      gains.valeur += valeur;
    }
    return {
      date: new Date(row.date).toISOString(),
      origine: row.origine,
      magasin: { id: Number(row.magasin_id), nom: row.magasin_nom },
      article: { id: Number(row.article_id), nom: row.article_nom },
      bain: row.bain,
      quantite,
      valeur,
      motif,
      libelle:
        row.origine === 'transfert'
          ? `${STOCK_REASON_LABELS[motif]}${row.libelle ? ` — ${row.libelle}` : ''}`
          : (row.libelle ?? STOCK_REASON_LABELS[motif]),
      reference: row.reference,
    };
  });
  return {
    mois: options.month,
    magasin: options.shop,
    pertes,
    gains,
    net: gains.valeur - pertes.valeur,
    par_origine: LOSS_ORIGINS.flatMap((origine) => {
      const sum = byOrigin.get(origine);
      return sum ? [{ origine, ...sum }] : [];
    }),
    par_motif: STOCK_REASONS.flatMap((motif) => {
      const sum = byReason.get(motif);
      return sum ? [{ motif, ...sum }] : [];
    }),
    lignes: lignes.slice(0, LOSS_REPORT_LINES_MAX),
    tronque: lignes.length > LOSS_REPORT_LINES_MAX,
  };
}
