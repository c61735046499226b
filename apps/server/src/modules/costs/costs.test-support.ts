import { ARTICLE_KINDS, ENTRY_PATHS, type Margins, todayIso } from '@pelote/shared';
import { expect } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import type { Headers, SalesContext } from '../sales/sales.test-support.ts';

/** Calls shared by the cost API tests (on top of the sales tests' context). */

export const today = todayIso();

/** A new accessory (no lots) at `prix` hundredths, so each test has its own cost history. */
export async function newArticle(c: SalesContext, nom: string, prix = 250_000) {
  const response = await c.t.inject({
    method: 'POST',
    url: `/api${ARTICLE_KINDS.accessoire.api.create}`,
    headers: c.direction,
    payload: { ...ARTICLE_BODIES.accessoire, nom, prix_unitaire: prix },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nom: string };
}

export function postDelivery(
  c: SalesContext,
  body: { article: number; magasin: number; quantite: number; prix: number | null; type?: string },
  headers?: Headers,
) {
  return c.t.inject({
    method: 'POST',
    url: `/api${ENTRY_PATHS.create}`,
    headers: headers ?? c.direction,
    payload:
      body.prix === null
        ? { article: body.article, magasin: body.magasin, quantite: body.quantite }
        : {
            produit_id: body.article,
            magasin_id: body.magasin,
            quantite: body.quantite,
            prix_unitaire: body.prix,
            fournisseur: 'Filature du Bandama',
            date_entree: today,
            type_entree: body.type ?? 'livraison',
          },
  });
}

/** A delivery that must succeed. */
export async function deliver(
  c: SalesContext,
  magasin: number,
  article: number,
  quantite: number,
  prix: number,
) {
  const response = await postDelivery(c, { article, magasin, quantite, prix });
  expect(response.statusCode, response.body).toBe(201);
}

/** The article's CMP as its detail answers it to direction. */
export async function costOf(c: SalesContext, articleId: number): Promise<number | null> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api${ARTICLE_KINDS.accessoire.api.detail}/${articleId}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cout_moyen;
}

export async function marginsOf(c: SalesContext, query = ''): Promise<Margins> {
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Statistiques/marges?date_debut=${today}&date_fin=${today}${query}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Margins;
}

/** The margins line of one article today. */
export async function articleMargin(c: SalesContext, articleId: number) {
  return (await marginsOf(c)).lignes.find((line) => line.cle === String(articleId));
}
