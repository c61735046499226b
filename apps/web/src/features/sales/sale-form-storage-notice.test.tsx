import {
  clientSchema,
  paginatedSchema,
  SALE_PATHS,
  type Sale,
  type StoreProduct,
  salePageSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS } from '@/lib/offline/offline-texts';
import {
  directionUser,
  fakeResponse,
  fakeSessionStore,
  findGridWithRows,
  renderApp,
  signedIn,
} from '@/test/utils';
import { fakeEntriesServer, page, selectShop } from '../entries/entries-test-fixtures';

// The warning about the device's storage: at the top of the new-sale form, not on /ventes.

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // This browser would not promise to keep the device's data.
  Object.defineProperty(window.navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist: async () => false },
  });
  await import('./sales-page');
  await import('./sale-form-dialog');
}, 30_000);

const sale = {
  id: 7,
  numero_facture: 'FAC-2026-M01-000007',
  date_vente: '2026-11-20T10:30:00.000Z',
  total: 150_000,
  statut: 'validee',
  magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
  client: null,
  vendeur: { id: 1, username: 'admin' },
  annulee_at: null,
  items: [],
  modes_paiement: [],
  retournee: null,
} as unknown as Sale;

const products: StoreProduct[] = [
  { id: 11, nom: 'Laine mohair rose', type: 'laine', prix: 150_000, quantite_stock: 4, bains: [] },
];

function server() {
  fakeEntriesServer((call) => {
    if (call.path === SALE_PATHS.listAll) return fakeResponse(salePageSchema, page([sale]));
    if (call.path === `${SALE_PATHS.storeProducts}/1/`) return fakeResponse(storeProductsSchema, products);
    if (call.path === '/Clients/clients-particuliers/list')
      return fakeResponse(paginatedSchema(clientSchema), page([]));
    return undefined;
  });
}

async function openForm(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getAllByRole('button', { name: 'Nouvelle vente' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
  // The form has drawn what it asked for (the shop's products).
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Ajouter un article' })).toBeEnabled(),
  );
  return dialog;
}

describe('the storage warning', () => {
  it("shows at the top of the new-sale form, not on /ventes, and 'Compris' puts it away", async () => {
    selectShop(1);
    server();
    const events = userEvent.setup();
    renderApp({ initialEntries: ['/ventes'], sessionStore: fakeSessionStore(signedIn(directionUser)) });
    await findGridWithRows('Liste des ventes');

    let dialog = await openForm(events);
    const warning = await within(dialog).findByText(OFFLINE_TEXTS.storageWarning);
    // Once, in the form: the list under it has none.
    expect(screen.getAllByText(OFFLINE_TEXTS.storageWarning)).toEqual([warning]);
    const body = within(dialog).getByRole('button', { name: 'Ajouter un article' }).closest('form');
    expect(body?.contains(warning)).toBe(true);

    await events.click(within(dialog).getByRole('button', { name: OFFLINE_TEXTS.dismiss }));
    expect(within(dialog).queryByText(OFFLINE_TEXTS.storageWarning)).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle vente' })).toBeNull());

    // Put away on this device: not on the next opening either.
    dialog = await openForm(events);
    expect(within(dialog).getByRole('combobox', { name: /Client/ })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXTS.storageWarning)).toBeNull();
    expect(screen.queryByRole('button', { name: OFFLINE_TEXTS.dismiss })).toBeNull();
  });
});
