/**
 * Whether a sale came back in part or in full (returns.ts): plain values, so a sales list names a
 * returned sale without building the returns' schemas.
 */

/** How a sale stands after its returns: 'partiel', 'total', or null when nothing came back. */
export const SALE_RETURN_STATES = ['partiel', 'total'] as const;
export type SaleReturnState = (typeof SALE_RETURN_STATES)[number];
export const SALE_RETURN_STATE_LABELS: Record<SaleReturnState, string> = {
  partiel: 'Retour partiel',
  total: 'Retournée',
};

/** From the quantities sold and returned of its lines. */
export function saleReturnState(
  lines: { quantite: number; quantite_retournee: number }[],
): SaleReturnState | null {
  const returned = lines.reduce((sum, line) => sum + line.quantite_retournee, 0);
  if (returned === 0) return null;
  return returned >= lines.reduce((sum, line) => sum + line.quantite, 0) ? 'total' : 'partiel';
}
