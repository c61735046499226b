import type { PublicLink, Receipt, SaleDetail } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journal } from '../../db/schema/journal.ts';
import { liensPublics } from '../../db/schema/public-links.ts';
import * as support from '../sales/sales.test-support.ts';

const c = support.useSalesContext();

async function ticketOf(saleId: number) {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Mouvements/ventes/${saleId}/ticket`,
    headers: c.gerant,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Receipt;
}

async function linkOf(saleId: number) {
  const response = await c.t.inject({
    method: 'POST',
    url: `/api/Mouvements/ventes/${saleId}/lien-public`,
    headers: { ...c.gerant, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PublicLink;
}

/** A sale of shop A: 3 balls of wool in lot B100 at 10 % off, an accessory, 1 000 F off the ticket, cash with change and Wave. */
async function discountedSale(): Promise<SaleDetail> {
  await support.addStock(c, c.shopA.id, c.laine.id, 10);
  await support.addStock(c, c.shopA.id, c.accessoire.id, 10);
  const response = await support.postSale(
    c,
    {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [
        {
          article: c.laine.id,
          quantite: 3,
          bain: 'B100',
          remise: { type: 'pourcentage', valeur: 10, motif: 'fin_de_bain' },
        },
        { article: c.accessoire.id, quantite: 1 },
      ],
      remise_ticket: { montant: 10_000, motif: 'client_fidele' },
      paiements: [
        { methode: 'especes', montant: 400_000, montant_recu: 500_000 },
        { methode: 'wave', montant: 245_000, reference: `W-${Date.now()}` },
      ],
    },
    { headers: c.gerant },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

describe('GET /Mouvements/ventes/{id}/ticket', () => {
  it('gives what the ticket prints: shop, lines with lot and discounts, payments with the change, footer', async () => {
    const sale = await discountedSale();
    const ticket = await ticketOf(sale.id);
    expect(ticket).toMatchObject({
      type: 'facture',
      numero: sale.numero_facture,
      magasin: { nom: 'Boutique Cocody', quartier: 'Cocody' },
      client: { nom: 'Aya Kouassi', telephone: '+225 07 00 00 00 00' },
      remise_ticket: { montant: 10_000, motif: 'Client fidèle' },
      total: 645_000,
      reste_du: null,
      pied: 'Merci de votre visite',
    });
    expect(
      ticket.lignes.map((line) => [line.nom, line.bain, line.quantite, line.brut, line.net, line.motif]),
    ).toEqual([
      ['Mérinos bleu nuit', 'B100', 3, 450_000, ticket.lignes[0]?.net, 'Fin de bain'],
      ['Aiguilles circulaires 4 mm', '', 1, 250_000, ticket.lignes[1]?.net, null],
    ]);
    expect(ticket.lignes.reduce((sum, line) => sum + line.net, 0)).toBe(645_000);
    expect(ticket.lignes.every((line) => line.brut - line.remise === line.net)).toBe(true);
    expect(ticket.paiements).toEqual([
      {
        methode: 'Espèces',
        montant: 400_000,
        montant_recu: 500_000,
        monnaie_rendue: 100_000,
        reference: null,
      },
      expect.objectContaining({ methode: 'Wave', montant: 245_000 }),
    ]);
  });

  it("prints the shop's own footer once direction sets it, and keeps it through an edit without it", async () => {
    const put = (payload: Record<string, unknown>) =>
      c.t.inject({
        method: 'PUT',
        url: `/api/Magasins/magasin-update/${c.shopA.id}`,
        headers: c.direction,
        payload,
      });
    const base = { nom: 'Boutique Cocody', quartier: 'Cocody', is_active: true };
    const edited = await put({ ...base, pied_ticket: 'Merci ! Échange sous 7 jours avec ce ticket.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await put(base)).statusCode).toBe(200);
    const sale = await support.stockThenSell(c, c.shopA.id, c.accessoire.id, 1);
    expect((await ticketOf(sale.id)).pied).toBe('Merci ! Échange sous 7 jours avec ce ticket.');
  });
});

describe('the invoice’s public link', () => {
  it('serves that invoice’s PDF to anyone holding it, journalling each opening', async () => {
    const sale = await support.stockThenSell(c, c.shopA.id, c.accessoire.id, 1);
    const link = await linkOf(sale.id);
    const token = link.url.split('/').at(-1) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expire_le) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const opened = await c.t.inject({ method: 'GET', url: link.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await c.t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'lien_public'), eq(journal.action, 'consultation')));
    expect(rows.some((row) => row.entiteLibelle === sale.numero_facture)).toBe(true);
  });

  it('answers 404, saying nothing more, to a tampered, revoked or expired token', async () => {
    const sale = await support.stockThenSell(c, c.shopA.id, c.accessoire.id, 1);
    const link = await linkOf(sale.id);
    const token = link.url.split('/').at(-1) ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const notFound = { detail: 'Lien introuvable ou expiré' };
    const open = (value: string) => c.t.inject({ method: 'GET', url: `/api/public/factures/${value}` });
    expect((await open(tampered)).json()).toEqual(notFound);
    expect((await open('../../Magasins/')).statusCode).toBe(404);

    const other = await linkOf(sale.id);
    await c.t.db.update(liensPublics).set({ expireLe: new Date(Date.now() - 1000) });
    const expired = await open(other.url.split('/').at(-1) ?? '');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(notFound);

    const fresh = await linkOf(sale.id);
    const revoked = await c.t.inject({
      method: 'DELETE',
      url: `/api/Mouvements/ventes/${sale.id}/lien-public`,
      headers: c.gerant,
    });
    expect(revoked.json()).toEqual({ detail: 'Lien de la facture révoqué' });
    const afterRevoke = await open(fresh.url.split('/').at(-1) ?? '');
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json()).toEqual(notFound);
  });
});
