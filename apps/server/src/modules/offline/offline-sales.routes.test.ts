import {
  DASHBOARD_PATHS,
  type Paginated,
  type SaleDetail,
  type ShopOfflineSnapshot,
  type SystemStats,
  type TillReport,
  type ToSettleRow,
} from '@pelote/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { createArticle, getAs } from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import { regularisationsStock } from '../../db/schema/regularisations.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import {
  addStock,
  createClient,
  postSale,
  type SalesContext,
  sell,
  stockOf,
  useSalesContext,
  writes,
} from '../sales/sales.test-support.ts';
import { closeTill, opened } from '../till/till.test-support.ts';

/**
 * Offline sales through the API: numbered at arrival with the device's time kept, once per key,
 * never refused for stock (the shortfall 'à régulariser', settled by a delivery or a count), after
 * a close, over a credit limit; the refusals that stay refusals; the shop's copy for the phone.
 */

const c = useSalesContext();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
let tickets = 0;

const offlineBody = (
  magasin: number,
  lines: { article: number; quantite: number; bain?: string }[],
  extra: Record<string, unknown> = {},
) => ({
  client: null,
  magasin,
  articles: lines,
  hors_ligne: true,
  date_appareil: minutesAgo(10),
  ticket_provisoire: `T-M01-${++tickets}`,
  ...extra,
});

