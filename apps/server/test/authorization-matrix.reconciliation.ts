import { RECONCILIATION_PATHS, type ReconciliationPage } from '@pelote/shared';
import { type MatrixRow, shopA, shopAPage, wholePageOfA } from './authorization-matrix.types.ts';
import { importStatementLine } from './matrix-harness.ts';

/**
 * Mobile-money reconciliation: direction and the gerant of the shop (a gerant their own shop's
 * statements and rows only). Part of AUTHORIZATION_MATRIX.
 */
export const RECONCILIATION_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${RECONCILIATION_PATHS.import}`,
    expect: shopA(200),
    request: (f) => ({
      query: { dry_run: 'true' },
      file: {
        field: 'fichier',
        filename: 'releve.csv',
        contentType: 'text/csv',
        bytes: Buffer.from(`Référence;Date;Montant\r\nMX-${f.unique()};2025-11-20 09:05;1500\r\n`),
        fields: { operateur: 'orange_money', magasin: String(f.shopA) },
      },
    }),
  },
  shopAPage(`/api${RECONCILIATION_PATHS.list}`, wholePageOfA),
  {
    method: 'POST',
    path: `/api${RECONCILIATION_PATHS.line}/:id/resoudre`,
    expect: shopA(200),
    // A row of its own for each caller: a row is resolved once.
    request: async (f) => {
      const reference = `MXR-${f.unique()}`;
      await importStatementLine(f, f.shopA, reference);
      const page = (await f.asDirection(
        'GET',
        `/api${RECONCILIATION_PATHS.list}?magasin=${f.shopA}&etat=encaisse_non_saisi&page_size=100`,
      )) as ReconciliationPage;
      const row = page.results.find((r) => r.reference_operateur === reference);
      return { params: { id: row?.id ?? 0 }, body: { commentaire: 'Vérifié avec le relevé' } };
    },
  },
];
