import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/utils';
import { AsyncPicker, type PickerItem } from './async-picker';

type Wool = PickerItem & { prix: number };
const WOOLS: Wool[] = [
  { id: 1, nom: 'Laine mohair rose', prix: 150_000 },
  { id: 2, nom: 'Laine mérinos bleue', prix: 250_050 },
];

/** The picker over a fake server search; `search` records each text the server was asked for. */
function renderPicker(search: (q: string) => Promise<Wool[]>, limit = 50) {
  const picked = vi.fn();
  function Host() {
    const [value, setValue] = useState<Wool | null>(null);
    return (
      <AsyncPicker<Wool>
        label="Produit"
        query={(q) => ({ queryKey: ['laines', q], queryFn: () => search(q) })}
        value={value}
        onChange={(next) => {
          setValue(next);
          picked(next);
        }}
        facts={(wool) => ({ prix: wool.prix })}
        limit={limit}
      />
    );
  }
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Host />
    </QueryClientProvider>,
  );
  return { picked, events: userEvent.setup() };
}

describe('AsyncPicker', () => {
  it('asks the server for what was typed once typing pauses, and picks with the keyboard', async () => {
    const search = vi.fn(async (q: string) => WOOLS.filter((wool) => wool.nom.includes(q)));
    const { picked, events } = renderPicker(search);
    const input = screen.getByRole('combobox', { name: /Produit/ });
    await events.click(input);
    expect(await screen.findByRole('option', { name: /Laine mohair rose/ })).toHaveTextContent(
      '1 500,00 FCFA',
    );

    await events.type(input, 'mérinos');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('mérinos'));
    // One request for the pause, not one a letter.
    expect(search.mock.calls.map(([q]) => q)).toEqual(['', 'mérinos']);
    await waitFor(() => expect(screen.queryByRole('option', { name: /mohair/ })).toBeNull());
    // The new list can be chosen from once it has kept still.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /mérinos/ })).not.toHaveAttribute('aria-disabled'),
    );
    await events.keyboard('{ArrowDown}{Enter}');
    expect(picked).toHaveBeenLastCalledWith(WOOLS[1]);
    expect(input).toHaveValue('Laine mérinos bleue');

    // Editing the text drops the choice.
    await events.type(input, 'x');
    expect(picked).toHaveBeenLastCalledWith(null);
  });

  it('says when only the first items are listed', async () => {
    renderPicker(async () => WOOLS, 2);
    expect(
      await screen.findByText(
        'Seuls les 2 premiers produits sont listés : tapez une partie du nom pour trouver les autres.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the server could not answer, and asks again with Réessayer', async () => {
    const search = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP error! status: 500'))
      .mockResolvedValue(WOOLS);
    const { events } = renderPicker(search);
    const input = screen.getByRole('combobox', { name: /Produit/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Erreur lors du chargement des produits'));
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    await events.click(input);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
