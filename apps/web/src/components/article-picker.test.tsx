import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ArticlePicker } from './article-picker';

type Wool = { id: number; nom: string; couleur: string; prix: number; stock: number; lots: number };
const ROSE: Wool = { id: 1, nom: 'Laine mohair', couleur: 'Rose', prix: 150_000, stock: 12, lots: 2 };
const BLEUE: Wool = { id: 2, nom: 'Laine mérinos', couleur: 'Bleu nuit', prix: 250_050, stock: 3, lots: 1 };

/** The picker over a list the test swaps with `setItems`, as a search or a reload would. */
function renderPicker(first: Wool[]) {
  const picked = vi.fn();
  let swap: (items: Wool[]) => void = () => undefined;
  function Host() {
    const [items, setItems] = useState(first);
    const [value, setValue] = useState<Wool | null>(null);
    const [text, setText] = useState('');
    swap = setItems;
    return (
      <ArticlePicker<Wool>
        label="Produit"
        items={items}
        value={value}
        onChange={(next) => {
          setValue(next);
          picked(next);
        }}
        text={text}
        onTextChange={setText}
        facts={(wool) => ({
          type: 'laine',
          couleur: wool.couleur,
          lots: wool.lots,
          prix: wool.prix,
          stock: wool.stock,
        })}
      />
    );
  }
  render(<Host />);
  return { picked, swap: (items: Wool[]) => swap(items), events: userEvent.setup() };
}

describe('ArticlePicker', () => {
  it('shows each option whole: name, price, type, colour, lots and stock', async () => {
    const { events } = renderPicker([ROSE, BLEUE]);
    await events.click(screen.getByRole('combobox', { name: /Produit/ }));
    const rose = await screen.findByRole('option', { name: /Laine mohair/ });
    expect(rose).toHaveTextContent('1 500,00 FCFA');
    expect(rose).toHaveTextContent('Laine · Rose · 2 bains · Stock : 12');
    expect(screen.getByRole('option', { name: /Laine mérinos/ })).toHaveTextContent(
      /2 500,50 FCFA.*Bleu nuit · 1 bain · Stock : 3/,
    );
  });

  it('a click on the focused field opens the list that Escape closed', async () => {
    const { events } = renderPicker([ROSE, BLEUE]);
    const input = screen.getByRole('combobox', { name: /Produit/ });
    await events.click(input);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    await events.click(input);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('picks nothing in the 300 ms after the list changed, and the list stays open', async () => {
    const { picked, swap, events } = renderPicker([ROSE, BLEUE]);
    const input = screen.getByRole('combobox', { name: /Produit/ });
    await events.click(input);
    await screen.findByRole('option', { name: /Laine mohair/ });
    // A reload puts another article where the finger is going.
    act(() => swap([BLEUE, ROSE]));
    const moved = screen.getAllByRole('option')[0] as HTMLElement;
    expect(moved).toHaveAccessibleName(/Laine mérinos/);
    await events.click(moved);
    expect(picked).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    // Once it has kept still, the same press picks.
    await waitFor(() => expect(moved).not.toHaveAttribute('aria-disabled'));
    await events.click(moved);
    expect(picked).toHaveBeenLastCalledWith(BLEUE);
    expect(input).toHaveValue('Laine mérinos');
  });

  it('marks the chosen value with its badge, read with the field', async () => {
    render(
      <ArticlePicker
        label="Produit 1"
        items={[ROSE]}
        value={ROSE}
        onChange={() => undefined}
        text={ROSE.nom}
        onTextChange={() => undefined}
        facts={(wool) => ({ prix: wool.prix })}
        badge="Par défaut"
      />,
    );
    const input = screen.getByRole('combobox', { name: /Produit 1/ });
    expect(input).toHaveAccessibleDescription('Par défaut');
    expect(within(input.parentElement as HTMLElement).getByText('Par défaut')).toBeVisible();
  });
});
