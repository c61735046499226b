import {
  ARTICLE_KINDS,
  BARCODE_PATHS,
  ENTRY_MESSAGES,
  equivalentBarcodes,
  LABEL_MESSAGES,
} from '@pelote/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePdfBarcodes } from '../../../test/pdf-barcodes.ts';
import { createArticle, useTwoShops } from '../../../test/shop-context.test-support.ts';
import { deliverWool } from '../entries/entries.test-support.ts';

/**
 * The label PDFs, read back as a scanner would: every page rendered and its barcodes decoded must
 * give the articles' own codes, as many times as labels were asked for.
 */

type Headers = { authorization: string };
type Kind = keyof typeof ARTICLE_KINDS;
type Article = { id: number; code_barre: string };

const c = useTwoShops();
let gerantB: Headers;
const made = {} as Record<'wool' | 'machine' | 'accessory' | 'garment' | 'kit', Article>;

const create = (kind: Kind, body: Record<string, unknown> = {}): Promise<Article> =>
  createArticle(c, kind, body);

beforeAll(async () => {
  gerantB = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
  made.wool = await create('laine', {
    nom: 'Mérinos nuit',
    couleur: 'Bleu nuit',
    code_barre: '3017620422003',
  });
  made.machine = await create('machine', { nom: 'Machine importée', code_barre: '036000291452' });
  made.accessory = await create('accessoire', { nom: 'Crochet 4 mm', code_barre: '96385074' });
  made.garment = await create('habit', { nom: 'Pull marin', code_barre: 'PULL/M-42' });
  made.kit = await create('kit', { nom: 'Kit amigurumi' });
});

const articleLabels = (query: Record<string, string>, headers: Headers | null = c.direction) =>
  c.t.inject({
    method: 'GET',
    url: `/api${BARCODE_PATHS.articleLabels}`,
    query,
    ...(headers ? { headers } : {}),
  });
const entryLabels = (id: number, format: string, headers: Headers = c.direction) =>
  c.t.inject({ method: 'GET', url: `/api${BARCODE_PATHS.entryLabels(id)}`, query: { format }, headers });

const deliver = (articleId: number, quantite: number, bain: string) =>
  deliverWool(c, { articleId, magasin: c.shopA.id, quantite, bain });

/** Each page's decoded codes, as stored: a UPC-A that ZXing reports in its EAN-13 form is mapped back. */
async function codesOf(pdf: Buffer, stored: readonly string[]) {
  const pages = await decodePdfBarcodes(pdf);
  return pages.map((page) =>
    page.map(({ text }) => equivalentBarcodes(text).find((code) => stored.includes(code)) ?? text).sort(),
  );
}

async function textOf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const sorted = (codes: string[]) => [...codes].sort();

