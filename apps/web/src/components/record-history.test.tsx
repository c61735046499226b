import { JOURNAL_PATHS } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { createTestQueryClient, errorResponse, mockFetch } from '@/test/utils';
import { RecordHistory } from './record-history';

configure({ asyncUtilTimeout: 5000 });

const notFound = () => errorResponse(404, { detail: 'Ressource introuvable' });

function renderHistory(journal: (query: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  mockFetch((url) => {
    const [path, search = ''] = url.split('?');
    if (path !== JOURNAL_PATHS.list) return notFound();
    const query = new URLSearchParams(search);
    queries.push(query);
    return journal(query);
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RecordHistory entite="client" entiteId={7} />
    </QueryClientProvider>,
  );
  return { events: userEvent.setup(), queries };
}

const renamed = journalRow({
  entite: 'client',
  entite_id: '7',
  entite_libelle: 'Aya Bamba',
  changements: { telephone: { avant: '0700000000', apres: '0701020304' } },
  magasin: { id: 1, nom: 'Boutique Cocody' },
});
const created = journalRow({
  id: 2,
  action: 'creation',
  entite: 'client',
  entite_id: '7',
  entite_libelle: 'Aya Bamba',
  utilisateur: { id: 2, username: 'koffi', nom: null },
  role: 'gerant',
});

describe('RecordHistory', () => {
  it("reads nothing until opened, then the record's rows as sentences, 5 per page", async () => {
    const { events, queries } = renderHistory((query) =>
      query.get('page') === '2' ? journalResponse([created], 6, 2) : journalResponse([renamed], 6),
    );
    const toggle = screen.getByRole('button', { name: 'Historique' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(queries).toHaveLength(0);

    await events.click(toggle);
    expect(
      await screen.findByText("admin a changé le téléphone d'Aya Bamba : « 0700000000 » → « 0701020304 »"),
    ).toBeInTheDocument();
    expect(
      screen.getByText('02/03/2026 14:05 · Boutique Cocody · Direction · 127.0.0.1 · Web'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      page: '1',
      page_size: '5',
      entite: 'client',
      entite_id: '7',
    });

    const pager = screen.getByRole('navigation', { name: "Pagination de l'historique" });
    await events.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('koffi a créé le client Aya Bamba')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('says when the record has no row yet', async () => {
    const { events } = renderHistory(() => journalResponse([]));
    await events.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('Aucune modification enregistrée')).toBeInTheDocument();
  });

  it('shows a failure and loads again on retry', async () => {
    let fail = true;
    const { events } = renderHistory(() =>
      fail ? errorResponse(500, { detail: 'Base indisponible' }) : journalResponse([created]),
    );
    await events.click(screen.getByRole('button', { name: 'Historique' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors du chargement de l'historique");
    expect(alert).toHaveTextContent('Base indisponible');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('koffi a créé le client Aya Bamba')).toBeInTheDocument());
  });
});
