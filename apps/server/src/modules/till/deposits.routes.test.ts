import { type Deposit, type SystemStats, todayIso } from '@pelote/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { useTwoShops } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { depotsConfirmations } from '../../db/schema/till.ts';
import { cashOut, confirm, depositIn, depositsPage } from './deposits.test-support.ts';
import { onPostgres } from './till.test-support.ts';

/**
 * Deposits to the bank or head office: 'en transit' from the cash-out until direction confirms
 * what arrived (a difference needs a comment); a confirmation is written once; the totals in transit
 * per destination; the late ones on direction's dashboard.
 */

const c = useTwoShops();
const today = () => todayIso();

const confirmationRows = async (id: number) =>
  (
    await c.t.db
      .select({ n: count() })
      .from(depotsConfirmations)
      .where(eq(depotsConfirmations.mouvementId, id))
  )[0]?.n ?? 0;

describe('deposits in transit', () => {
  it('lists a bank and a head-office deposit as in transit, with the totals per destination; a gerant their own shop only', async () => {
    const bank = await cashOut(c, c.shopA.id, { montant: 2_000_000, categorie: 'depot_banque' }, c.gerant);
    const office = await cashOut(c, c.shopA.id, {
      montant: 500_000,
      categorie: 'depot_siege',
      motif: 'Enveloppe',
    });
    await cashOut(c, c.shopA.id, { montant: 10_000, categorie: 'transport' });
    const other = await cashOut(c, c.shopB.id, { montant: 300_000, categorie: 'depot_banque' });

    const all = await depositsPage(c);
    expect(all.results.map((d) => d.id)).toEqual([other.id, office.id, bank.id]);
    expect(depositIn(all, bank.id)).toMatchObject({
      magasin: { id: c.shopA.id, nom: c.shopA.nom },
      categorie: 'depot_banque',
      montant: 2_000_000,
      statut: 'en_transit',
      en_retard: false,
      confirmation: null,
    });
    expect(all.en_transit).toEqual({ depot_banque: 2_300_000, depot_siege: 500_000 });

    const own = await depositsPage(c, '', c.gerant);
    expect(own.results.map((d) => d.id)).toEqual([office.id, bank.id]);
    expect(own.en_transit).toEqual({ depot_banque: 2_000_000, depot_siege: 500_000 });
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/depots/?magasin=${c.shopB.id}`,
      headers: c.gerant,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('confirms a deposit with a difference and its comment, once; a second confirmation answers 409 and keeps the first', async () => {
    const deposit = await cashOut(c, c.shopA.id, { montant: 1_000_000, categorie: 'depot_banque' });
    const body = { montant_recu: 990_000, reference_bordereau: 'BRD-2026-0042', date: today() };

    const noComment = await confirm(c, deposit.id, body);
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().detail).toBe(
      'Un commentaire est obligatoire quand le montant reçu diffère du montant déposé',
    );
    expect(await confirmationRows(deposit.id)).toBe(0);

    const first = await confirm(c, deposit.id, {
      ...body,
      commentaire: 'Billet déchiré refusé par la banque',
    });
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = first.json() as Deposit;
    expect(confirmed).toMatchObject({
      statut: 'confirme',
      confirmation: {
        montant_recu: 990_000,
        ecart: -10_000,
        reference_bordereau: 'BRD-2026-0042',
        date: today(),
        commentaire: 'Billet déchiré refusé par la banque',
        confirme_par: { username: expect.any(String) },
      },
    });

    const second = await confirm(c, deposit.id, {
      montant_recu: 1_000_000,
      reference_bordereau: 'AUTRE',
      date: today(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Ce dépôt est déjà confirmé');
    expect(depositIn(await depositsPage(c, '&statut=confirme'), deposit.id)).toEqual(confirmed);
    expect(depositIn(await depositsPage(c, '&statut=en_transit'), deposit.id)).toBeUndefined();

    const rows = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(and(eq(journal.entite, 'depot'), eq(journal.entiteId, String(deposit.id))));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.changements)).toContain('BRD-2026-0042');
  });

  it('answers a confirmation sent twice under one key once', async () => {
    const deposit = await cashOut(c, c.shopA.id, { montant: 400_000, categorie: 'depot_siege' });
    const body = { montant_recu: 400_000, reference_bordereau: 'SIEGE-7', date: today() };
    const first = await confirm(c, deposit.id, body, { key: 'confirmation-siege-7' });
    const again = await confirm(c, deposit.id, body, { key: 'confirmation-siege-7' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await confirmationRows(deposit.id)).toBe(1);
  });

  it('refuses a gerant (403), an expense (404), a date to come or before the cash-out (400)', async () => {
    const deposit = await cashOut(c, c.shopA.id, { montant: 100_000, categorie: 'depot_banque' });
    const expense = await cashOut(c, c.shopA.id, { montant: 100, categorie: 'repas' });
    const body = { montant_recu: 100_000, reference_bordereau: 'X1', date: today() };
    expect((await confirm(c, deposit.id, body, { headers: c.gerant })).statusCode).toBe(403);
    const notDeposit = await confirm(c, expense.id, body);
    expect(notDeposit.statusCode).toBe(404);
    expect(notDeposit.json().detail).toBe('Dépôt non trouvé');
    const future = await confirm(c, deposit.id, { ...body, date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().detail).toBe('La date du dépôt ne peut pas être postérieure à aujourd’hui');
    const before = await confirm(c, deposit.id, { ...body, date: '2000-01-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().detail).toBe('La date du dépôt ne peut pas précéder sa sortie de caisse');
    const noReference = await confirm(c, deposit.id, { ...body, reference_bordereau: '  ' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.body).toContain('La référence du bordereau est obligatoire');
    expect(await confirmationRows(deposit.id)).toBe(0);
  });

  it('shows a deposit in transit for more than 48 h as late, on the dashboard of the shops in scope', async () => {
    const deposit = await cashOut(c, c.shopB.id, { montant: 750_000, categorie: 'depot_banque' });
    await c.t.db.execute(
      sql`update caisse_mouvements set created_at = now() - interval '49 hours' where id = ${deposit.id}`,
    );
    expect(depositIn(await depositsPage(c), deposit.id)?.en_retard).toBe(true);
    const stats = async (headers: Record<string, string>) =>
      (
        await c.t.inject({ method: 'GET', url: '/api/Clients/Statistiques/stats-système/', headers })
      ).json() as SystemStats;
    expect((await stats(c.direction)).depotsEnRetard).toEqual([
      expect.objectContaining({
        id: deposit.id,
        magasin: { id: c.shopB.id, nom: c.shopB.nom },
        montant: 750_000,
      }),
    ]);
    // Shop B's: not on the dashboard of shop A's gerant.
    expect((await stats(c.gerant)).depotsEnRetard).toEqual([]);
  });

  it('exports the list as CSV', async () => {
    const file = await c.t.inject({
      method: 'GET',
      url: '/api/Caisses/depots/?format=csv',
      headers: c.direction,
    });
    const { header, rows } = readCsvAnswer(file, 'depots');
    expect(header).toEqual(expect.arrayContaining(['Magasin', 'Destination', 'Statut', 'Écart (FCFA)']));
    expect(rows.some((row) => row.includes('BRD-2026-0042') && row.includes('-100,00'))).toBe(true);
  });

  it.runIf(onPostgres)(
    'of two confirmations at once, one is written and the other answers 409 (PostgreSQL)',
    async () => {
      const deposit = await cashOut(c, c.shopA.id, { montant: 200_000, categorie: 'depot_banque' });
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((reference) =>
          confirm(c, deposit.id, { montant_recu: 200_000, reference_bordereau: reference, date: today() }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await confirmationRows(deposit.id)).toBe(1);
    },
  );
});
