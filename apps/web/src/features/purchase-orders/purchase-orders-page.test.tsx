import {
  PURCHASE_ORDER_PATHS,
  paginatedSchema,
  purchaseOrderPageSchema,
  SUPPLIER_PATHS,
  supplierSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import {
  directionUser,
  fakeResponse,
  findGridWithRows,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import { order } from './purchase-orders.test-support';

configure({ asyncUtilTimeout: 5000 });
preloadPages(
  () => import('./purchase-orders-page'),
  () => import('./purchase-order-form-dialog'),
);

const { lignes: _lines, receptions: _receipts, whatsapp: _message, ...head } = order({ en_retard: true });
const ROW = {
  ...head,
  magasin: { id: 1, nom: 'Boutique Cocody' },
  fournisseur: { id: 3, nom: 'Filature Kossou' },
  nb_lignes: 2,
};
const page = { count: 1, page: 1, page_size: 5, total_pages: 1, results: [ROW] };
const suppliers = { count: 1, page: 1, page_size: 200, total_pages: 1, results: [] };

function open(path: string, user = directionUser) {
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) =>
      call.path === PURCHASE_ORDER_PATHS.list ? fakeResponse(purchaseOrderPageSchema, page) : undefined,
    (call) =>
      call.path === SUPPLIER_PATHS.list
        ? fakeResponse(paginatedSchema(supplierSchema), suppliers)
        : undefined,
  ]);
  renderSignedIn(path, user);
  return calls;
}

describe('/bons-de-commande', () => {
  it('lists the orders with their status, what came and the amount; filters from the URL go to the server', async () => {
    const calls = open('/bons-de-commande?statut=envoye&fournisseur=3');
    const grid = await findGridWithRows('Liste des bons de commande');
    const row = within(grid).getByRole('row', { name: /BC-2026-000012/ });
    expect(row).toHaveTextContent('Filature Kossou');
    expect(row).toHaveTextContent('Envoyé');
    expect(row).toHaveTextContent('En retard');
    expect(row).toHaveTextContent('0 / 25');
    expect(row).toHaveTextContent('18 000,00 FCFA');
    expect(within(row).getByRole('link', { name: 'Voir le bon de commande BC-2026-000012' })).toHaveAttribute(
      'href',
      '/bons-de-commande/12',
    );
    const [list] = callsTo(calls, PURCHASE_ORDER_PATHS.list);
    expect(list?.query.get('statut')).toBe('envoye');
    expect(list?.query.get('fournisseur')).toBe('3');
    expect(screen.getAllByRole('button', { name: 'Nouveau bon de commande' }).length).toBeGreaterThan(0);
  });

  it('drafts a new order in its dialog: each missing field says so under itself, and nothing is sent', async () => {
    const calls = open('/bons-de-commande');
    const events = userEvent.setup();
    await findGridWithRows('Liste des bons de commande');
    const [add] = screen.getAllByRole('button', { name: 'Nouveau bon de commande' });
    await events.click(add as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau bon de commande' });
    await events.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));
    const supplier = within(dialog).getByRole('button', { name: /Fournisseur$/ });
    await waitFor(() => expect(supplier).toHaveAccessibleDescription('Le fournisseur est requis'));
    expect(within(dialog).getByRole('combobox', { name: /Article 1/ })).toHaveAccessibleDescription(
      "L'article est requis",
    );
    expect(within(dialog).getByRole('textbox', { name: /Prix unitaire/ })).toHaveAccessibleDescription(
      'Vide : le prix de la dernière livraison.',
    );
    expect(callsTo(calls, PURCHASE_ORDER_PATHS.list, 'POST')).toEqual([]);
  });

  it('offers no new order to a gerant', async () => {
    open('/bons-de-commande', gerantUser);
    await findGridWithRows('Liste des bons de commande');
    expect(screen.queryByRole('button', { name: 'Nouveau bon de commande' })).not.toBeInTheDocument();
  });
});
