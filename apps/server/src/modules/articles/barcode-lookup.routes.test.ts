import { ARTICLE_KINDS, BARCODE_PATHS, isInternalCode, LABEL_MESSAGES } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createArticle, useTwoShops } from '../../../test/shop-context.test-support.ts';
import { deliverWool } from '../entries/entries.test-support.ts';

/** GET /Articles/code-barre/{code}: the article a scan names, with its stock in a shop. */

type Headers = { authorization: string };
type Kind = keyof typeof ARTICLE_KINDS;

const c = useTwoShops();

const create = (kind: Kind, body: Record<string, unknown> = {}) => createArticle(c, kind, body);

const deliver = (articleId: number, magasin: number, quantite: number, bain: string) =>
  deliverWool(c, { articleId, magasin, quantite, bain });

const lookup = (code: string, options: { headers?: Headers | undefined; magasin?: number } = {}) =>
  c.t.inject({
    method: 'GET',
    url: `/api${BARCODE_PATHS.lookup}/${encodeURIComponent(code)}`,
    headers: 'headers' in options ? options.headers : c.direction,
    query: options.magasin === undefined ? {} : { magasin: String(options.magasin) },
  });

describe('GET /Articles/code-barre/{code}', () => {
  it('answers the article as its detail does, with its quantity and lots in the shop asked for', async () => {
    const wool = await create('laine', {
      nom: 'Mérinos nuit',
      couleur: 'Bleu nuit',
      code_barre: '3017620422003',
    });
    await deliver(wool.id, c.shopA.id, 5, 'B1');
    await deliver(wool.id, c.shopA.id, 3, 'B2');
    await deliver(wool.id, c.shopB.id, 4, 'B1');
    const detail = await c.t.inject({
      method: 'GET',
      url: `/api${ARTICLE_KINDS.laine.api.detail}/${wool.id}`,
      headers: c.direction,
    });

    const everywhere = await lookup('3017620422003');
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(everywhere.json()).toEqual({ ...detail.json(), article_type: 'laine' });
    expect(everywhere.json()).toMatchObject({ quantite_stock: 12, couleur: 'Bleu nuit' });

    const inShopA = {
      id: wool.id,
      quantite_stock: 8,
      quantite: 8,
      bains: [
        { bain: 'B1', quantite: 5 },
        { bain: 'B2', quantite: 3 },
      ],
    };
    expect((await lookup('3017620422003', { magasin: c.shopA.id })).json()).toMatchObject(inShopA);
    // A gerant reads their own shop's figures, asked for or not, and no other shop's.
    expect((await lookup('3017620422003', { headers: c.gerant })).json()).toMatchObject(inShopA);
    const otherShop = await lookup('3017620422003', { headers: c.gerant, magasin: c.shopB.id });
    expect(otherShop.statusCode).toBe(403);
  });

  it('finds an internal code, a code typed with blanks around it, and a UPC-A either way', async () => {
    const kit = await create('kit', { nom: 'Kit sans code' });
    expect(isInternalCode(kit.code_barre)).toBe(true);
    const found = await lookup(` ${kit.code_barre} `, { headers: c.gerant });
    expect(found.json()).toMatchObject({
      id: kit.id,
      type: 'kit',
      article_type: 'kit',
      quantite: 0,
      bains: [],
    });

    const upc = await create('machine', { nom: 'Machine importée', code_barre: '036000291452' });
    expect((await lookup('0036000291452')).json()).toMatchObject({ id: upc.id, code_barre: '036000291452' });
    const ean = await create('accessoire', { nom: 'Crochet importé', code_barre: '0012345678905' });
    expect((await lookup('012345678905')).json()).toMatchObject({ id: ean.id, type: 'accessoire' });
  });

  it('finds a Code 128 text, slashes included, and a pouch component by its catalogue type', async () => {
    const garment = await create('habit', { nom: 'Pull Code 128', code_barre: 'PULL/M-42' });
    expect((await lookup('PULL/M-42')).json()).toMatchObject({ id: garment.id, genre: 'F' });
    const component = await create('composant', {
      nom: 'Fermeture',
      type: 'Fermeture',
      code_barre: 'FERM-20',
    });
    expect((await lookup('FERM-20')).json()).toMatchObject({
      ...ARTICLE_BODIES.composant,
      nom: 'Fermeture',
      id: component.id,
      code_barre: 'FERM-20',
      article_type: 'composant',
    });
  });

  it('answers 404 for an unknown or a deleted article, 400 for no code, 401 signed out', async () => {
    const unknown = await lookup('5449000000996');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, LABEL_MESSAGES.productNotFound]);

    const pouch = await create('trousse', { nom: 'Trousse retirée', code_barre: 'TROUSSE-1' });
    const removed = await c.t.inject({
      method: 'PATCH',
      url: `/api${ARTICLE_KINDS.trousse.api.delete}/${pouch.id}`,
      headers: c.direction,
    });
    expect(removed.statusCode).toBe(200);
    expect((await lookup('TROUSSE-1')).statusCode).toBe(404);

    for (const code of ['été', 'x'.repeat(49), ' ']) {
      const bad = await lookup(code);
      expect([bad.statusCode, bad.json().detail], code).toEqual([400, LABEL_MESSAGES.barcodeInvalid]);
    }
    expect((await lookup('3017620422003', { headers: undefined })).statusCode).toBe(401);
  });
});
