import { JOURNAL_PATHS } from '@pelote/shared';
import { type MatrixRow, shopAPage } from './authorization-matrix.types.ts';

/**
 * The journal (read-only): direction reads every row, a gerant their own shop's; the gerant of
 * shop B asking for shop A's rows is refused. Part of AUTHORIZATION_MATRIX.
 */
export const JOURNAL_ROWS: MatrixRow[] = [shopAPage(`/api${JOURNAL_PATHS.list}`)];
