import { ENTRY_PATHS, lotName, STOCK_PATHS, todayIso } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import {
  createArticle,
  lotsOf,
  postAs,
  stockOf,
  type TwoShops,
  useTwoShops,
} from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';

/**
 * The specification's write payloads for adding stock and for a delivery, sent exactly as it
 * writes them (no lot: the specification has none), are accepted for every kind of article; a
 * wool's quantity goes to its 'Sans bain' lot and the answer says so (`sans_bain`).
 */

const c = useTwoShops();
const articles = {} as Record<'laine' | 'accessoire' | 'machine', number>;

beforeAll(async () => {
  for (const kind of ['laine', 'accessoire', 'machine'] as const) {
    articles[kind] = (await createArticle(c, kind, { nom: `Article ${kind} du cahier` })).id;
  }
});

let key = 0;
const post = (context: TwoShops, path: string, payload: Record<string, unknown>) => {
  key += 1;
  return postAs(context, `/api${path}`, payload, { key: `cahier-${key}` });
};

const journalRows = async (entite: string) =>
  (await c.t.db.select({ n: count() }).from(journal).where(eq(journal.entite, entite)))[0]?.n ?? 0;

/** What the specification sends for each write, for an article of `kind` into shop A. */
const PAYLOADS = {
  'add-stock': (kind: string, id: number) => ({
    path: STOCK_PATHS.add,
    entite: 'stock',
    body: { magasin: c.shopA.id, produit_id: id, produit_type: kind, quantite: 7, quantite_seuil: 3 },
  }),
  'delivery (the form)': (kind: string, id: number) => ({
    path: ENTRY_PATHS.create,
    entite: 'entree',
    body: {
      produit_id: id,
      produit_type: kind,
      magasin_id: c.shopA.id,
      quantite: 7,
      prix_unitaire: 150000,
      prix_total: 1050000,
      fournisseur: 'Filature du Bandama',
      reference_commande: 'BC-0042',
      date_entree: todayIso(),
      commentaire: 'Livraison du lundi',
      type_entree: 'livraison',
    },
  }),
  'delivery (the alternative)': (_kind: string, id: number) => ({
    path: ENTRY_PATHS.create,
    entite: 'entree',
    body: { article: id, magasin: c.shopA.id, quantite: 7, type: 'livraison', commentaire: 'Réassort' },
  }),
};

describe("the specification's add-stock and delivery payloads", () => {
  for (const [name, payloadOf] of Object.entries(PAYLOADS)) {
    for (const kind of ['laine', 'accessoire', 'machine'] as const) {
      it(`${name} of a ${kind}: 2xx, the stock up by the quantity, a journal row`, async () => {
        const id = articles[kind];
        const { path, entite, body } = payloadOf(kind, id);
        const before = { stock: (await stockOf(c, c.shopA.id, id)) ?? 0, journal: await journalRows(entite) };
        const response = await post(c, path, body);
        expect(response.statusCode, response.body).toBe(201);
        expect(await stockOf(c, c.shopA.id, id)).toBe(before.stock + 7);
        expect(await journalRows(entite)).toBe(before.journal + 1);
        const answer = response.json() as { sans_bain?: boolean };
        // A wool without its lot went to its 'Sans bain' lot, and the answer says so.
        expect(answer.sans_bain).toBe(kind === 'laine' ? true : undefined);
        expect(await lotsOf(c, c.shopA.id, id)).toEqual([{ bain: '', quantite: before.stock + 7 }]);
      });
    }
  }

  it("shows the wool's lot without a name as 'Sans bain', beside its named lots", async () => {
    const named = await post(c, STOCK_PATHS.add, {
      magasin: c.shopA.id,
      produit_id: articles.laine,
      quantite: 2,
      bain: 'B2417',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().sans_bain).toBeUndefined();
    const lots = (named.json() as { bains: { bain: string }[] }).bains.map((lot) => lotName(lot.bain));
    expect(lots).toEqual(['Sans bain', 'B2417']);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
