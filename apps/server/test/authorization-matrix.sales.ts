import type { MatrixRow } from './authorization-matrix.types.ts';

/** Sales (spec 02 §7 Sales; a gerant sells in their own shop, only direction cancels). Part of AUTHORIZATION_MATRIX. */
export const SALE_ROWS: MatrixRow[] = [];
