import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFirstScreenPainted } from '@/lib/idle';
import { stubPointers } from '@/test/pointers';
import { FilterSelectField } from './filter-select-field';

const TYPES = [
  { id: 'tous', label: 'Tous les types' },
  { id: 'laine', label: 'Laine' },
  { id: 'kit', label: 'Kit créatif' },
];

function renderFilter(value: string | null, isDisabled = false) {
  const onChange = vi.fn();
  render(
    <FilterSelectField
      label="Type de produit"
      options={TYPES}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    />,
  );
  return onChange;
}

afterEach(() => vi.unstubAllGlobals());

describe('FilterSelectField', () => {
  it("is the phone's own select there: its options, the value shown, a choice given back by id", async () => {
    stubPointers(true);
    const onChange = renderFilter('laine');
    const select = screen.getByRole('combobox', { name: 'Type de produit' });
    expect(select).toHaveValue('laine');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les types',
      'Laine',
      'Kit créatif',
    ]);
    await userEvent.setup().selectOptions(select, 'Kit créatif');
    expect(onChange).toHaveBeenCalledWith('kit');
  });

  it('says Sélectionner... on a phone while nothing is chosen, and can be disabled', () => {
    stubPointers(true);
    renderFilter(null, true);
    const select = screen.getByRole('combobox', { name: 'Type de produit' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('Sélectionner...');
  });

  it("is react-aria's select elsewhere, once its code has come: Enter opens it, a choice is given back", async () => {
    stubPointers(false);
    const onChange = renderFilter('laine');
    // Its code is fetched at idle once the screen has been painted.
    markFirstScreenPainted();
    const trigger = screen.getByRole('button', { name: /Type de produit/ });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Type de produit/ })).toBeEnabled(), {
      timeout: 5_000,
    });
    expect(trigger).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Type de produit/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Kit créatif' }));
    expect(onChange).toHaveBeenCalledWith('kit');
  });
});
