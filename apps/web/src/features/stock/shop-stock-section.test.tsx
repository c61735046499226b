import {
  articleDeletedSchema,
  type ComponentStockRow,
  componentStockPageSchema,
  machinePageSchema,
  paginatedSchema,
  SELECTED_SHOP_KEY,
  stockLinesPageSchema,
} from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { singerMachine } from '@/test/catalogue.test-support';
import { directionUser, errorResponse, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';
import { type Call, callsTo, fakeStockServer, linesPage, stockLine } from './stock.test-support';

preloadPages(
  () => import('@/features/articles/machines-page'),
  () => import('@/features/articles/laines-page'),
  () => import('@/features/articles/composants-page'),
);

const emptyPage = { count: 0, page: 1, page_size: 5, total_pages: 0, results: [] };

/**
 * Every catalogue list answers an empty page: these tests look at the stock section only. An empty
 * page of any article schema (`z.never()` items: the check fails if a row slips in).
 */
function emptyLists(call: Call) {
  return call.path.startsWith('/Articles/list-')
    ? fakeResponse(paginatedSchema(z.never()), emptyPage)
    : undefined;
}

function open(path: string, shop?: number) {
  if (shop) window.localStorage.setItem(SELECTED_SHOP_KEY, String(shop));
  renderSignedIn(path, directionUser);
  return userEvent.setup();
}

const singerLine = stockLine({
  id: 7,
  magasin: 2,
  magasin_nom: 'Boutique Yopougon',
  object_id: 3,
  article_name: 'Singer 2000',
  article_type: 'machine',
  nom: 'Singer 2000',
  marque: 'Singer',
  prix_unitaire: 15000000,
  quantite: 2,
  quantite_stock: 2,
});

describe('Shop-stock section of the product pages', () => {
  it('is not there without a selected shop', async () => {
    fakeStockServer(emptyLists);
    open('/machines');
    expect(await screen.findByText('Aucune machine enregistrée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher le stock' })).toBeNull();
  });

  it("loads only when opened: the machines' panel, its columns and 'En stock'", async () => {
    const calls = fakeStockServer(emptyLists, (call) =>
      call.path === '/Magasins/stocks/magasin/2'
        ? fakeResponse(stockLinesPageSchema, linesPage([singerLine]))
        : undefined,
    );
    const events = open('/machines', 2);
    expect(await screen.findByRole('heading', { name: 'Stock - Boutique Yopougon' })).toBeInTheDocument();
    expect(callsTo(calls, '/Magasins/stocks/magasin/2')).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Afficher le stock' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    const table = await screen.findByRole('grid', { name: 'Stock - Boutique Yopougon' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Type', 'Marque', 'Prix', 'Stock', 'Statut']);
    const row = within(table).getByRole('row', { name: /Singer 2000/ });
    expect(row).toHaveTextContent('Machine');
    expect(row).toHaveTextContent('Singer');
    expect(row).toHaveTextContent('150 000,00 FCFA');
    expect(row).toHaveTextContent('En stock');
    const [call] = callsTo(calls, '/Magasins/stocks/magasin/2');
    expect(call?.query.get('type')).toBe('machine');
    expect(call?.query.get('page_size')).toBe('5');

    await events.click(screen.getByRole('button', { name: 'Masquer le stock' }));
    expect(screen.queryByRole('grid', { name: 'Stock - Boutique Yopougon' })).toBeNull();
  });

  it("shows a wool's quantities per lot ('Bains') beside its stock", async () => {
    fakeStockServer(emptyLists, (call) =>
      call.path === '/Magasins/stocks/magasin/2'
        ? fakeResponse(stockLinesPageSchema, linesPage([stockLine({ magasin: 2 })]))
        : undefined,
    );
    const events = open('/laines', 2);
    await events.click(await screen.findByRole('button', { name: 'Afficher le stock' }));
    const table = await screen.findByRole('grid', { name: 'Stock - Boutique Yopougon' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Prix', 'Stock', 'Bains', 'Statut']);
    const row = within(table).getByRole('row', { name: /Laine mohair rose/ });
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('Bains : B2417 : 9 · B2420 : 3');
  });

  it("shows the load error with 'Réessayer', then the empty state", async () => {
    let fail = true;
    fakeStockServer(emptyLists, (call) => {
      if (call.path !== '/Magasins/stocks/magasin/1') return undefined;
      return fail
        ? errorResponse(500, { detail: 'Base indisponible' })
        : fakeResponse(stockLinesPageSchema, linesPage([]));
    });
    const events = open('/laines', 1);
    await events.click(await screen.findByRole('button', { name: 'Afficher le stock' }));
    expect(await screen.findByText('Erreur lors du chargement du stock')).toBeInTheDocument();
    expect(screen.getByText('Base indisponible')).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun article en stock dans ce magasin')).toBeInTheDocument();
  });

  it('reads the pouch components of the shop, 5 per page, read-only', async () => {
    const rows: ComponentStockRow[] = Array.from({ length: 5 }, (_, index) => ({
      id: 50 + index,
      object_id: 30 + index,
      article_name: `Fermeture ${index + 1}`,
      article_type: 'composant',
      magasin: 1,
      nom: `Fermeture ${index + 1}`,
      type: 'Fermeture',
      prix_unitaire: 5000,
      quantite: 1,
      quantite_stock: 3,
      quantite_seuil: 5,
    }));
    const calls = fakeStockServer(emptyLists, (call) => {
      if (!call.path.startsWith('/Articles/trousseComposant/list-trousseComposant/1')) return undefined;
      const page = Number(call.query.get('page'));
      if (page === 2)
        return fakeResponse(componentStockPageSchema, {
          count: 6,
          page: 2,
          page_size: 5,
          total_pages: 2,
          results: [],
        });
      return fakeResponse(componentStockPageSchema, {
        count: 6,
        page: 1,
        page_size: 5,
        total_pages: 2,
        results: rows,
      });
    });
    const events = open('/trousse-composants', 1);
    await events.click(await screen.findByRole('button', { name: 'Afficher le stock' }));
    const table = await screen.findByRole('grid', { name: 'Stock - Boutique Cocody' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('row', { name: /Fermeture 1/ })).toHaveTextContent('50,00 FCFA');
    expect(within(table).queryByRole('button')).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Aucun composant en stock dans ce magasin.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(calls, '/Articles/trousseComposant/list-trousseComposant/1').map((call) =>
          call.query.get('page'),
        ),
      ).toEqual(['1', '2']),
    );
  });

  it('reloads the open panel when a machine is deleted', async () => {
    const singer = singerMachine({ quantite_stock: 2 });
    let deleted = false;
    const calls = fakeStockServer((call) => {
      if (call.path.startsWith('/Articles/list-machines'))
        return fakeResponse(
          machinePageSchema,
          deleted ? emptyPage : { ...emptyPage, count: 1, total_pages: 1, results: [singer] },
        );
      if (call.path === '/Articles/machines/delete-machine/3' && call.method === 'PATCH') {
        deleted = true;
        return fakeResponse(articleDeletedSchema, { detail: 'Machine supprimée' });
      }
      if (call.path === '/Magasins/stocks/magasin/2')
        return fakeResponse(stockLinesPageSchema, linesPage(deleted ? [] : [singerLine]));
      return undefined;
    });
    const events = open('/machines', 2);
    await events.click(await screen.findByRole('button', { name: 'Afficher le stock' }));
    const table = await screen.findByRole('grid', { name: 'Stock - Boutique Yopougon' });
    expect(within(table).getByRole('row', { name: /Singer 2000/ })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Supprimer Singer 2000' }));
    const confirm = await screen.findByRole('alertdialog');
    await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune machine en stock')).toBeInTheDocument();
    expect(callsTo(calls, '/Magasins/stocks/magasin/2')).toHaveLength(2);
  });
});
