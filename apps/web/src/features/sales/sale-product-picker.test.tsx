import type { StoreProduct } from '@pelote/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findSettledOption } from '@/test/utils';
import { SaleProductPicker } from './sale-product-picker';

/** 30 wools named alike, as a shop holds them, then a hook. */
const WOOLS: StoreProduct[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  nom: `Laine coton n°${i + 1}`,
  type: 'laine',
  prix: 150_000 + i * 100,
  quantite_stock: 10 + i,
  bains: [
    { bain: 'B1', quantite: 5 },
    { bain: 'B2', quantite: 5 + i },
  ],
  couleur: i === 23 ? 'Écru chiné' : 'Bleu',
  code_barre: `20000000${String(i + 1).padStart(5, '0')}`,
}));
const HOOK: StoreProduct = {
  id: 99,
  nom: 'Crochet bambou 4 mm',
  type: 'accessoire',
  prix: 250_000,
  quantite_stock: 3,
  bains: [{ bain: '', quantite: 3 }],
  couleur: '',
  code_barre: '3760123456789',
};
const PRODUCTS = [...WOOLS, HOOK];

function renderPicker(isDefault = false) {
  const picked = vi.fn();
  function Host() {
    const [value, setValue] = useState(String(PRODUCTS[0]?.id));
    const [byDefault, setByDefault] = useState(isDefault);
    return (
      <SaleProductPicker
        label="Produit 1"
        products={PRODUCTS}
        value={value}
        onPick={(article) => {
          setValue(article);
          setByDefault(false);
          picked(article);
        }}
        isDefault={byDefault}
      />
    );
  }
  render(<Host />);
  return { picked, events: userEvent.setup(), input: screen.getByRole('combobox', { name: /Produit 1/ }) };
}

describe('SaleProductPicker', () => {
  it('finds n°24 among 30 alike by its name, and sells that one', async () => {
    const { picked, events, input } = renderPicker();
    await events.clear(input);
    await events.type(input, 'coton n°24');
    const option = await findSettledOption(/Laine coton n°24/);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    // Its price whole, its colour, lots and stock.
    expect(option).toHaveTextContent('1 523,00 FCFA');
    expect(option).toHaveTextContent('Laine · Écru chiné · 2 bains · Stock : 33');
    await events.click(option);
    expect(picked).toHaveBeenLastCalledWith('24');
    expect(input).toHaveValue('Laine coton n°24');
  });

  it('finds by colour without its accents or capitals, and by a part of the barcode', async () => {
    const { events, input } = renderPicker();
    await events.clear(input);
    await events.type(input, 'ECRU');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Laine coton n°24'),
      ]),
    );
    await events.clear(input);
    await events.type(input, '3456789');
    const hook = await findSettledOption(/Crochet bambou/);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(hook).toHaveTextContent('2 500,00 FCFA');
    expect(hook).toHaveTextContent('Accessoire · Stock : 3');
  });

  it("says 'Par défaut' beside the product a line was given, until one is picked", async () => {
    const { events, input } = renderPicker(true);
    expect(input).toHaveValue('Laine coton n°1');
    expect(input).toHaveAccessibleDescription('Par défaut');
    await events.clear(input);
    await events.type(input, 'crochet');
    await events.click(await findSettledOption(/Crochet bambou/));
    expect(input).not.toHaveAccessibleDescription('Par défaut');
    expect(screen.queryByText('Par défaut')).toBeNull();
  });
});
