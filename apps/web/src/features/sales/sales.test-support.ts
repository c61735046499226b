import {
  clientSchema,
  paginatedSchema,
  SALE_PATHS,
  type Sale,
  type SaleDetail,
  type SaleLine,
  type StoreProduct,
  saleDetailSchema,
  salePageSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { checked, directionUser, fakeResponse, renderSignedIn } from '@/test/utils';
import { type Call, fakeEntriesServer, page } from '../entries/entries.test-support';

/** Sample answers of the sales API for the web tests, checked against @pelote/shared. */

/** A sale of 2 × 1 500,00 FCFA paid in cash with 10 000 handed over. */
export const saleDetail = (overrides: Partial<SaleDetail> = {}): SaleDetail =>
  checked(saleDetailSchema, {
    id: 7,
    numero_facture: 'FAC-2026-M01-000007',
    date_vente: '2026-11-20T10:30:00.000Z',
    total: 300_000,
    statut: 'validee',
    magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
    client: { id: 3, nom: 'Koné', prenom: 'Awa', email: null, contact: '0707', adresse: null },
    vendeur: { id: 1, username: 'admin' },
    annulee_at: null,
    items: [
      {
        id: 1,
        article: { id: 11, article_name: 'Laine mohair rose', article_type: 'laine' },
        bain: '',
        quantite: 2,
        prix_unitaire: 150_000,
        prix_total: 300_000,
        quantite_retournee: 0,
      },
    ],
    modes_paiement: ['especes'],
    retournee: null,
    paiements: [
      {
        id: 1,
        methode: 'especes',
        montant: 300_000,
        montant_recu: 1_000_000,
        monnaie_rendue: 700_000,
        reference: null,
      },
    ],
    monnaie_rendue: 700_000,
    session_caisse: 1,
    retours: [],
    ...overrides,
  });

/**
 * A discounted line: 2 balls at 1 500,00 less 10 % (300,00, motif `remise`'s) and 100,00 of the
 * ticket's discount: 2 600,00 paid.
 */
export const discountedLine = (
  remise: SaleLine['remise'] = { type: 'pourcentage', valeur: 10, motif: 'negociation', motif_texte: null },
): SaleLine => ({
  id: 1,
  article: { id: 11, article_name: 'Laine mohair rose', article_type: 'laine' },
  bain: 'B2417',
  quantite: 2,
  prix_unitaire: 150_000,
  prix_total: 260_000,
  quantite_retournee: 0,
  prix_catalogue: 150_000,
  remise_ligne: 30_000,
  remise_ticket_part: 10_000,
  remise,
  tarif: null,
});

/** 1 500,00 FCFA a ball, 4 in stock, all of lot B2417. */
export const storeProducts: StoreProduct[] = [
  {
    id: 11,
    nom: 'Laine mohair rose',
    type: 'laine',
    prix: 150_000,
    quantite_stock: 4,
    bains: [{ bain: 'B2417', quantite: 4 }],
    couleur: 'Rose poudré',
    code_barre: '2000000000114',
  },
];

/** The list answers `sales`; the store products; `create` answers the POST; `extra` anything else. */
export function salesServer(
  sales: Sale[],
  create?: (call: Call) => Response,
  extra?: (call: Call) => Response | undefined,
) {
  return fakeEntriesServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === SALE_PATHS.listAll) return fakeResponse(salePageSchema, page(sales));
    if (call.path === SALE_PATHS.movements) return fakeResponse(salePageSchema, page(sales));
    if (call.path === `${SALE_PATHS.storeProducts}/1/`)
      return fakeResponse(storeProductsSchema, storeProducts);
    if (call.path === '/Clients/clients-particuliers/list')
      return fakeResponse(paginatedSchema(clientSchema), page([]));
    if (call.path === SALE_PATHS.create && create) return create(call);
    return undefined;
  });
}

/** The sales page and the form's offline side, which the app layer loads at idle (a `beforeAll`). */
export async function loadSalesPage() {
  await import('./sales-page');
  await import('@/features/offline/use-offline-sale');
}

/** The app at `entry`, signed in as direction. */
export function openAsDirection(entry = '/ventes') {
  const events = userEvent.setup();
  const view = renderSignedIn(entry, directionUser);
  return { events, ...view };
}

/** Opens 'Nouvelle vente' from an empty sales list as a vente libre with `quantity` balls at 1 500,00 FCFA. */
export async function openNewSale(events: ReturnType<typeof userEvent.setup>, quantity = 1) {
  await screen.findByText('Aucune vente');
  await events.click(screen.getAllByRole('button', { name: 'Nouvelle vente' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
  await events.click(within(dialog).getByRole('radio', { name: 'Vente libre' }));
  const add = within(dialog).getByRole('button', { name: 'Ajouter un article' });
  await waitFor(() => expect(add).toBeEnabled());
  await events.click(add);
  const quantityField = within(dialog).getByRole('spinbutton', { name: /Quantité 1/ });
  await events.clear(quantityField);
  await events.type(quantityField, String(quantity));
  return dialog;
}
