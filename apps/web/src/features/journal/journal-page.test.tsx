import { JOURNAL_PATHS, userSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { shopsResponse, testShops } from '@/test/shop.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
  notFoundResponse,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });

preloadPages(() => import('./journal-page'));

const LIST = JOURNAL_PATHS.list;
const priceChange = journalRow({ magasin: null });
const signIn = journalRow({
  id: 2,
  action: 'connexion',
  entite: 'session',
  entite_id: null,
  entite_libelle: null,
  changements: {},
  utilisateur: { id: 2, username: 'koffi', nom: null },
  role: 'gerant',
  magasin: { id: 2, nom: 'Boutique Yopougon' },
  adresse: '10.0.0.7',
});

type Call = { path: string; query: URLSearchParams };

/** The API of the screen: the journal (answered by `journal`), the users and the shops. */
function fakeServer(journal: (call: Call) => Response) {
  const calls: Call[] = [];
  mockFetch((url) => {
    const [path = '', search = ''] = url.split('?');
    const call = { path, query: new URLSearchParams(search) };
    calls.push(call);
    if (path === LIST) return journal(call);
    if (path === '/Users/liste-users/') return fakeResponse(z.array(userSchema), [directionUser, gerantUser]);
    if (path === '/Magasins/liste-magasins') return shopsResponse(testShops);
    return notFoundResponse();
  });
  return { journalCalls: () => calls.filter((call) => call.path === LIST) };
}

function open(path = '/admin/journal', user = directionUser) {
  const events = userEvent.setup();
  const view = renderSignedIn(path, user);
  return { events, ...view };
}

describe('/admin/journal', () => {
  it('tells each row as a sentence with its date, shop, address and source, 5 per page', async () => {
    const server = fakeServer(() => journalResponse([priceChange, signIn], 7));
    const { events, router } = open();
    const table = await screen.findByRole('grid', { name: 'Journal des modifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const [date] = within(rows[1] as HTMLElement).getAllByRole('gridcell');
    expect(within(date as HTMLElement).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(date as HTMLElement).getByText('14:05')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(
      'admin a changé le prix de Laine Mérinos : 2 500,00 FCFA → 3 000,00 FCFA',
    );
    expect(rows[1]).toHaveTextContent('Direction · 127.0.0.1 · Web');
    expect(rows[2]).toHaveTextContent('Connexion de koffi');
    expect(rows[2]).toHaveTextContent('Boutique Yopougon · Gérant · 10.0.0.7 · Web');
    expect(screen.getByText('7 résultat(s)')).toBeInTheDocument();
    expect(server.journalCalls()[0]?.query.get('page_size')).toBe('5');

    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(server.journalCalls().at(-1)?.query.get('page')).toBe('2'));
  });

  it('filters by entity and user through the API, back to page 1, with a badge per filter', async () => {
    const server = fakeServer((call) =>
      call.query.get('entite') ? journalResponse([priceChange]) : journalResponse([priceChange, signIn], 7),
    );
    const { events, router } = open('/admin/journal?page=2');
    await screen.findByRole('grid', { name: 'Journal des modifications' });

    await events.click(screen.getByRole('button', { name: /Entité/ }));
    await events.click(await screen.findByRole('option', { name: 'Article' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entite=article'));
    await waitFor(() => expect(server.journalCalls().at(-1)?.query.get('entite')).toBe('article'));
    expect(server.journalCalls().at(-1)?.query.get('page')).toBe('1');
    const badges = screen.getByRole('list', { name: 'Filtres actifs' });
    expect(within(badges).getByText('Entité : Article')).toBeInTheDocument();
    expect(await screen.findByText('1 résultat(s) (filtré(s))')).toBeInTheDocument();

    await events.type(screen.getByRole('combobox', { name: 'Utilisateur' }), 'koffi');
    await events.click(await screen.findByRole('option', { name: 'Koffi Yao (@koffi)' }));
    await waitFor(() => expect(server.journalCalls().at(-1)?.query.get('utilisateur')).toBe('2'));
    expect(within(badges).getByText('Utilisateur : Koffi Yao (@koffi)')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Retirer le filtre Entité : Article' }));
    await waitFor(() => expect(router.state.location.search).toBe('?utilisateur=2'));
    await events.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filtres actifs' })).toBeNull();
  });

  it('sends the shop, action and days from the URL, and says when the last day comes first', async () => {
    const server = fakeServer(() => journalResponse([]));
    open('/admin/journal?magasin=1&action=annulation&date_debut=2026-03-10&date_fin=2026-03-01');
    await screen.findByText('Aucune entrée ne correspond à ces filtres');
    const query = Object.fromEntries(server.journalCalls().at(-1)?.query ?? []);
    expect(query).toMatchObject({
      magasin: '1',
      action: 'annulation',
      date_debut: '2026-03-10',
      date_fin: '2026-03-01',
    });
    expect(screen.getByText('La date de début doit précéder la date de fin')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Filtres actifs' });
    expect(within(badges).getByText('Magasin : Boutique Cocody')).toBeInTheDocument();
    expect(within(badges).getByText('Action : Annulation')).toBeInTheDocument();
    expect(within(badges).getByText('Date début : 10/03/2026')).toBeInTheDocument();
  });

  it("says 'Aucune entrée dans le journal' when there is nothing yet", async () => {
    fakeServer(() => journalResponse([]));
    open();
    expect(await screen.findByText('Aucune entrée dans le journal')).toBeInTheDocument();
  });

  it('shows a failure with the server message and loads again on retry', async () => {
    let fail = true;
    fakeServer(() =>
      fail ? errorResponse(500, { detail: 'Base indisponible' }) : journalResponse([priceChange]),
    );
    const { events } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement du journal');
    expect(alert).toHaveTextContent('Base indisponible');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('admin a changé le prix de Laine Mérinos : 2 500,00 FCFA → 3 000,00 FCFA'),
    ).toBeInTheDocument();
  });

  it('is in the Administration menu for direction', async () => {
    fakeServer(() => journalResponse([]));
    open('/', directionUser);
    expect(await screen.findByRole('link', { name: 'Journal des modifications' })).toHaveAttribute(
      'href',
      '/admin/journal',
    );
  });

  it('refuses the screen to a gerant without reading the journal', async () => {
    const server = fakeServer(() => journalResponse([]));
    open('/admin/journal', gerantUser);
    expect(await screen.findByText('Permissions insuffisantes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Journal des modifications' })).toBeNull();
    expect(server.journalCalls()).toHaveLength(0);
  });
});
