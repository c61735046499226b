import { CATALOGUE_SEARCH_PATH, catalogueSearchPageSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  errorResponse,
  fakeResponse,
  findSettledOption,
  mockFetch,
} from '@/test/utils';
import { AdjustmentDialog } from './adjustment-dialog';

const BOX = {
  id: 4,
  nom: 'Boîte à aiguilles',
  type: 'accessoire' as const,
  prix_unitaire: 50_000,
  description: '',
  couleur: 'Rose',
  quantite_stock: 6,
};

/** The dialog over a fake server: the catalogue knows one article, an adjustment answers `adjusted`. */
function renderDialog(adjusted: () => Response = () => errorResponse(500)) {
  const fetchMock = mockFetch((url) =>
    url.startsWith(CATALOGUE_SEARCH_PATH)
      ? fakeResponse(catalogueSearchPageSchema, {
          count: 1,
          page: 1,
          page_size: 20,
          total_pages: 1,
          results: [BOX],
        })
      : adjusted(),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdjustmentDialog shop={{ id: 2, nom: 'Cocody' }} onClose={vi.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetchMock, onDone, events: userEvent.setup() };
}

describe('AdjustmentDialog', () => {
  it('shows every error under its own field at once, and focuses the first', async () => {
    const { fetchMock, events } = renderDialog();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité' });
    await events.clear(quantity);
    await events.type(quantity, '0');
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’ajustement' }));

    const article = screen.getByRole('combobox', { name: /Article/ });
    await waitFor(() => expect(article).toHaveAccessibleDescription('Veuillez sélectionner un produit'));
    expect(article).toHaveAttribute('aria-invalid', 'true');
    expect(article).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription('La correction ne peut pas être nulle');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // The focused article's list is open: it hides the rest of the dialog from the tree.
    expect(screen.getByRole('button', { name: /Motif/, hidden: true })).toHaveAccessibleDescription(
      "Le motif de l'ajustement est requis",
    );
    expect(fetchMock.mock.calls.every(([url]) => String(url).includes(CATALOGUE_SEARCH_PATH))).toBe(true);
  });

  it("searches the articles with their stock in the count's shop, and shows it", async () => {
    const { fetchMock, events } = renderDialog();
    await events.click(screen.getByRole('combobox', { name: /Article/ }));
    const option = await findSettledOption(/Boîte à aiguilles/);
    expect(option).toHaveTextContent('Accessoire · Rose · Stock : 6');
    const searches = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((params) => params.get('magasin') === '2')).toBe(true);
  });

  it("shows the server's detail when the adjustment is refused", async () => {
    const { events } = renderDialog(() => errorResponse(400, { detail: 'Stock insuffisant' }));
    await events.click(screen.getByRole('combobox', { name: /Article/ }));
    await events.click(await findSettledOption(/Boîte à aiguilles/));
    await events.click(screen.getByRole('button', { name: /Motif/ }));
    await events.click(await screen.findByRole('option', { name: 'Casse' }));
    await events.click(screen.getByRole('button', { name: 'Enregistrer l’ajustement' }));

    expect(await screen.findByText('Erreur lors de l’ajustement : Stock insuffisant')).toBeInTheDocument();
  });
});