async function sendOffline(context: SalesContext, body: unknown, key = crypto.randomUUID()) {
  const response = await postSale(context, body, { key });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

const movementsOf = (magasinId: number, articleId: number) =>
  c.t.db
    .select({
      kind: mouvementsStock.kind,
      quantite: mouvementsStock.quantite,
      apres: mouvementsStock.stockApres,
    })
    .from(mouvementsStock)
    .where(and(eq(mouvementsStock.magasinId, magasinId), eq(mouvementsStock.articleId, articleId)))
    .orderBy(asc(mouvementsStock.id));

const rowsOfSale = (venteId: number) =>
  c.t.db
    .select({
      quantite: regularisationsStock.quantite,
      restante: regularisationsStock.quantiteRestante,
      le: regularisationsStock.regulariseeLe,
    })
    .from(regularisationsStock)
    .where(eq(regularisationsStock.venteId, venteId));

async function get<T>(url: string, headers = c.direction) {
  const response = await c.t.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('an offline sale', () => {
  it('is numbered at arrival with its device time kept, once per key, and its journal row says hors_ligne', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 5);
    const key = crypto.randomUUID();
    const body = offlineBody(c.shopA.id, [{ article: c.accessoire.id, quantite: 2 }]);
    const first = await sendOffline(c, body, key);
    expect(first).toMatchObject({
      hors_ligne: true,
      date_appareil: new Date(body.date_appareil).toISOString(),
      ticket_provisoire: body.ticket_provisoire,
      recue_apres_cloture: false,
      plafond_depasse: false,
      a_regulariser: [],
    });
    expect(first.numero_facture).toMatch(/^FAC-\d{4}-M\d+-\d{6}$/);
    expect(Date.parse(first.date_vente)).toBeGreaterThan(Date.parse(body.date_appareil));

    const again = await postSale(c, body, { key });
    expect(again.statusCode).toBe(201);
    expect((again.json() as SaleDetail).id).toBe(first.id);
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(3);

    const [row] = await c.t.db
      .select({ source: journal.source, deviceTime: journal.deviceTime })
      .from(journal)
      .where(and(eq(journal.entite, 'vente'), eq(journal.entiteId, String(first.id))));
    expect(row?.source).toBe('hors_ligne');
    expect(row?.deviceTime?.toISOString()).toBe(new Date(body.date_appareil).toISOString());

    const detail = await get<SaleDetail>(`/Mouvements/vente-detail/${first.id}/`);
    expect(detail).toMatchObject({ hors_ligne: true, ticket_provisoire: body.ticket_provisoire });
    const list = await get<Paginated<SaleDetail>>(`/Mouvements/ventes-all/?magasin=${c.shopA.id}`);
    expect(list.results.find((sale) => sale.id === first.id)).toMatchObject({
      hors_ligne: true,
      recue_apres_cloture: false,
      plafond_depasse: false,
    });
  });

  it('refuses a bad device time, offline fields on an online sale, and a missing key, writing nothing', async () => {
    const before = await writes(c);
    const line = [{ article: c.accessoire.id, quantite: 1 }];
    const cases: [unknown, string | undefined, string][] = [
      [offlineBody(c.shopA.id, line), undefined, 'Idempotency-Key requis pour une vente hors ligne'],
      [
        offlineBody(c.shopA.id, line, { date_appareil: new Date(Date.now() + 10 * 60_000).toISOString() }),
        crypto.randomUUID(),
        "La date de l'appareil est dans le futur : vérifiez l'heure du téléphone",
      ],
      [
        offlineBody(c.shopA.id, line, { date_appareil: minutesAgo(31 * 24 * 60) }),
        crypto.randomUUID(),
        'Une vente hors ligne de plus de 30 jours ne peut plus être envoyée',
      ],
      [
        offlineBody(c.shopA.id, line, { date_appareil: undefined }),
        crypto.randomUUID(),
        "La date de l'appareil est requise pour une vente hors ligne",
      ],
      [
        { client: null, magasin: c.shopA.id, articles: line, date_appareil: minutesAgo(1) },
        crypto.randomUUID(),
        'La date de l’appareil et le ticket provisoire sont réservés aux ventes hors ligne',
      ],
      [
        offlineBody(c.shopA.id, line, { ticket_provisoire: 'M01-3' }),
        crypto.randomUUID(),
        'Ticket provisoire invalide (T-{code magasin}-{numéro})',
      ],
    ];
    for (const [body, key, detail] of cases) {
      const response = await postSale(c, body, key ? { key } : {});
      expect([response.statusCode, response.json().detail], JSON.stringify(body)).toEqual([400, detail]);
    }
    expect(await writes(c)).toEqual(before);
  });

  it('of a unit sold meanwhile is accepted: stock 0, 1 à régulariser, settled by a delivery of 5 (stock 4)', async () => {
    const article = { id: await createAccessory('Crochet 5 mm'), nom: 'Crochet 5 mm' };
    await addStock(c, c.shopB.id, article.id, 1);
    await sell(c, { client: null, magasin: c.shopB.id, articles: [{ article: article.id, quantite: 1 }] });
    const sale = await sendOffline(c, offlineBody(c.shopB.id, [{ article: article.id, quantite: 1 }]));
    expect(sale.a_regulariser).toEqual([
      { article: { id: article.id, nom: 'Crochet 5 mm' }, bain: '', quantite: 1 },
    ]);
    expect(sale.items).toMatchObject([{ quantite: 1 }]);
    expect(await stockOf(c, c.shopB.id, article.id)).toBe(0);
    expect(await rowsOfSale(sale.id)).toEqual([{ quantite: 1, restante: 1, le: null }]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    const open = await get<Paginated<ToSettleRow>>(`/Stocks/a-regulariser?magasin=${c.shopB.id}`);
    expect(open.results).toMatchObject([
      {
        magasin: { id: c.shopB.id },
        article: { id: article.id, type: 'accessoire' },
        quantite: 1,
        quantite_restante: 1,
        vente: { id: sale.id, numero_facture: sale.numero_facture },
      },
    ]);
    const stats = await get<SystemStats>(`${encodeURI(DASHBOARD_PATHS.systemStats)}?magasin=${c.shopB.id}`);
    expect(stats.stockARegulariser).toEqual({ lignes: 1, unites: 1 });

    const entry = await c.t.inject({
      method: 'POST',
      url: '/api/Mouvements/entrees/create-entree/',
      headers: { ...c.direction, 'idempotency-key': crypto.randomUUID() },
      payload: {
        produit_id: article.id,
        produit_type: 'accessoire',
        magasin_id: c.shopB.id,
        quantite: 5,
        prix_unitaire: 60_000,
        fournisseur: 'Grossiste Adjamé',
        date_entree: new Date().toISOString().slice(0, 10),
        type_entree: 'livraison',
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(await stockOf(c, c.shopB.id, article.id)).toBe(4);
    const [settled] = await rowsOfSale(sale.id);
    expect(settled).toMatchObject({ quantite: 1, restante: 0 });
    expect(settled?.le).toBeInstanceOf(Date);
    expect(await movementsOf(c.shopB.id, article.id)).toEqual([
      { kind: 'ajout', quantite: 1, apres: 1 },
      { kind: 'vente', quantite: -1, apres: 0 },
      { kind: 'entree', quantite: 5, apres: 5 },
      { kind: 'regularisation', quantite: -1, apres: 4 },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    expect((await get<Paginated<ToSettleRow>>(`/Stocks/a-regulariser?magasin=${c.shopB.id}`)).count).toBe(0);
  });

  it('short on a wool: takes what its lots hold, and a validated count settles the rest without a movement', async () => {
    await addStock(c, c.shopB.id, c.laine.id, 2, 'B7');
    const sale = await sendOffline(
      c,
      offlineBody(c.shopB.id, [{ article: c.laine.id, quantite: 5, bain: 'B7' }]),
    );
    expect(sale.items).toMatchObject([{ bain: 'B7', quantite: 5 }]);
    expect(sale.a_regulariser).toMatchObject([{ bain: 'B7', quantite: 3 }]);
    expect(await stockOf(c, c.shopB.id, c.laine.id)).toBe(0);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    const call = async (url: string, payload: unknown) => {
      const response = await c.t.inject({
        method: url.endsWith('lignes') ? 'PUT' : 'POST',
        url: `/api${url}`,
        headers: { ...c.direction, 'idempotency-key': crypto.randomUUID() },
        payload: payload as Record<string, unknown>,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as { id: number };
    };
    const counted = await call('/Inventaires/', { magasin: c.shopB.id, type_article: 'laine' });
    await call(`/Inventaires/${counted.id}/lignes`, [
      { article: c.laine.id, bain: 'B7', quantite_comptee: 0 },
    ]);
    const before = (await c.t.db.select({ n: count() }).from(mouvementsStock))[0]?.n;
    await call(`/Inventaires/${counted.id}/valider`, { motifs: {} });
    expect((await c.t.db.select({ n: count() }).from(mouvementsStock))[0]?.n).toBe(before);
    expect(await rowsOfSale(sale.id)).toMatchObject([{ quantite: 3, restante: 0 }]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it("made before a close and received after it goes to the next session, 'reçue après clôture'", async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Yopougon' });
    await addStock(c, shop.id, c.accessoire.id, 10);
    const session = await opened(c, shop.id, 0);
    const madeAt = new Date(Date.now() - 60_000).toISOString();
    const closed = await closeTill(c, session.id, { comptes: { especes: 0 } });
    expect(closed.statusCode, closed.body).toBe(200);
    const sale = await sendOffline(
      c,
      offlineBody(shop.id, [{ article: c.accessoire.id, quantite: 1 }], { date_appareil: madeAt }),
    );
    expect(sale.recue_apres_cloture).toBe(true);
    expect(sale.session_caisse).not.toBe(session.id);
    const later = await sendOffline(
      c,
      offlineBody(shop.id, [{ article: c.accessoire.id, quantite: 1 }], {
        date_appareil: new Date().toISOString(),
      }),
    );
    expect(later.recue_apres_cloture).toBe(false);
    expect(later.session_caisse).toBe(sale.session_caisse);
    const report = await get<TillReport>(`/Caisses/${sale.session_caisse}/rapport-x`);
    expect(report.recues_apres_cloture).toEqual([
      { id: sale.id, numero_facture: sale.numero_facture, date_appareil: madeAt, total: sale.total },
    ]);
  });

  it('on credit over the limit is accepted and flagged; online the same sale is refused', async () => {
    const client = await createClient(c, 'Traoré', 'Awa');
    await c.t.db.update(clients).set({ plafondCredit: 100_000 }).where(eq(clients.id, client.id));
    await addStock(c, c.shopA.id, c.accessoire.id, 4);
    const credit = { client: client.id, paiements: [{ methode: 'credit_client', montant: 250_000 }] };
    const online = await postSale(c, {
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
      ...credit,
    });
    expect([online.statusCode, online.json().detail]).toEqual([
      409,
      'Plafond de crédit dépassé (disponible : 1 000,00 FCFA)',
    ]);
    const sale = await sendOffline(
      c,
      offlineBody(c.shopA.id, [{ article: c.accessoire.id, quantite: 1 }], credit),
    );
    expect(sale.plafond_depasse).toBe(true);
    const [account] = await c.t.db
      .select({ du: clients.soldeDu })
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(account?.du).toBe(250_000);
    const [row] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(and(eq(journal.entite, 'vente'), eq(journal.entiteId, String(sale.id))));
    expect(JSON.stringify(row?.changements)).toContain('plafond_depasse');
  });

  it('of a deleted article, or with a mobile-money reference already used, is refused and writes nothing', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 4);
    const paid = (reference: string) => ({
      paiements: [{ methode: 'orange_money', montant: 250_000, reference }],
    });
    await sendOffline(
      c,
      offlineBody(c.shopA.id, [{ article: c.accessoire.id, quantite: 1 }], paid('OM-OFF-1')),
    );
    const before = await writes(c);
    const reused = await postSale(
      c,
      offlineBody(c.shopA.id, [{ article: c.accessoire.id, quantite: 1 }], paid('OM-OFF-1')),
      { key: crypto.randomUUID() },
    );
    expect(reused.statusCode).toBe(409);

    const gone = await createAccessory('Ciseaux brodeuse');
    await c.t.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, gone));
    const deleted = await postSale(c, offlineBody(c.shopA.id, [{ article: gone, quantite: 1 }]), {
      key: crypto.randomUUID(),
    });
    expect([deleted.statusCode, deleted.json().detail]).toEqual([404, 'Produit non trouvé']);
    expect(await writes(c)).toEqual(before);
  });
});

/** A new accessory (created as direction); answers its id. */
const createAccessory = async (nom: string) => (await createArticle(c, 'accessoire', { nom })).id;

describe("the shop's copy for the phone", () => {
  it("gives the shop's articles, lots, clients and till; a gerant of another shop is refused", async () => {
    await c.t.db.update(clients).set({ adresse: 'Angré 8e tranche' }).where(eq(clients.id, c.client.id));
    const snapshot = await get<ShopOfflineSnapshot>(`/Magasins/${c.shopA.id}/hors-ligne`, c.gerant);
    expect(snapshot.magasin).toMatchObject({ id: c.shopA.id, code: expect.stringMatching(/^M/) });
    expect(snapshot.articles.find((article) => article.id === c.accessoire.id)).toMatchObject({
      prix_unitaire: 250_000,
      bains: [{ bain: '' }],
    });
    expect(snapshot.clients.find((client) => client.id === c.client.id)).toMatchObject({
      adresse: 'Angré 8e tranche',
      solde_du: 0,
      disponible: 0,
    });
    const other = await getAs(c, `/api/Magasins/${c.shopB.id}/hors-ligne`, c.gerant);
    expect(other.statusCode).toBe(403);
    const missing = await getAs(c, '/api/Magasins/999999/hors-ligne');
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'Magasin non trouvé']);
  });
});
