import { machinePageSchema, SELECTED_SHOP_KEY, stockLinesPageSchema } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { singerMachine } from '@/test/catalogue.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import {
  addedLineResponse,
  type Call,
  callsTo,
  fakeStockServer,
  linesPage,
  stockLine,
} from './stock.test-support';

preloadPages(() => import('@/features/articles/machines-page'));

const singer = singerMachine();
const ADD = '/Magasins/stocks/add';

/** A shop's stock line of the Singer, as POST /Magasins/stocks/add answers it. */
const singerLine = (magasin: number, quantite: number, quantite_seuil: number) => ({
  object_id: 3,
  article_name: 'Singer 2000',
  article_type: 'machine' as const,
  magasin,
  magasin_nom: magasin === 1 ? 'Boutique Cocody' : 'Boutique Yopougon',
  quantite,
  quantite_stock: quantite,
  quantite_seuil,
  nom: 'Singer 2000',
  prix_unitaire: 15000000,
  marque: 'Singer',
});

function machines(call: Call) {
  if (call.path !== '/Articles/list-machines') return undefined;
  return fakeResponse(machinePageSchema, {
    count: 1,
    page: 1,
    page_size: 5,
    total_pages: 1,
    results: [singer],
  });
}

async function openRowDialog(options: { shop?: number; user?: typeof directionUser } = {}) {
  if (options.shop) window.localStorage.setItem(SELECTED_SHOP_KEY, String(options.shop));
  const events = userEvent.setup();
  renderSignedIn('/machines', options.user ?? directionUser);
  const row = await screen.findByRole('row', { name: /Singer 2000/ });
  if (options.shop) await screen.findByRole('heading', { name: /^Stock - / });
  await events.click(within(row).getByRole('button', { name: 'Ajouter Singer 2000 au stock' }));
  return { events };
}

describe('Add to stock from a product row', () => {
  it("asks for a shop first: 'Magasin requis' with 'Sélectionner un magasin' and 'Annuler'", async () => {
    const calls = fakeStockServer(machines);
    const { events } = await openRowDialog();
    const prompt = await screen.findByRole('alertdialog', { name: 'Magasin requis' });
    expect(within(prompt).getByRole('button', { name: 'Sélectionner un magasin' })).toBeInTheDocument();
    await events.click(within(prompt).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, ADD, 'POST')).toHaveLength(0);
  });

  it('shows the product and the shop, starts at 1 and 5, and sends quantity and threshold', async () => {
    const calls = fakeStockServer(machines, (call) =>
      call.path === ADD ? addedLineResponse(singerLine(2, 4, 2)) : undefined,
    );
    const { events } = await openRowDialog({ shop: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter au stock' });
    expect(dialog).toHaveTextContent('Singer 2000');
    expect(dialog).toHaveTextContent('Machine');
    expect(dialog).toHaveTextContent('150 000,00 FCFA');
    expect(dialog).toHaveTextContent('Boutique Yopougon');
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantité/ });
    const threshold = within(dialog).getByRole('textbox', { name: /Seuil d'alerte/ });
    expect(quantity).toHaveValue('1');
    expect(threshold).toHaveValue('5');

    await events.clear(quantity);
    await events.type(quantity, '4');
    await events.clear(threshold);
    await events.type(threshold, '2');
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, ADD, 'POST')[0]?.body).toEqual({
      magasin: 2,
      produit_id: 3,
      produit_type: 'machine',
      quantite: 4,
      quantite_seuil: 2,
    });
  });

  it('refuses an empty quantity and threshold, and keeps the values when the server refuses', async () => {
    let answer = () => errorResponse(403, { detail: "Vous n'avez pas accès à ce magasin" });
    const calls = fakeStockServer(machines, (call) => (call.path === ADD ? answer() : undefined));
    const { events } = await openRowDialog({ shop: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter au stock' });
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantité/ });
    const threshold = within(dialog).getByRole('textbox', { name: /Seuil d'alerte/ });
    await events.clear(quantity);
    await events.clear(threshold);
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(await within(dialog).findByText('La quantité doit être supérieure à 0')).toBeInTheDocument();
    expect(within(dialog).getByText('La quantité seuil est requise')).toBeInTheDocument();
    expect(callsTo(calls, ADD, 'POST')).toHaveLength(0);

    await events.type(quantity, '7');
    await events.type(threshold, '0');
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(
      await within(dialog).findByText("Erreur lors de l'ajout au stock : Vous n'avez pas accès à ce magasin"),
    ).toBeInTheDocument();
    expect(quantity).toHaveValue('7');
    expect(threshold).toHaveValue('0');

    answer = () => addedLineResponse(singerLine(1, 7, 0));
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, ADD, 'POST')[1]?.body).toMatchObject({ quantite: 7, quantite_seuil: 0 });
  });

  it('refreshes the open shop-stock section after adding', async () => {
    let stock = 0;
    const calls = fakeStockServer(machines, (call) => {
      if (call.path === ADD) {
        stock += 4;
        return addedLineResponse(singerLine(1, stock, 5));
      }
      if (call.path === '/Magasins/stocks/magasin/1') {
        const lines =
          stock > 0
            ? [
                stockLine({
                  article_type: 'machine',
                  nom: 'Singer 2000',
                  quantite: stock,
                  quantite_stock: stock,
                }),
              ]
            : [];
        return fakeResponse(stockLinesPageSchema, linesPage(lines));
      }
      return undefined;
    });
    const { events } = await openRowDialog({ shop: 1, user: { ...gerantUser, magasin: 1 } });
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter au stock' });
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await events.click(screen.getByRole('button', { name: 'Afficher le stock' }));
    expect(await screen.findByText('Aucune machine en stock')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Ajouter Singer 2000 au stock' }));
    const again = await screen.findByRole('dialog', { name: 'Ajouter au stock' });
    await events.clear(within(again).getByRole('textbox', { name: /^Quantité/ }));
    await events.type(within(again).getByRole('textbox', { name: /^Quantité/ }), '4');
    await events.click(within(again).getByRole('button', { name: 'Ajouter au stock' }));
    const section = await screen.findByRole('grid', { name: 'Stock - Boutique Cocody' });
    expect(await within(section).findByRole('row', { name: /Singer 2000/ })).toHaveTextContent('4');
    expect(callsTo(calls, '/Magasins/stocks/magasin/1').length).toBeGreaterThanOrEqual(2);
  });
});
