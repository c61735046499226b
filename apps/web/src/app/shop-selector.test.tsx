import { SELECTED_SHOP_KEY, type User } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShopRequiredPrompt } from '@/components/shop-required-prompt';
import { useSelectedShop } from '@/lib/selected-shop';
import { SessionProvider } from '@/lib/session';
import { shopRecord, shopsResponse } from '@/test/shop.test-support';
import {
  createTestQueryClient,
  directionUser,
  errorResponse,
  fakeSessionStore,
  gerantUser,
  mockFetch,
  signedIn,
} from '@/test/utils';
import { SelectedShopProvider } from './selected-shop-provider';
import { ShopSelector } from './shop-selector';

const shops = [
  shopRecord({ id: 1, nom: 'Cocody', quartier: 'Cocody' }),
  shopRecord({ id: 2, nom: 'Plateau', quartier: 'Plateau' }),
  shopRecord({ id: 3, nom: 'Yopougon', quartier: 'Yopougon', is_active: false }),
];

function SelectionProbe() {
  const { shopId, shop } = useSelectedShop();
  return <output aria-label="sélection">{shopId === null ? 'aucun' : `${shopId} ${shop?.nom ?? ''}`}</output>;
}

function PromptHost() {
  const [open, setOpen] = useState(true);
  return open ? <ShopRequiredPrompt onCancel={() => setOpen(false)} /> : null;
}

function renderSelector(user: User = directionUser, list = shops, extra: ReactNode = null) {
  const fetchMock = mockFetch((url) =>
    url === '/Magasins/liste-magasins'
      ? shopsResponse(list)
      : errorResponse(404, { detail: 'Ressource introuvable' }),
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider store={fakeSessionStore(signedIn(user))}>
        <SelectedShopProvider>
          <ShopSelector />
          <SelectionProbe />
          <button type="button">Ailleurs</button>
          {extra}
        </SelectedShopProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const trigger = () => screen.getByRole('button', { name: /^Magasin :/ });

describe('shop selector', () => {
  it("says 'Erreur magasins' with Réessayer when the list fails, not an empty choice", async () => {
    let answers = 0;
    mockFetch(() => {
      answers += 1;
      return answers === 1 ? errorResponse(500, { detail: 'Base indisponible' }) : shopsResponse(shops);
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider store={fakeSessionStore(signedIn(directionUser))}>
          <SelectedShopProvider>
            <ShopSelector />
          </SelectedShopProvider>
        </SessionProvider>
      </QueryClientProvider>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Erreur magasins');
    expect(failure).toHaveTextContent('Base indisponible');
    expect(screen.queryByRole('button', { name: /^Magasin :/ })).toBeNull();
    // The retry's code arrives with the list's, after the first paint.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Réessayer' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Magasin :/ }));
    expect(await listedOptions()).toHaveLength(shops.length + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the shops from /Magasins/liste-magasins with "Tous les magasins" first', async () => {
    const user = userEvent.setup();
    renderSelector();
    await waitFor(() => expect(trigger()).toHaveTextContent('Tous les magasins'));

    await user.click(trigger());
    const options = await listedOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Tous les magasins',
      'CocodyCocody',
      'PlateauPlateau',
      'YopougonYopougonInactif',
    ]);
    expect(screen.getByRole('option', { name: /Tous les magasins/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('restores the stored choice when that shop still exists', async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '2');
    renderSelector();
    await waitFor(() => expect(trigger()).toHaveTextContent('Plateau'));
    expect(screen.getByRole('status', { name: 'sélection' })).toHaveTextContent('2 Plateau');
  });

  it('forgets a stored choice whose shop is gone', async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '9');
    renderSelector();
    await waitFor(() => expect(window.localStorage.getItem(SELECTED_SHOP_KEY)).toBeNull());
    expect(trigger()).toHaveTextContent('Tous les magasins');
    expect(screen.getByRole('status', { name: 'sélection' })).toHaveTextContent('aucun');
  });

  it('keeps a choice, and "Tous les magasins" clears it', async () => {
    const user = userEvent.setup();
    renderSelector();
    await waitFor(() => expect(trigger()).toHaveTextContent('Tous les magasins'));

    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: /Cocody/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Cocody');
    expect(trigger()).toHaveFocus();
    expect(window.localStorage.getItem(SELECTED_SHOP_KEY)).toBe('1');

    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: /Tous les magasins/ }));
    expect(trigger()).toHaveTextContent('Tous les magasins');
    expect(window.localStorage.getItem(SELECTED_SHOP_KEY)).toBeNull();
    expect(screen.getByRole('status', { name: 'sélection' })).toHaveTextContent('aucun');
  });

  it('works with the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    renderSelector();
    await waitFor(() => expect(trigger()).toHaveTextContent('Tous les magasins'));

    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: /Tous les magasins/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(trigger()).toHaveTextContent('Plateau');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Plateau');
  });

  it('closes the list 200 ms after the focus leaves it', async () => {
    const user = userEvent.setup();
    renderSelector();
    await waitFor(() => expect(trigger()).toHaveTextContent('Tous les magasins'));
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    vi.useFakeTimers();
    const outside = screen.getByRole('button', { name: 'Ailleurs' });
    act(() => outside.focus());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("imposes a gerant's shop, read-only, as 'Magasin assigné'", async () => {
    window.localStorage.setItem(SELECTED_SHOP_KEY, '1');
    renderSelector(gerantUser, shops.slice(1, 2));
    expect(screen.getByText('Magasin assigné')).toBeInTheDocument();
    expect(await screen.findByText('Plateau')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Magasin :/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sélection' })).toHaveTextContent('2 Plateau');
  });

  it("'Magasin requis' opens the selector; 'Annuler' closes the prompt", async () => {
    const user = userEvent.setup();
    renderSelector(directionUser, shops, <PromptHost />);
    await waitFor(() => expect(trigger()).toHaveTextContent('Tous les magasins'));
    expect(screen.getByRole('heading', { name: 'Magasin requis' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sélectionner un magasin' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('heading', { name: 'Magasin requis' })).not.toBeInTheDocument();
  });
});

/** The open list's options (its code may still be on its way at the first opening). */
async function listedOptions() {
  return Array.from((await screen.findByRole('listbox')).querySelectorAll('[role="option"]'));
}
