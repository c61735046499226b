import type { TillReport, TillSession, TillSessionDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../test/pdf-text.test-support.ts';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import {
  cancel,
  closeTill,
  getTill,
  journalRowsOf,
  moveCash,
  opened,
  sellPaid,
} from './till.test-support.ts';

/**
 * A day of one till, from the opening to the Z: sales in cash with change, mobile money and a
 * split, a cancelled sale, cash in and out; the X report and the Z say what the till must hold
 * (float + cash takings net of change + in − out; per mobile method its takings), a difference
 * needs its comment, the Z number is the shop's next, a closed session refuses every write, and the
 * Z's PDF says it all.
 */

const c = useSalesContext();

/** The text of every page of a PDF, as a reader extracts it, with the money's narrow spaces made plain. */
async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n').replace(/[\u00A0\u202F]/g, ' ');
}

describe('a day of one till', () => {
  let session: TillSession;
  let firstCashSale: { id: number; numero_facture: string };

  it('the X report adds up sales, change, a cancellation and cash in and out', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 30);
    session = await opened(c, c.shopA.id, 1_000_000);
    expect(session).toMatchObject({ statut: 'ouverte', fond_de_caisse: 1_000_000, ouverture_auto: false });

    // 3 000,00 in cash, 5 000,00 handed over: 2 000,00 of change.
    firstCashSale = await sellPaid(c, c.shopA.id, 2, [
      { methode: 'especes', montant: 300_000, montant_recu: 500_000 },
    ]);
    await sellPaid(c, c.shopA.id, 1, [{ methode: 'orange_money', montant: 150_000, reference: 'OM-JOUR-1' }]);
    await sellPaid(c, c.shopA.id, 3, [
      { methode: 'wave', montant: 200_000, reference: 'WV-JOUR-1' },
      { methode: 'especes', montant: 250_000, montant_recu: 300_000 },
    ]);
    // No payments given: paid in cash for its total.
    const plain = await sellPaid(c, c.shopA.id, 1);
    expect(plain.session_caisse).toBe(session.id);
    const cancelled = await sellPaid(c, c.shopA.id, 2, [
      { methode: 'especes', montant: 300_000, montant_recu: 300_000 },
    ]);
    expect((await cancel(c, cancelled.id)).statusCode).toBe(200);

    const entree = await moveCash(c, session.id, {
      sens: 'entree',
      montant: 50_000,
      motif: 'Apport de monnaie',
    });
    expect(entree.statusCode, entree.body).toBe(201);
    expect(entree.json()).toMatchObject({
      session: session.id,
      sens: 'entree',
      montant: 50_000,
      motif: 'Apport de monnaie',
    });
    const sortie = await moveCash(c, session.id, {
      sens: 'sortie',
      montant: 100_000,
      motif: 'Achat de sacs',
    });
    expect(sortie.statusCode, sortie.body).toBe(201);

    const response = await getTill(c, `/${session.id}/rapport-x`, c.gerant);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as TillReport;
    expect(report).toMatchObject({
      session: session.id,
      fond_de_caisse: 1_000_000,
      nombre_ventes: 4,
      encaissements: { especes: 700_000, orange_money: 150_000, wave: 200_000 },
      monnaie_rendue: 250_000,
      entrees: 50_000,
      sorties: 100_000,
      // 10 000 + 3 000 + 2 500 + 1 500 + 500 − 1 000 = 16 500,00 FCFA.
      attendus: { especes: 1_650_000, orange_money: 150_000, wave: 200_000 },
    });
  });

  it('a cash-out above the cash the till should hold is refused and writes nothing', async () => {
    const response = await moveCash(c, session.id, { sens: 'sortie', montant: 1_650_001, motif: 'Banque' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Espèces insuffisantes dans la caisse');
    const motifless = await moveCash(c, session.id, { sens: 'entree', montant: 100, motif: ' ' });
    expect(motifless.statusCode).toBe(400);
    expect(motifless.json().detail).toBe('Le motif est obligatoire');
    const detail = (await getTill(c, `/${session.id}`)).json() as TillSessionDetail;
    expect(detail.mouvements.map((m) => m.montant)).toEqual([50_000, 100_000]);
  });

  it('the close refuses a difference without its comment, then gives the Z with expected, counted and differences', async () => {
    const comptes = { especes: 1_640_000, orange_money: 150_000, wave: 200_000 };
    const refused = await closeTill(c, session.id, { comptes }, { headers: c.gerant });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Un commentaire est obligatoire pour chaque écart');
    expect((await getTill(c, `/${session.id}`)).json()).toMatchObject({ statut: 'ouverte', numero_z: null });

    const response = await closeTill(
      c,
      session.id,
      { comptes, commentaires: { especes: 'Erreur de rendu de monnaie' } },
      { headers: c.gerant },
    );
    expect(response.statusCode, response.body).toBe(200);
    const z = response.json() as TillSession;
    expect(z.numero_z).toMatch(new RegExp(`^Z-${new Date().getUTCFullYear()}-M\\d{2,}-000001$`));
    expect(z).toMatchObject({
      statut: 'cloturee',
      attendus: { especes: 1_650_000, orange_money: 150_000, wave: 200_000 },
      comptes,
      ecarts: { especes: -10_000, orange_money: 0, wave: 0 },
      commentaires: { especes: 'Erreur de rendu de monnaie' },
    });
    expect(z.cloturee_par?.id).toBeTypeOf('number');
    expect((await getTill(c, `/${session.id}`)).json()).toMatchObject({
      statut: 'cloturee',
      numero_z: z.numero_z,
      ecarts: z.ecarts,
      rapport: { attendus: z.attendus, nombre_ventes: 4 },
    });
    const rows = await journalRowsOf(c, session.id);
    expect(rows.map((row) => row.action)).toEqual([
      'ouverture',
      'mouvement_caisse',
      'mouvement_caisse',
      'cloture',
    ]);
    expect(rows.at(-1)?.changements).toMatchObject({ numero_z: { avant: null, apres: z.numero_z } });
    session = z;
  });

  it("a closed session refuses movements and a second close: 'Cette caisse est clôturée'", async () => {
    for (const response of [
      await moveCash(c, session.id, { sens: 'entree', montant: 100, motif: 'Oubli' }),
      await closeTill(c, session.id, { comptes: { especes: 0 }, commentaires: { especes: 'x' } }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('Cette caisse est clôturée');
    }
    expect(await journalRowsOf(c, session.id)).toHaveLength(4);
  });

  it('the Z as PDF: its number, the shop, expected / counted / difference per method and the comment', async () => {
    const response = await getTill(c, `/${session.id}/rapport-z/pdf`, c.gerant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rapport_z_${session.numero_z}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('RAPPORT Z');
    expect(text).toContain(session.numero_z);
    expect(text).toContain('Boutique Cocody');
    for (const expected of [
      'Espèces',
      '16 500,00 FCFA',
      '16 400,00 FCFA',
      '-100,00 FCFA',
      'Orange Money',
      '1 500,00 FCFA',
      'Wave',
      '2 000,00 FCFA',
      'Monnaie rendue',
      '2 500,00 FCFA',
      'Erreur de rendu de monnaie',
      'Achat de sacs',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an open session has no Z to print', async () => {
    const next = await opened(c, c.shopB.id, 0);
    const response = await getTill(c, `/${next.id}/rapport-z/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(
      "Cette caisse n'est pas encore clôturée : son rapport Z n'existe pas",
    );
  });

  it('the next sale opens the next session itself, with the cash counted as its float', async () => {
    const current = await getTill(c, `/courante?magasin=${c.shopA.id}`, c.gerant);
    expect(current.json()).toEqual({ session: null, fond_propose: 1_640_000 });
    const sale = await sellPaid(c, c.shopA.id, 1, [
      { methode: 'especes', montant: 150_000, montant_recu: 150_000 },
    ]);
    const now = (await getTill(c, `/courante?magasin=${c.shopA.id}`, c.gerant)).json() as {
      session: TillSession;
    };
    expect(sale.session_caisse).toBe(now.session.id);
    expect(now.session).toMatchObject({
      statut: 'ouverte',
      ouverture_auto: true,
      fond_de_caisse: 1_640_000,
      fond_propose: 1_640_000,
      ecart_fond: 0,
    });
  });

  it("cancelling a sale of a closed session books its cash refund as a cash-out of the open one; the Z doesn't change", async () => {
    expect((await cancel(c, firstCashSale.id)).statusCode).toBe(200);
    const current = (await getTill(c, `/courante?magasin=${c.shopA.id}`)).json() as { session: TillSession };
    const detail = (await getTill(c, `/${current.session.id}`)).json() as TillSessionDetail;
    expect(detail.mouvements).toMatchObject([
      {
        sens: 'sortie',
        montant: 300_000,
        motif: `Remboursement de la facture ${firstCashSale.numero_facture}`,
      },
    ]);
    // 16 400 + 1 500 − 3 000.
    expect(detail.rapport.attendus.especes).toBe(1_640_000 + 150_000 - 300_000);
    const closed = (await getTill(c, `/${session.id}`)).json() as TillSessionDetail;
    expect(closed.rapport).toMatchObject({ nombre_ventes: 4, encaissements: { especes: 700_000 } });
    expect(closed.attendus).toEqual(session.attendus);
  });
});