describe('GET /Articles/etiquettes/pdf', () => {
  it('prints each article `copies` times on an A4 grid, every barcode decoding to the article’s code', async () => {
    const articles = Object.values(made);
    const response = await articleLabels({ articles: articles.map((a) => a.id).join(','), copies: '2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="etiquettes-5-articles.pdf"');
    const codes = articles.map((a) => a.code_barre);
    const pages = await codesOf(response.rawPayload, codes);
    expect(pages).toEqual([sorted([...codes, ...codes])]);
    const text = await textOf(response.rawPayload);
    for (const part of ['Mérinos nuit', 'Coloris : Bleu nuit', '1 500,00 FCFA', 'Machine importée']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Bain');
  });

  it('prints one 50 × 30 mm label per page, for a gerant too', async () => {
    const ids = [made.kit.id, made.garment.id];
    const response = await articleLabels({ articles: ids.join(','), format: '50x30', copies: '3' }, c.gerant);
    expect(response.statusCode, response.body).toBe(200);
    const pages = await codesOf(response.rawPayload, [made.kit.code_barre, made.garment.code_barre]);
    expect(pages).toEqual([
      ...Array(3).fill([made.kit.code_barre]),
      ...Array(3).fill([made.garment.code_barre]),
    ]);
    const one = await articleLabels({ articles: String(made.kit.id) });
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="etiquettes-article-${made.kit.id}.pdf"`,
    );
  });

  it('refuses bad input in French, an unknown or deleted article with 404, and a signed-out caller', async () => {
    const ids = `${made.wool.id},${made.kit.id},${made.machine.id}`;
    const cases: [Record<string, string>, string][] = [
      [{}, LABEL_MESSAGES.articlesRequired],
      [{ articles: '' }, LABEL_MESSAGES.articlesRequired],
      [{ articles: '1,a' }, LABEL_MESSAGES.articlesInvalid],
      [{ articles: '0' }, LABEL_MESSAGES.articlesInvalid],
      [{ articles: '99999999999' }, LABEL_MESSAGES.articlesInvalid],
      [{ articles: ids, format: 'a5' }, LABEL_MESSAGES.formatInvalid],
      [{ articles: ids, copies: '0' }, LABEL_MESSAGES.copiesInvalid],
      [{ articles: ids, copies: '201' }, LABEL_MESSAGES.copiesInvalid],
      [{ articles: ids, copies: '1.5' }, LABEL_MESSAGES.copiesInvalid],
      [{ articles: ids, copies: '200' }, LABEL_MESSAGES.tooMany],
      [{ articles: Array(501).fill(made.kit.id).join(',') }, LABEL_MESSAGES.tooMany],
    ];
    for (const [query, detail] of cases) {
      const response = await articleLabels(query);
      expect([response.statusCode, response.json().detail], JSON.stringify(query)).toEqual([400, detail]);
    }
    const unknown = await articleLabels({ articles: `${made.kit.id},999999` });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, LABEL_MESSAGES.productNotFound]);
    const removed = await create('kit', { nom: 'Kit retiré' });
    await c.t.inject({
      method: 'PATCH',
      url: `/api${ARTICLE_KINDS.kit.api.delete}/${removed.id}`,
      headers: c.direction,
    });
    expect((await articleLabels({ articles: String(removed.id) })).statusCode).toBe(404);
    expect((await articleLabels({ articles: String(made.kit.id) }, null)).statusCode).toBe(401);
  });
});

describe('GET /Mouvements/entrees/{id}/etiquettes/pdf/', () => {
  it('prints one label per unit delivered, with the lot, in both formats', async () => {
    const entry = await deliver(made.wool.id, 7, 'B2417');
    const a4 = await entryLabels(entry, 'a4', c.gerant);
    expect(a4.statusCode, a4.body).toBe(200);
    expect(a4.headers['content-disposition']).toBe(`attachment; filename="etiquettes-entree-${entry}.pdf"`);
    expect(await codesOf(a4.rawPayload, [made.wool.code_barre])).toEqual([
      Array(7).fill(made.wool.code_barre),
    ]);
    expect(await textOf(a4.rawPayload)).toContain('Coloris : Bleu nuit · Bain : B2417');

    const thermal = await entryLabels(entry, '50x30');
    expect(await codesOf(thermal.rawPayload, [made.wool.code_barre])).toEqual(
      Array(7).fill([made.wool.code_barre]),
    );
  });

  it('is refused to another shop’s gerant, 404 for an unknown entry, 400 over 500 labels', async () => {
    const entry = await deliver(made.wool.id, 2, 'B2418');
    expect((await entryLabels(entry, 'a4', gerantB)).statusCode).toBe(403);
    const unknown = await entryLabels(999999, 'a4');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, ENTRY_MESSAGES.notFound]);
    const format = await entryLabels(entry, 'A4 paysage');
    expect([format.statusCode, format.json().detail]).toEqual([400, LABEL_MESSAGES.formatInvalid]);
    const big = await entryLabels(await deliver(made.wool.id, 501, 'B2419'), 'a4');
    expect([big.statusCode, big.json().detail]).toEqual([400, LABEL_MESSAGES.tooMany]);
  });
});
