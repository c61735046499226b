import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR_LAYOUTS, RECONCILIATION_MESSAGES, type StatementRejected } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import {
  frenchTime,
  freshShop,
  imported,
  importStatement,
  orangeStatement,
  typedPayment,
  UNIT,
  useReconciliationContext,
  workbook,
  writes,
} from './reconciliation.test-support.ts';

/**
 * The files an import takes and refuses: each operator's own layout, a workbook, another layout
 * through a mapping remembered for the shop; and what is refused with a French report per line and
 * nothing written (wrong columns, bad dates and amounts, a 5 MB binary, formulas, 100 000 lines).
 */

const c = useReconciliationContext();
const M = RECONCILIATION_MESSAGES;
const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures/statements');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

async function refused(bytes: Buffer, shop: number, fields: Record<string, string> = {}, status = 400) {
  const before = await writes(c);
  const response = await importStatement(c, bytes, { operateur: 'orange_money', magasin: shop, ...fields });
  expect(response.statusCode, response.body).toBe(status);
  expect(await writes(c)).toEqual(before);
  return response.json() as StatementRejected;
}

describe('the statement files', () => {
  it.each([
    ['wave', 'wave.csv'],
    ['orange_money', 'orange-money.csv'],
    ['mtn_momo', 'mtn-momo.csv'],
    ['moov_money', 'moov-money.csv'],
  ])('reads the example statement of %s in its own layout', async (operateur, name) => {
    const shop = await freshShop(c);
    const answer = await imported(c, fixture(name), shop, { operateur, dryRun: true });
    expect(answer).toMatchObject({
      lignes_lues: 3,
      lignes_sortantes: 1,
      colonnes: OPERATOR_LAYOUTS[operateur as 'wave'],
    });
    expect(answer.resultats.map((r) => [r.etat, r.montant_releve])).toEqual([
      ['encaisse_non_saisi', 1_500_000],
      ['encaisse_non_saisi', 750_000],
    ]);
    expect(answer.periode).toEqual({ debut: '2025-11-20', fin: '2025-11-20' });
  });

  it('reads a workbook, its dates and numbers as the cells hold them', async () => {
    const shop = await freshShop(c);
    await typedPayment(c, shop, 'XL-1', 3);
    const now = new Date();
    const bytes = await workbook([
      [...Object.values(OPERATOR_LAYOUTS.orange_money)],
      ['XL-1', now as unknown as string, 3_000, 0, '0707', 'Crédit'],
      ['XL-2', frenchTime(-5), '2 000,00', 25, '0708', 'Crédit'],
    ]);
    const answer = await imported(c, bytes, shop, { dryRun: true });
    expect(answer.resultats.map((r) => [r.ligne, r.etat, r.montant_releve, r.frais])).toEqual([
      [2, 'rapproche', 3 * UNIT, 0],
      [3, 'encaisse_non_saisi', 2 * UNIT, 2_500],
    ]);
  });

  it('asks for a mapping of another layout, then remembers it for the shop and operator', async () => {
    const shop = await freshShop(c);
    const csv = Buffer.from(`Ref;Quand;Valeur\r\nAUTRE-1;${frenchTime(0)};1000\r\n`);
    const asked = await refused(csv, shop);
    expect(asked.detail).toContain('Colonnes introuvables : Référence');
    expect(asked.colonnes_fichier).toEqual(['Ref', 'Quand', 'Valeur']);

    const colonnes = JSON.stringify({ reference: 'Ref', date: 'Quand', montant: 'Valeur' });
    const mapped = await importStatement(c, csv, { operateur: 'orange_money', magasin: shop, colonnes });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const next = Buffer.from(`Ref;Quand;Valeur\r\nAUTRE-2;${frenchTime(0)};2000\r\n`);
    const remembered = await imported(c, next, shop);
    expect(remembered).toMatchObject({
      nouvelles: 1,
      colonnes: { reference: 'Ref', date: 'Quand', montant: 'Valeur' },
    });
    // Another shop, or another operator, is not mapped.
    await refused(next, shop, { operateur: 'wave' });
  });

  it('refuses bad dates, amounts, directions and a reference twice, each by its line, writing nothing', async () => {
    const shop = await freshShop(c);
    const csv = Buffer.from(
      [
        'Référence;Date;Montant;Frais;Numéro client;Sens',
        `OK-1;${frenchTime(0)};1000;0;07;Crédit`,
        'BAD-1;31/02/2026 10:00;1000;0;07;Crédit',
        `BAD-2;${frenchTime(0)};mille;0;07;Crédit`,
        `BAD-3;${frenchTime(0)};1000;0;07;Peut-être`,
        `OK-1;${frenchTime(0)};1000;0;07;Crédit`,
        `;${frenchTime(0)};1000;0;07;Crédit`,
      ].join('\r\n'),
    );
    const report = await refused(csv, shop);
    expect(report.detail).toBe(M.rejected(5));
    expect(report.erreurs).toEqual([
      { ligne: 3, detail: M.dateInvalid('31/02/2026 10:00') },
      { ligne: 4, detail: M.amountInvalid('mille') },
      { ligne: 5, detail: M.directionInvalid('Peut-être') },
      { ligne: 6, detail: M.referenceTwice(2) },
      { ligne: 7, detail: M.referenceMissing },
    ]);
  });

  it('refuses a 5 MB binary (413), a small one (415), an empty file and a missing operator', async () => {
    const shop = await freshShop(c);
    const big = Buffer.alloc(5 * 1024 * 1024, 7);
    expect((await refused(big, shop, {}, 413)).detail).toBe(M.tooLarge);
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10]);
    expect((await refused(binary, shop, {}, 415)).detail).toBe(M.notAStatement);
    expect((await refused(Buffer.from('\r\n\r\n'), shop)).detail).toBe(M.empty);
    expect(
      (await refused(orangeStatement([{ reference: 'X', units: 1 }]), shop, { operateur: 'paypal' })).detail,
    ).toBe(M.operatorInvalid);
  });

  it('refuses a workbook with a formula, naming its cell, and one of 100 000 lines', async () => {
    const shop = await freshShop(c);
    const header = [...Object.values(OPERATOR_LAYOUTS.orange_money)];
    const withFormula = await workbook([header, ['F-1', frenchTime(0), 1000, 0, '07', 'Crédit']], true);
    const report = await refused(withFormula, shop);
    expect(report.erreurs).toEqual([{ ligne: 2, detail: M.formula('C2') }]);

    const huge = await workbook([['Référence'], ...Array.from({ length: 100_000 }, (_, i) => [i])]);
    expect((await refused(huge, shop)).detail).toBe(M.tooManyLines);
  });

  it('refuses a CSV past the line limit', async () => {
    const shop = await freshShop(c);
    const lines = Array.from({ length: 5_001 }, (_, i) => `L-${i};${frenchTime(0)};1000`);
    const csv = Buffer.from(['Référence;Date;Montant', ...lines].join('\n'));
    expect((await refused(csv, shop)).detail).toBe(M.tooManyLines);
  });
});
