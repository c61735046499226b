import type { DiscountKind, DiscountMotif, Sale, SaleLine } from '@pelote/shared';

/**
 * What a sale's answer says of its discounts and price-list prices (shared `sale-discounts.ts`):
 * nothing for a sale without any, so such a sale answers as it did before discounts existed.
 */

/** A sale line's discount columns, as written (sale-discount-rows.ts) and read back. */
export type LineDiscountColumns = {
  prixUnitaire: number;
  prixCatalogue: number;
  remiseLigne: number;
  remiseTicketPart: number;
  remiseType: string | null;
  remiseValeur: number | null;
  remiseMotif: string | null;
  remiseMotifTexte: string | null;
  tarifId: number | null;
  tarifNom: string | null;
};

/** A sale's ticket discount columns. */
export type TicketDiscountColumns = {
  remiseTicket: number;
  remiseTicketMotif: string | null;
  remiseTicketMotifTexte: string | null;
};

const lineIsDiscounted = (line: LineDiscountColumns) =>
  line.remiseLigne + line.remiseTicketPart > 0 || line.prixCatalogue !== line.prixUnitaire;

/** Whether the sale answers with its discount fields. */
export const saleIsDiscounted = (sale: TicketDiscountColumns, lines: readonly LineDiscountColumns[]) =>
  sale.remiseTicket > 0 || lines.some(lineIsDiscounted);

/** A percentage is stored in hundredths of a percent, an amount in hundredths of a franc. */
export const storedDiscountValue = (kind: DiscountKind, valeur: number) =>
  kind === 'pourcentage' ? Math.round(valeur * 100) : valeur;

export function lineDiscountFields(
  line: LineDiscountColumns,
): Pick<SaleLine, 'prix_catalogue' | 'remise_ligne' | 'remise_ticket_part' | 'remise' | 'tarif'> {
  const kind = line.remiseType as DiscountKind | null;
  return {
    prix_catalogue: line.prixCatalogue,
    remise_ligne: line.remiseLigne,
    remise_ticket_part: line.remiseTicketPart,
    remise:
      kind && line.remiseValeur !== null && line.remiseMotif
        ? {
            type: kind,
            valeur: kind === 'pourcentage' ? line.remiseValeur / 100 : line.remiseValeur,
            motif: line.remiseMotif as DiscountMotif,
            motif_texte: line.remiseMotifTexte,
          }
        : null,
    tarif: line.tarifId !== null ? { id: line.tarifId, nom: line.tarifNom ?? '' } : null,
  };
}

/** The sale's own discount fields: its ticket discount and Σ (catalogue − net) of its lines. */
export function saleDiscountFields(
  sale: TicketDiscountColumns,
  lines: readonly (LineDiscountColumns & { quantite: number; prixTotal: number })[],
): Pick<Sale, 'remise_ticket' | 'remises'> {
  return {
    remise_ticket:
      sale.remiseTicket > 0 && sale.remiseTicketMotif
        ? {
            montant: sale.remiseTicket,
            motif: sale.remiseTicketMotif as DiscountMotif,
            motif_texte: sale.remiseTicketMotifTexte,
          }
        : null,
    remises: lines.reduce((sum, line) => sum + line.prixCatalogue * line.quantite - line.prixTotal, 0),
  };
}
