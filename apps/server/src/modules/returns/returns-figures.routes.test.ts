import type { ClientPurchaseSummary, CreditNote, SalesStats, SystemStats, TillReport } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { addStock, sell, stockThenSell, turnoverOf, useSalesContext } from '../sales/sales.test-support.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { getJson, lineBack, pdfPages, postReturn, returned } from './returns.test-support.ts';

/**
 * What a return changes beyond its stock: the till's expected cash, the client's turnover and
 * profile, the statistics and the dashboard; and its PDF. Shop B only here, so the figures of one
 * test are not another's.
 */

const c = useSalesContext();
const today = new Date().toISOString().slice(0, 10);

describe('a return in the figures', () => {
  it("lowers the till's expected cash by the cash refunded ('Remboursements') and the client's turnover", async () => {
    const opened = await c.t.inject({
      method: 'POST',
      url: '/api/Caisses/ouvrir',
      headers: c.direction,
      payload: { magasin: c.shopB.id, fond_de_caisse: 100_000 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json().id as number;
    await addStock(c, c.shopB.id, c.laine.id, 4);
    const turnoverBefore = (await turnoverOf(c, c.client.id)) ?? 0;
    const sale = await sell(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [{ article: c.laine.id, quantite: 2 }],
      paiements: [{ methode: 'especes', montant: 300_000, montant_recu: 300_000 }],
    });
    expect(await turnoverOf(c, c.client.id)).toBe(turnoverBefore + 300_000);

    const note = await returned(c, sale.id, lineBack(sale, 1));
    expect(note.session_caisse).toBe(session);
    const report = await getJson<TillReport>(c, `/api/Caisses/${session}/rapport-x`);
    expect(report.encaissements).toEqual({ especes: 300_000 });
    expect(report.remboursements).toBe(150_000);
    expect(report.attendus.especes).toBe(100_000 + 300_000 - 150_000);
    expect(await turnoverOf(c, c.client.id)).toBe(turnoverBefore + 150_000);

    // The till should now hold 2 500,00 FCFA; after a cash-out of 2 000,00 a refund of 1 500,00 no longer fits.
    const out = await c.t.inject({
      method: 'POST',
      url: `/api/Caisses/${session}/mouvements`,
      headers: c.direction,
      payload: { sens: 'sortie', montant: 200_000, motif: 'Dépôt banque' },
    });
    expect(out.statusCode, out.body).toBe(201);
    const refused = await postReturn(c, sale.id, lineBack(sale, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Espèces insuffisantes dans la caisse');
    // Refunded by mobile money instead, it leaves the till alone.
    await returned(
      c,
      sale.id,
      lineBack(sale, 1, { remboursement: { methode: 'orange_money', reference: 'OM-R-1' } }),
    );
    const after = await getJson<TillReport>(c, `/api/Caisses/${session}/rapport-x`);
    expect(after.remboursements).toBe(150_000);
    expect(after.attendus).toEqual({ especes: 100_000 + 300_000 - 150_000 - 200_000 });
    expect(await turnoverOf(c, c.client.id)).toBe(turnoverBefore);

    // The close counts against it, and the Z keeps it.
    const closed = await c.t.inject({
      method: 'POST',
      url: `/api/Caisses/${session}/cloturer`,
      headers: c.direction,
      payload: { comptes: { especes: 50_000 } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().ecarts).toEqual({ especes: 0 });
  });

  it('nets the statistics, the dashboard and the client profile on the day of the credit note', async () => {
    await addStock(c, c.shopB.id, c.accessoire.id, 10);
    const stats = () =>
      getJson<SalesStats>(
        c,
        `/api/Statistiques/ventes?magasin=${c.shopB.id}&date_debut=${today}&date_fin=${today}`,
      );
    const dashboard = () =>
      getJson<SystemStats>(c, `/api/Clients/Statistiques/stats-système/?magasin=${c.shopB.id}`);
    const profile = () =>
      getJson<ClientPurchaseSummary>(c, `/api/Clients/clients-particuliers/detail/${c.client.id}/resume`);
    const [stats0, dash0, profile0] = [await stats(), await dashboard(), await profile()];

    const sale = await sell(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 4 }],
      paiements: [{ methode: 'wave', montant: 1_000_000, reference: 'WAVE-FIG-1' }],
    });
    await returned(
      c,
      sale.id,
      lineBack(sale, 3, { remboursement: { methode: 'wave', reference: 'WAVE-FIG-R1' } }),
    );

    const stats1 = await stats();
    expect(stats1.totaux.ventes).toBe(stats0.totaux.ventes + 1);
    expect(stats1.totaux.chiffre_affaire).toBe(stats0.totaux.chiffre_affaire + 250_000);
    expect(stats1.totaux.quantite).toBe(stats0.totaux.quantite + 1);
    const wave = (rows: { methode: string; montant: number }[]) =>
      rows.find((row) => row.methode === 'wave')?.montant ?? 0;
    expect(wave(stats1.encaissements)).toBe(wave(stats0.encaissements) + 250_000);
    const top = stats1.top_articles.find((row) => row.id === c.accessoire.id);
    const top0 = stats0.top_articles.find((row) => row.id === c.accessoire.id);
    expect(top?.quantite).toBe((top0?.quantite ?? 0) + 1);

    const dash1 = await dashboard();
    expect(dash1.ventesMois).toBe(dash0.ventesMois + 1);
    expect(dash1.chiffreAffaireMois).toBe(dash0.chiffreAffaireMois + 250_000);
    expect(dash1.chiffreAffaire).toBe(dash0.chiffreAffaire + 250_000);
    expect(dash1.produitsVendus).toBe(dash0.produitsVendus + 1);
    expect(wave(dash1.encaissements)).toBe(wave(dash0.encaissements) + 250_000);

    const profile1 = await profile();
    expect(profile1.nombre_achats).toBe(profile0.nombre_achats + 1);
    expect(profile1.chiffre_affaire).toBe(profile0.chiffre_affaire + 250_000);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it("keeps a credit balance out of the takings: a refund as 'Avoir client' is no money out", async () => {
    await addStock(c, c.shopB.id, c.accessoire.id, 2);
    const dash0 = await getJson<SystemStats>(
      c,
      `/api/Clients/Statistiques/stats-système/?magasin=${c.shopB.id}`,
    );
    const sale = await sell(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
      paiements: [{ methode: 'mtn_momo', montant: 500_000, reference: 'MOMO-FIG-1' }],
    });
    await returned(c, sale.id, lineBack(sale, 2, { remboursement: { methode: 'avoir_client' } }));
    const dash1 = await getJson<SystemStats>(
      c,
      `/api/Clients/Statistiques/stats-système/?magasin=${c.shopB.id}`,
    );
    expect(dash1.chiffreAffaireMois).toBe(dash0.chiffreAffaireMois);
    const momo = (rows: { methode: string; montant: number }[]) =>
      rows.find((row) => row.methode === 'mtn_momo')?.montant ?? 0;
    expect(momo(dash1.encaissements)).toBe(momo(dash0.encaissements) + 500_000);
  });
});

describe('the credit note as a PDF', () => {
  it("says 'AVOIR', its number, the invoice it cites, the lines with lot, state and reason, and the refund", async () => {
    const sale = await stockThenSell(c, c.shopA.id, c.laine.id, 3, { client: c.client.id });
    const note = await returned(
      c,
      sale.id,
      lineBack(sale, 2, {
        etat: 'defectueux',
        motif: 'Fil cassé',
        remboursement: { methode: 'orange_money', reference: 'OM-PDF-R' },
      }),
    );
    const response = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/avoirs/${note.id}/pdf/`,
      headers: c.gerant,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="avoir_${note.numero_avoir}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    for (const piece of [
      'AVOIR',
      note.numero_avoir,
      `Facture d’origine : ${sale.numero_facture}`,
      'Boutique Cocody',
      'Kouassi Aya',
      'Mérinos bleu nuit',
      'Défectueux : Fil cassé',
      '3 000,00 FCFA',
      'REMBOURSEMENT',
      'Orange Money — réf. OM-PDF-R',
    ]) {
      expect(text).toContain(piece);
    }
    const gerantB = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/avoirs/${note.id}/pdf/`,
      headers: gerantB,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('prints the lot of a wool, breaks a long credit note over pages and names a credit balance refund', async () => {
    const line = (n: number): CreditNote['lignes'][number] => ({
      id: n,
      vente_ligne: n,
      article: { id: n, article_name: `Pelote n°${n}`, article_type: 'laine' },
      bain: 'B2417',
      quantite: 1,
      prix_unitaire: 100_000,
      prix_total: 100_000,
      etat: 'revendable',
      motif: 'Reste du projet',
    });
    const note: CreditNote = {
      id: 1,
      numero_avoir: 'AV-2026-M01-000009',
      date: '2026-11-21T10:00:00.000Z',
      montant: 60 * 100_000,
      methode_remboursement: 'avoir_client',
      reference_remboursement: null,
      vente: { id: 1, numero_facture: 'FAC-2026-M01-000004', date_vente: '2026-11-20T10:00:00.000Z' },
      magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
      client: { id: 1, nom: 'Koné', prenom: 'Awa' },
      utilisateur: null,
      session_caisse: null,
      lignes: Array.from({ length: 60 }, (_, n) => line(n + 1)),
    };
    const pages = await pdfPages(await renderCreditNotePdf(note));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Article retourné');
    expect(pages[0]).toContain('Laine — Bain B2417');
    expect(pages.at(-1)).toContain('60 000,00 FCFA');
    expect(pages.at(-1)).toContain('Avoir client (crédité au compte du client)');
  });
});
