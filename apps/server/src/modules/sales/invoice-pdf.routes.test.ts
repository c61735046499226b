import type { SaleDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../test/pdf-text.test-support.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { stockThenSell, useSalesContext } from './sales.test-support.ts';

const c = useSalesContext();

const pagesOf = pdfPageTexts;

/** Any space the money formatter uses (plain, no-break, narrow no-break) read as a plain space. */
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

/** A sale of `lines` wools at 1 000,00 FCFA each, paid in cash, never written to the database. */
function longSale(lines: number): SaleDetail {
  const items = Array.from({ length: lines }, (_, n) => ({
    id: n + 1,
    article: {
      id: n + 1,
      article_name: `Pelote n°${n + 1} — coton égyptien`,
      article_type: 'laine' as const,
    },
    bain: `B${2400 + n}`,
    quantite: 1,
    prix_unitaire: 100_000,
    prix_total: 100_000,
    quantite_retournee: 0,
  }));
  const total = lines * 100_000;
  return {
    id: 1,
    numero_facture: 'FAC-2026-M01-000123',
    date_vente: '2026-11-20T10:30:00.000Z',
    total,
    statut: 'validee',
    magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
    client: null,
    vendeur: null,
    annulee_at: null,
    items,
    modes_paiement: ['especes'],
    paiements: [
      { id: 1, methode: 'especes', montant: total, montant_recu: total, monnaie_rendue: 0, reference: null },
    ],
    monnaie_rendue: 0,
    session_caisse: 1,
    retournee: null,
    retours: [],
  };
}

describe('the invoice PDF', () => {
  it('is a real PDF named after the invoice, with FACTURE, the number, the client, the lines and the total', async () => {
    const sale = await stockThenSell(c, c.shopA.id, c.laine.id, 2, { stocked: 5, client: c.client.id });
    for (const url of [
      `/api/Mouvements/facture/${sale.id}/pdf/`,
      `/api/Mouvements/ventes/${sale.id}/facture/`,
    ]) {
      const response = await c.t.inject({ method: 'GET', url, headers: c.gerant });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="facture_${sale.numero_facture}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [page] = await pagesOf(response.rawPayload);
      const text = plain(page ?? '');
      expect(text).toContain('FACTURE');
      expect(text).toContain(sale.numero_facture);
      expect(text).toContain('Boutique Cocody');
      expect(text).toContain('Kouassi Aya');
      expect(text).toContain('aya@exemple.ci');
      expect(text).toContain('Mérinos bleu nuit');
      expect(text).toContain('Laine');
      expect(text).toContain('1 500,00 FCFA');
      expect(text).toContain('3 000,00 FCFA');
    }
  });

  it("says 'Client anonyme' for a vente libre, and refuses a gerant of another shop", async () => {
    const sale = await stockThenSell(c, c.shopB.id, c.accessoire.id, 1);
    const response = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/facture/${sale.id}/pdf/`,
      headers: c.direction,
    });
    expect(plain((await pagesOf(response.rawPayload))[0] ?? '')).toContain('Client anonyme');
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/facture/${sale.id}/pdf/`,
      headers: c.gerant,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBeTruthy();
  });

  it('says how the sale was paid: each method, cash received and change, the mobile-money reference', async () => {
    const sale = await stockThenSell(c, c.shopA.id, c.accessoire.id, 1, {
      paiements: [
        { methode: 'orange_money', montant: 200_000, reference: 'OM-PDF-1' },
        { methode: 'especes', montant: 50_000, montant_recu: 100_000 },
      ],
    });
    const response = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/facture/${sale.id}/pdf/`,
      headers: c.gerant,
    });
    const text = plain((await pagesOf(response.rawPayload)).join(' '));
    expect(text).toContain('PAIEMENT');
    expect(text).toContain('Orange Money : 2 000,00 FCFA — réf. OM-PDF-1');
    expect(text).toContain('Espèces : 500,00 FCFA — reçu 1 000,00 FCFA, monnaie rendue 500,00 FCFA');
  });

  it("says 'Non renseigné' for a sale recorded before payments", async () => {
    const pages = (
      await pagesOf(await renderInvoicePdf({ ...longSale(1), paiements: [], modes_paiement: [] }))
    ).map(plain);
    expect(pages.join(' ')).toContain('Non renseigné');
  });

  it('breaks a long sale over pages, the table header repeated, the total on the last page', async () => {
    const sale = longSale(80);
    const pages = (await pagesOf(await renderInvoicePdf(sale))).map(plain);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Prix unitaire');
    expect(pages.at(-1)).toContain('80 000,00 FCFA');
    expect(pages.join(' ')).toContain('Pelote n°80 — coton égyptien');
    expect(pages[0]).toContain(`page 1 / ${pages.length}`);
  });
});
