import { barcodeLookupSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { SessionProvider } from '@/lib/session';
import {
  createTestQueryClient,
  directionUser,
  errorResponse,
  fakeResponse,
  fakeSessionStore,
  gerantUser,
  mockFetch,
  signedIn,
} from '@/test/utils';
import { BarcodeField } from './barcode-field';

const ROSE = {
  id: 7,
  type: 'laine' as const,
  article_type: 'laine' as const,
  nom: 'Laine mohair rose',
  description: '',
  prix_unitaire: 150_000,
  quantite_stock: 12,
  unite: 'pelote',
  is_active: true,
  code_barre: '3017620422003',
  famille: 'Mohair',
  grammage: 50,
  couleur: 'Rose',
  type_couleur: 'Unie',
};

/** The field inside a form (as in the delivery form), over a fake server knowing one code. */
function renderField(user = directionUser) {
  const onArticle = vi.fn((_article: ScannedArticle): string | undefined => undefined);
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const fetchMock = mockFetch((url) =>
    url.startsWith('/Articles/code-barre/3017620422003')
      ? fakeResponse(barcodeLookupSchema, ROSE)
      : errorResponse(404, { detail: 'Produit non trouvé' }),
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider store={fakeSessionStore(signedIn(user))}>
        <form onSubmit={onSubmit}>
          <BarcodeField onArticle={onArticle} magasin={2} />
        </form>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { onArticle, onSubmit, fetchMock, events: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Code-barres' });

describe('BarcodeField with a hand scanner', () => {
  it('takes a code ending in Enter as a scan: the article of the shop, the field emptied, no submit', async () => {
    const { onArticle, onSubmit, fetchMock, events } = renderField();
    expect(field()).toHaveAttribute('placeholder', 'Scanner ou saisir un code-barres');
    await events.type(field(), '3017620422003{Enter}');
    await waitFor(() => expect(onArticle).toHaveBeenCalledTimes(1));
    expect(onArticle.mock.calls[0]?.[0]).toMatchObject({ id: 7, nom: 'Laine mohair rose' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Articles/code-barre/3017620422003?magasin=2');
    expect(field()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Trouvé : Laine mohair rose')).toBeInTheDocument();
  });

  it('ignores the same code typed again within 1.5 s, and takes it after', async () => {
    const { onArticle, events } = renderField();
    await events.type(field(), '3017620422003{Enter}');
    await events.type(field(), '3017620422003{Enter}');
    await waitFor(() => expect(onArticle).toHaveBeenCalledTimes(1));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_600);
    await events.type(field(), '3017620422003{Enter}');
    await waitFor(() => expect(onArticle).toHaveBeenCalledTimes(2));
  });

  it('says a wrong check digit without asking the server', async () => {
    const { onArticle, fetchMock, events } = renderField();
    await events.type(field(), '3017620422004{Enter}');
    expect(
      await screen.findByText('Code-barres invalide : clé de contrôle incorrecte (3017620422004)'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onArticle).not.toHaveBeenCalled();
  });

  it('offers direction to give an unknown code to a product', async () => {
    const { onArticle, events } = renderField();
    await events.type(field(), '2000000000121{Enter}');
    expect(await screen.findByText('Code inconnu : 2000000000121')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Associer à un produit' })).toBeInTheDocument();
    expect(onArticle).not.toHaveBeenCalled();
  });

  it('only says the code is unknown to a gerant', async () => {
    const { events } = renderField(gerantUser);
    await events.type(field(), '2000000000121{Enter}');
    expect(await screen.findByText('Code inconnu : 2000000000121')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Associer à un produit' })).toBeNull();
  });

  it('ignores Enter on an empty field', async () => {
    const { onArticle, onSubmit, fetchMock, events } = renderField();
    await events.type(field(), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onArticle).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
