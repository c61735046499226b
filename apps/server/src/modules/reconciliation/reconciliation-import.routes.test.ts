import { RECONCILIATION_MESSAGES } from '@pelote/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journal } from '../../db/schema/journal.ts';
import {
  freshShop,
  imported,
  importStatement,
  type Line,
  orangeStatement,
  rowsOf,
  stockUp,
  typedPayment,
  UNIT,
  useReconciliationContext,
  writes,
} from './reconciliation.test-support.ts';

/**
 * Importing an operator's statement: exactly the three kinds of flag, nothing changed by the same
 * statement again or by one that overlaps, nothing written by a dry run, once per Idempotency-Key.
 */

const c = useReconciliationContext();
let tags = 0;

/**
 * A shop where ten payments were typed: eight as the statement has them, one for 4 000 instead
 * of 5 000 (line 5), one with an invented reference that never reached the wallet; and a statement
 * of ten lines, whose line 8 was received but never typed.
 */
async function tenAndTen() {
  tags += 1;
  const ref = (n: number) => `PP2611.${tags}.${n}`;
  const shop = await freshShop(c);
  const lines: Line[] = Array.from({ length: 10 }, (_, i) => ({
    reference: ref(i + 1),
    units: i + 1,
    frais: 100,
  }));
  for (const line of lines) {
    if (line.units === 8) continue;
    await typedPayment(c, shop, line.reference, line.units === 5 ? 4 : line.units);
  }
  await typedPayment(c, shop, `FAUX-${tags}`, 11);
  return { shop, lines, ref, invented: `FAUX-${tags}` };
}

describe('a statement of ten lines against ten typed payments', () => {
  it('flags exactly a wrong amount, a payment received but not typed and an invented reference', async () => {
    const { shop, lines, ref, invented } = await tenAndTen();
    const answer = await imported(c, orangeStatement(lines), shop);
    expect(answer).toMatchObject({
      dry_run: false,
      lignes_lues: 10,
      deja_importees: 0,
      nouvelles: 11,
      resume: {
        rapproche: 8,
        montant_different: 1,
        encaisse_non_saisi: 1,
        absent_du_releve: 1,
        frais: 1_000,
      },
    });
    const flagged = answer.resultats.filter((r) => r.etat !== 'rapproche');
    expect(
      flagged.map((r) => [r.etat, r.ligne, r.reference_operateur, r.paiement?.reference ?? null, r.ecart]),
    ).toEqual([
      ['montant_different', 6, ref(5), ref(5), UNIT],
      ['encaisse_non_saisi', 9, ref(8), null, 0],
      ['absent_du_releve', null, null, invented, 0],
    ]);
    const saved = await rowsOf(c, shop);
    expect(
      saved
        .filter((row) => row.etat !== 'rapproche')
        .map((row) => row.etat)
        .sort(),
    ).toEqual(['absent_du_releve', 'encaisse_non_saisi', 'montant_different']);
    expect(saved).toHaveLength(11);
    const [journalled] = await c.t.db
      .select({ n: count() })
      .from(journal)
      .where(
        and(
          eq(journal.entite, 'rapprochement'),
          eq(journal.action, 'import_releve'),
          eq(journal.magasinId, shop),
        ),
      );
    expect(journalled?.n).toBe(1);
  });

  it('changes nothing when the same statement comes again, or one that overlaps it, and says so', async () => {
    const { shop, lines, ref } = await tenAndTen();
    await imported(c, orangeStatement(lines), shop);
    const before = await rowsOf(c, shop);

    const again = await imported(c, orangeStatement(lines), shop);
    expect(again).toMatchObject({
      deja_importees: 10,
      nouvelles: 0,
      message: RECONCILIATION_MESSAGES.nothingNew,
    });
    expect(again.resultats.every((r) => r.deja_importee)).toBe(true);
    expect(await rowsOf(c, shop)).toEqual(before);

    // Lines 6 to 10 again, and two new ones: one typed, one not.
    await typedPayment(c, shop, ref(11), 12);
    const overlapping = [
      ...lines.slice(5),
      { reference: ref(11), units: 12 },
      { reference: ref(12), units: 13 },
    ];
    const next = await imported(c, orangeStatement(overlapping), shop);
    expect(next).toMatchObject({
      deja_importees: 5,
      nouvelles: 2,
      resume: { rapproche: 1, encaisse_non_saisi: 1, montant_different: 0, absent_du_releve: 0 },
    });
    const after = await rowsOf(c, shop);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 2);
  });

  it('answers the matching of a dry run and writes nothing', async () => {
    const { shop, lines } = await tenAndTen();
    const before = await writes(c);
    const preview = await imported(c, orangeStatement(lines), shop, { dryRun: true });
    expect(preview).toMatchObject({
      dry_run: true,
      nouvelles: 11,
      resume: { rapproche: 8, montant_different: 1, encaisse_non_saisi: 1, absent_du_releve: 1 },
    });
    expect(await writes(c)).toEqual(before);
    const real = await imported(c, orangeStatement(lines), shop);
    expect(real.resultats.map((r) => [r.ligne, r.etat])).toEqual(
      preview.resultats.map((r) => [r.ligne, r.etat]),
    );
  });

  it('imports once per Idempotency-Key: the same answer again, and nothing written twice', async () => {
    const { shop, lines } = await tenAndTen();
    const fields = { operateur: 'orange_money', magasin: shop };
    const first = await importStatement(c, orangeStatement(lines), fields, { key: `releve-${shop}` });
    expect(first.statusCode, first.body).toBe(200);
    const before = await writes(c);
    const second = await importStatement(c, orangeStatement(lines), fields, { key: `releve-${shop}` });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await writes(c)).toEqual(before);
  });

  it('keeps a gerant to their own shop, and leaves withdrawals aside', async () => {
    const { shop, lines } = await tenAndTen();
    const refused = await importStatement(
      c,
      orangeStatement(lines),
      { operateur: 'orange_money', magasin: shop },
      { headers: c.gerant },
    );
    expect(refused.statusCode).toBe(403);
    tags += 1;
    await stockUp(c, c.shopA.id);
    await typedPayment(c, c.shopA.id, `GER-${tags}`, 2);
    const own = await imported(
      c,
      orangeStatement([
        { reference: `GER-${tags}`, units: 2 },
        { reference: `RETRAIT-${tags}`, units: 50, sens: 'Débit' },
      ]),
      c.shopA.id,
      { headers: c.gerant },
    );
    expect(own).toMatchObject({ lignes_lues: 2, lignes_sortantes: 1, resume: { rapproche: 1 } });
  });
});
