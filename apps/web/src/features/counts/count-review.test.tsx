import { COUNT_PATHS, type Count, type CountLine, countSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checked, createTestQueryClient, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { CountReview } from './count-review';
import { useCountStep } from './counts-api';

const line = (id: number, nom: string, compte: number, attendu: number): CountLine => ({
  id,
  article: { id: id * 10, nom, type: 'kit', code_barre: null },
  bain: '',
  quantite_comptee: compte,
  quantite_attendue: attendu,
  ecart: compte - attendu,
  mouvements_depuis: 0,
  compte_le: '2026-11-20T09:00:00.000Z',
  compte_par: null,
  motif: null,
  prix_unitaire: 1_200_000,
});

/** Two differences (a kit lost, a kit found) and a line that matches. */
const COUNT: Count = checked(countSchema, {
  id: 4,
  statut: 'en_cours',
  magasin: { id: 1, nom: 'Boutique Cocody' },
  type_article: 'kit',
  ouvert_le: '2026-11-20T08:00:00.000Z',
  ouvert_par: null,
  valide_le: null,
  valide_par: null,
  annule_le: null,
  nb_lignes: 3,
  nb_ecarts: 2,
  lignes: [line(1, 'Kit alpha', 1, 2), line(2, 'Kit beta', 3, 3), line(3, 'Kit gamma', 4, 3)],
  restants: 0,
});

function Review({ count }: { count: Count }) {
  return <CountReview count={count} canValidate step={useCountStep(count.id)} />;
}

function renderReview(answer: (url: string, init: RequestInit) => Response) {
  const fetchMock = mockFetch(answer);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Review count={COUNT} />
    </QueryClientProvider>,
  );
  const review = screen.getByRole('region', { name: 'Écarts' });
  return { fetchMock, review, events: userEvent.setup() };
}

async function choose(events: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, option: string) {
  await events.click(trigger);
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('CountReview', () => {
  it('shows the missing reason under each difference, and focuses the first', async () => {
    const { fetchMock, review, events } = renderReview(() => errorResponse(500));
    expect(review).toHaveTextContent('Kit alpha : -1');
    expect(review).toHaveTextContent('Kit gamma : +1');
    expect(review).not.toHaveTextContent('Kit beta');
    await events.click(within(review).getByRole('button', { name: 'Valider l’inventaire' }));

    const missing = 'Choisissez le motif de chaque écart.';
    expect(await within(review).findAllByText(missing)).toHaveLength(2);
    const [loss, gain] = within(review).getAllByRole('button', { name: /Motif/ });
    expect(loss).toHaveFocus();
    expect(loss).toHaveAccessibleDescription(missing);
    expect(gain).toHaveAccessibleDescription(missing);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await choose(events, loss as HTMLElement, 'Casse');
    expect(within(review).getAllByText(missing)).toHaveLength(1);
    expect(loss).not.toHaveAccessibleDescription(missing);
    await events.click(within(review).getByRole('button', { name: 'Valider l’inventaire' }));
    expect(await within(review).findAllByText(missing)).toHaveLength(1);
    expect(gain).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends each difference's reason once confirmed, and shows the server's detail above the button", async () => {
    const detail = 'Kit alpha : stock insuffisant';
    const { fetchMock, review, events } = renderReview(() => errorResponse(409, { detail }));
    const [loss, gain] = within(review).getAllByRole('button', { name: /Motif/ });
    await choose(events, loss as HTMLElement, 'Casse');
    await choose(events, gain as HTMLElement, 'Trouvé');
    await events.click(within(review).getByRole('button', { name: 'Valider l’inventaire' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Valider cet inventaire ?' });
    expect(confirm).toHaveTextContent('2 ajustement(s)');
    await events.click(within(confirm).getByRole('button', { name: 'Valider l’inventaire' }));

    expect(await within(review).findByText(`Erreur lors de la validation : ${detail}`)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api${COUNT_PATHS.count}/4/valider`);
    expect(JSON.parse(String(init?.body))).toEqual({ motifs: { '1': 'casse', '3': 'trouve' } });
  });

  it('keeps a chosen reason when the count reloads with the same differences', async () => {
    mockFetch(() => fakeResponse(countSchema, COUNT));
    const client = createTestQueryClient();
    const events = userEvent.setup();
    const view = render(
      <QueryClientProvider client={client}>
        <Review count={COUNT} />
      </QueryClientProvider>,
    );
    const review = screen.getByRole('region', { name: 'Écarts' });
    const [loss] = within(review).getAllByRole('button', { name: /Motif/ });
    await choose(events, loss as HTMLElement, 'Casse');
    const reloaded = { ...COUNT, lignes: COUNT.lignes.map((item) => ({ ...item })) };
    view.rerender(
      <QueryClientProvider client={client}>
        <Review count={reloaded} />
      </QueryClientProvider>,
    );
    expect(within(review).getAllByRole('button', { name: /Motif/ })[0]).toHaveTextContent('Casse');
  });
});
