import { type Entry, entrySchema, SELECTED_SHOP_KEY } from '@pelote/shared';
import {
  type Call,
  callsTo,
  fakeRecordingServer,
  type Route,
  shopsRoute,
} from '@/test/recording-server.test-support';
import { testShops } from '@/test/shop.test-support';
import { checked } from '@/test/utils';

/** Sample answers of the entries API for the web tests, checked against @pelote/shared `schemas/entries.ts`. */

export const shops = testShops;

export function entry(overrides: Partial<Entry> = {}): Entry {
  return checked(entrySchema, {
    id: 41,
    produit: { id: 11, nom: 'Laine mohair rose', type: 'laine', prix_unitaire: 150000 },
    magasin: { id: 1, nom: 'Boutique Cocody' },
    quantite: 12,
    prix_unitaire: 120050,
    prix_total: 1440600,
    fournisseur: 'Filature du Bandama',
    fournisseur_id: null,
    reference_commande: 'BC-0042',
    date_entree: '2026-03-02T10:30:00.000Z',
    commentaire: 'Cartons en bon état',
    type_entree: 'livraison',
    bain: 'B2417',
    article_nom: 'Laine mohair rose',
    article_type: 'laine',
    utilisateur: { id: 1, username: 'admin' },
    ...overrides,
  });
}

/** A page of any list; answer it with `fakeResponse(<page schema>, page(rows))`. */
export const page = <Row>(results: Row[], count = results.length) => ({
  count,
  page: 1,
  page_size: 5,
  total_pages: Math.ceil(count / 5),
  results,
});

/** Selects shop `shopId` in the top bar (null: every shop) before the app renders. */
export function selectShop(shopId: number | null) {
  if (shopId !== null) window.localStorage.setItem(SELECTED_SHOP_KEY, String(shopId));
}

/** A fake server: the shops, then the handlers in turn; anything else answers 404. */
export function fakeEntriesServer(...handlers: Route[]) {
  return fakeRecordingServer([shopsRoute, ...handlers]);
}

export { type Call, callsTo };
