import { ARTICLE_KINDS, COMMON_MESSAGES, ENTRY_MESSAGES as M } from '@pelote/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../../../test/shop-context.test-support.ts';
import {
  daysAgo,
  detailUrl,
  formPayload,
  type Headers,
  LIST_URL,
  postEntry,
  useEntriesContext,
} from './entries.test-support.ts';

const c = useEntriesContext();

type Page = {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: { id: number; fournisseur: string; reference_commande: string | null }[];
};

async function list(query: Record<string, string | number> = {}, headers?: Headers) {
  const search = queryString(query);
  const response = await c.t.inject({
    method: 'GET',
    url: `${LIST_URL}?${search}`,
    headers: headers ?? c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
function queryString(query: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
}
const refs = (page: Page) => page.results.map((entry) => entry.reference_commande);

/** Seven deliveries, oldest first: E1 … E7 (references), over two shops, two articles, four suppliers. */
beforeAll(async () => {
  const rows = [
    { ref: 'E1', days: 30, shop: 'A', article: 'laine', supplier: 'Filature du Bandama' },
    { ref: 'E2', days: 20, shop: 'B', article: 'laine', supplier: 'Tricot 100%_Coton' },
    { ref: 'E3', days: 10, shop: 'A', article: 'accessoire', supplier: 'Mercerie Adjamé' },
    { ref: 'E4', days: 9, shop: 'A', article: 'laine', supplier: 'FILATURE du bandama' },
    { ref: 'E5', days: 5, shop: 'B', article: 'accessoire', supplier: 'Mercerie Adjamé' },
    {
      ref: 'E6',
      days: 2,
      shop: 'A',
      article: 'laine',
      supplier: 'Grossiste Treichville',
      type: 'autre_type',
    },
    { ref: 'E7', days: 1, shop: 'A', article: 'accessoire', supplier: 'Filature du Bandama' },
  ] as const;
  for (const row of rows) {
    const article = row.article === 'laine' ? c.laine : c.accessoire;
    const response = await postEntry(
      c,
      formPayload(c, {
        produit_id: article.id,
        produit_type: row.article,
        magasin_id: row.shop === 'A' ? c.shopA.id : c.shopB.id,
        fournisseur: row.supplier,
        reference_commande: row.ref,
        date_entree: daysAgo(row.days),
        type_entree: 'type' in row ? row.type : 'livraison',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe('GET /Mouvements/entrees/list-entrees/', () => {
  it('pages 5 at a time, newest first', async () => {
    const first = await list();
    expect(first).toMatchObject({ count: 7, page: 1, page_size: 5, total_pages: 2 });
    expect(refs(first)).toEqual(['E7', 'E6', 'E5', 'E4', 'E3']);
    const second = await list({ page: 2 });
    expect(refs(second)).toEqual(['E2', 'E1']);
    expect((await list({ page: 3 })).results).toEqual([]);
    expect(refs(await list({ page_size: 2, page: 2 }))).toEqual(['E5', 'E4']);
  });

  it('filters by shop, product type, product and entry type', async () => {
    expect(refs(await list({ magasin: c.shopB.id }))).toEqual(['E5', 'E2']);
    expect(refs(await list({ produit_type: 'accessoire' }))).toEqual(['E7', 'E5', 'E3']);
    expect(refs(await list({ produit: 'mérinos' }))).toEqual(['E6', 'E4', 'E2', 'E1']);
    expect(refs(await list({ produit: 'CIRCULAIRES' }))).toEqual(['E7', 'E5', 'E3']);
    expect(refs(await list({ produit_id: c.laine.id, magasin: c.shopA.id }))).toEqual(['E6', 'E4', 'E1']);
    expect(refs(await list({ type_entree: 'autre_type' }))).toEqual(['E6']);
    expect((await list({ produit_type: 'machine' })).count).toBe(0);
  });

  it('finds the supplier by case-insensitive substring; % and _ match themselves', async () => {
    expect(refs(await list({ fournisseur: 'filature' }))).toEqual(['E7', 'E4', 'E1']);
    expect(refs(await list({ fournisseur: 'ADJAMÉ' }))).toEqual(['E5', 'E3']);
    expect(refs(await list({ fournisseur: '100%_' }))).toEqual(['E2']);
    expect((await list({ fournisseur: '%' })).results.map((e) => e.fournisseur)).toEqual([
      'Tricot 100%_Coton',
    ]);
    expect((await list({ fournisseur: '' })).count).toBe(7);
  });

  it('keeps both ends of the date range (whole days)', async () => {
    expect(refs(await list({ date_debut: daysAgo(10), date_fin: daysAgo(2) }))).toEqual([
      'E6',
      'E5',
      'E4',
      'E3',
    ]);
    expect(refs(await list({ date_debut: daysAgo(2) }))).toEqual(['E7', 'E6']);
    expect(refs(await list({ date_fin: daysAgo(20) }))).toEqual(['E2', 'E1']);
    expect(refs(await list({ date_debut: daysAgo(9), date_fin: daysAgo(9) }))).toEqual(['E4']);
  });

  it('combines filters, and pages what they keep', async () => {
    const page = await list({
      magasin: c.shopA.id,
      fournisseur: 'bandama',
      date_debut: daysAgo(15),
      page_size: 1,
    });
    expect(page).toMatchObject({ count: 2, total_pages: 2 });
    expect(refs(page)).toEqual(['E7']);
  });

  it.each([
    [{ date_debut: daysAgo(1), date_fin: daysAgo(5) }, M.dateRange],
    [{ date_debut: '2026-13-45' }, M.filterDateInvalid],
    [{ produit_type: 'laines' }, M.productTypeInvalid],
    [{ type_entree: 'don' }, M.typeInvalid],
    [{ page: 0 }, COMMON_MESSAGES.invalidPage],
  ])('refuses bad filters %j with a French message', async (query, message) => {
    const search = queryString(query);
    const response = await getAs(c, `${LIST_URL}?${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message });
  });

  it("gives a gerant their own shop's entries only, and 403 for another shop", async () => {
    expect(refs(await list({}, c.gerant))).toEqual(['E7', 'E6', 'E4', 'E3', 'E1']);
    expect((await list({ magasin: c.shopA.id, fournisseur: 'mercerie' }, c.gerant)).count).toBe(1);
    const other = await getAs(c, `${LIST_URL}?magasin=${c.shopB.id}`, c.gerant);
    expect(other.statusCode).toBe(403);
    const anonymous = await c.t.inject({ method: 'GET', url: LIST_URL });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /Mouvements/entrees/detail-entree/{id}/', () => {
  it('answers every field of the entry', async () => {
    const [entry] = (await list({ fournisseur: 'treichville' })).results;
    const response = await getAs(c, detailUrl(entry?.id ?? 0), c.gerant);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: entry?.id,
      produit: { id: c.laine.id, nom: 'Mérinos bleu nuit', type: 'laine', prix_unitaire: 150000 },
      magasin: { id: c.shopA.id, nom: 'Boutique Cocody' },
      quantite: 12,
      prix_unitaire: 120050,
      prix_total: 1440600,
      fournisseur: 'Grossiste Treichville',
      reference_commande: 'E6',
      date_entree: `${daysAgo(2)}T00:00:00.000Z`,
      commentaire: 'Cartons en bon état',
      type_entree: 'autre_type',
      article_nom: 'Mérinos bleu nuit',
    });
  });

  it('answers 404 in French, 400 for a bad id, 403 to the gerant of another shop', async () => {
    const missing = await getAs(c, detailUrl(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: M.notFound });
    const bad = await getAs(c, detailUrl('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: COMMON_MESSAGES.invalidId });
    const [ofShopB] = (await list({ magasin: c.shopB.id })).results;
    const foreign = await getAs(c, detailUrl(ofShopB?.id ?? 0), c.gerant);
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps the name of an article deleted since, without its product block', async () => {
    const created = await c.t.inject({
      method: 'POST',
      url: `/api${ARTICLE_KINDS.kit.api.create}`,
      headers: c.direction,
      payload: { nom: 'Kit amigurumi', prix_unitaire: 1200000, contenance: 'Laine, crochet' },
    });
    const kit = created.json() as { id: number };
    const entry = await postEntry(
      c,
      formPayload(c, { produit_id: kit.id, produit_type: 'kit', magasin_id: c.shopB.id }),
    );
    expect(entry.statusCode).toBe(201);
    const { id } = entry.json() as { id: number };
    await c.t.inject({
      method: 'PATCH',
      url: `/api${ARTICLE_KINDS.kit.api.delete}/${kit.id}`,
      headers: c.direction,
    });
    const response = await getAs(c, detailUrl(id));
    expect(response.json()).toMatchObject({
      produit: null,
      article_nom: 'Kit amigurumi',
      article_type: 'kit',
    });
  });
});
