import { type Machine, machinePageSchema, machineSchema, type Paginated } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { singerMachine } from '@/test/catalogue.test-support';
import { shopsResponse } from '@/test/shop.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

// The route loads the page on demand: load it once up front so no test waits on the first load.
preloadPages(() => import('./machines-page'));

const singer = singerMachine({ cout_moyen: 9_000_000.25 });

const page = (results: Machine[], count = results.length) => ({
  count,
  page: 1,
  page_size: 5,
  total_pages: Math.ceil(count / 5),
  results,
});

type Call = { method: string; url: string; body: unknown };

/**
 * A fake server: the shops, the machine list (its pages, or a failure, answered in turn; the last
 * one again and again), and the create call's answer.
 */
function fakeServer(options: { lists: (Paginated<Machine> | Response)[]; create?: () => Response }) {
  const calls: Call[] = [];
  const lists = [...options.lists];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/Magasins/liste-magasins') return shopsResponse([]);
    if (url.startsWith('/Articles/list-machines')) {
      const next = lists.length > 1 ? lists.shift() : lists[0];
      if (!next) throw new Error('fakeServer: no machine list to answer');
      return next instanceof Response ? next : fakeResponse(machinePageSchema, next);
    }
    if (url === '/Articles/machines/create' && options.create) {
      return options.create();
    }
    return errorResponse(404, { detail: 'inconnu' });
  });
  return calls;
}

function openMachines(user = directionUser, entry = '/machines') {
  return renderSignedIn(entry, user);
}

describe('/machines', () => {
  it('lists machines with Nom, Marque, Prix, the average cost (direction), Statut and Actions', async () => {
    fakeServer({ lists: [page([singer])] });
    openMachines();
    expect(
      await screen.findByRole('heading', { name: 'Gestion des Machines', level: 1 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Machines' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nom', 'Marque', 'Prix', 'Coût moyen (CMP)', 'Statut', 'Actions']);
    const row = within(table).getByRole('row', { name: /Singer 2000/ });
    expect(row).toHaveTextContent('150 000,00 FCFA');
    expect(row).toHaveTextContent('90 000,00 FCFA');
    expect(row).toHaveTextContent('Actif');
    expect(within(row).getByRole('button', { name: 'Modifier Singer 2000' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Supprimer Singer 2000' })).toBeInTheDocument();
  });

  it('reaches the row actions with the keyboard alone', async () => {
    fakeServer({ lists: [page([singer])] });
    const user = userEvent.setup();
    openMachines();
    const edit = await screen.findByRole('button', { name: 'Modifier Singer 2000' });
    edit.closest('[role="row"]')?.querySelector<HTMLElement>('[role="rowheader"]')?.focus();
    for (let step = 0; step < 8 && document.activeElement !== edit; step += 1)
      await user.keyboard('{ArrowRight}');
    expect(edit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Modifier la machine' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveValue('Singer 2000');
    expect(screen.getByRole('textbox', { name: /Prix unitaire/ })).toHaveValue('150000,00');
  });

  it("shows 'Aucune machine enregistrée' when there are none", async () => {
    fakeServer({ lists: [page([])] });
    openMachines();
    expect(await screen.findByText('Aucune machine enregistrée')).toBeInTheDocument();
  });

  it('shows the load error with the server message, and Réessayer loads again', async () => {
    const calls = fakeServer({
      lists: [errorResponse(500, { detail: 'Base indisponible' }), page([singer])],
    });
    const user = userEvent.setup();
    openMachines();
    expect(await screen.findByText('Erreur lors du chargement des machines')).toBeInTheDocument();
    expect(screen.getByText('Base indisponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('row', { name: /Singer 2000/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/Articles/list-machines'))).toHaveLength(2);
  });

  it('hides create, edit and delete from a gerant, who keeps add to stock', async () => {
    const { cout_moyen: _, ...withoutCost } = singer;
    fakeServer({ lists: [page([withoutCost])] });
    openMachines(gerantUser);
    const row = await screen.findByRole('row', { name: /Singer 2000/ });
    expect(screen.queryByRole('columnheader', { name: 'Coût moyen (CMP)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une machine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier Singer 2000' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ajouter Singer 2000 au stock' })).toBeInTheDocument();
  });

  it('keeps page and filters in the URL and sends them to the server', async () => {
    const calls = fakeServer({ lists: [page([singer], 12)] });
    openMachines(directionUser, '/machines?page=2&nom=sing&prix_min=1500');
    await screen.findByRole('row', { name: /Singer 2000/ });
    const list = calls.find((call) => call.url.startsWith('/Articles/list-machines'));
    expect(list?.url).toBe('/Articles/list-machines?page=2&page_size=5&nom=sing&prix_min=150000');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom' })).toHaveValue('sing');
  });
});

describe('/machines create dialog', () => {
  it("shows every required field's message on an empty submit, without calling the server", async () => {
    const calls = fakeServer({ lists: [page([])] });
    const user = userEvent.setup();
    openMachines();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une machine' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une machine' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('La marque est requise')).toBeInTheDocument();
    expect(within(dialog).getByText('Le prix doit être supérieur à 0')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nom/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'S');
    expect(within(dialog).queryByText('Le nom est requis')).not.toBeInTheDocument();
    expect(within(dialog).getByText('La marque est requise')).toBeInTheDocument();
  });

  it('sends the price in hundredths, then closes and reloads the list', async () => {
    const created = {
      ...singer,
      id: 9,
      nom: 'Brother',
      marque: 'Brother',
      description: '',
      prix_unitaire: 150050,
    };
    const calls = fakeServer({
      lists: [page([]), page([created])],
      create: () => fakeResponse(machineSchema, created, 201),
    });
    const user = userEvent.setup();
    openMachines();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une machine' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une machine' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Brother');
    await user.type(within(dialog).getByRole('textbox', { name: /Marque/ }), 'Brother');
    await user.type(within(dialog).getByRole('textbox', { name: /Prix unitaire/ }), '1 500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nom: 'Brother',
      marque: 'Brother',
      description: '',
      prix_unitaire: 150050,
    });
    expect(await screen.findByRole('row', { name: /Brother/ })).toHaveTextContent('1 500,50 FCFA');
  });

  it("stays open with 'Erreur lors de la création: …' and the field's message when the server refuses", async () => {
    fakeServer({
      lists: [page([])],
      create: () =>
        errorResponse(400, { detail: 'La marque est requise', errors: { marque: 'La marque est requise' } }),
    });
    const user = userEvent.setup();
    openMachines();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une machine' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une machine' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'X');
    await user.type(within(dialog).getByRole('textbox', { name: /Marque/ }), 'Y');
    await user.type(within(dialog).getByRole('textbox', { name: /Prix unitaire/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la création: La marque est requise',
    );
    expect(
      within(dialog).getByText('La marque est requise', { selector: '[slot="errorMessage"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ajouter une machine' })).toBeInTheDocument();
  });
});
