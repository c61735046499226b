import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

/** A list's search in the URL: the applied value, and every change the field applied. */
function Harness({
  onApply,
  onEscapeAround,
}: {
  onApply: (value: string) => void;
  onEscapeAround?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog listening for Escape
    <div onKeyDown={(event) => event.key === 'Escape' && onEscapeAround?.()}>
      <SearchField
        label="Rechercher un client"
        hideLabel
        placeholder="Nom, contact ou email..."
        value={value}
        onChange={(next) => {
          setValue(next);
          onApply(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Effacer les filtres
      </button>
    </div>
  );
}

describe('SearchField', () => {
  it('is a labelled search box that applies what is typed once typing pauses', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness onApply={onApply} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    expect(box).toHaveAttribute('placeholder', 'Nom, contact ou email...');
    await user.type(box, '  Awa ');
    expect(onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('Awa'));
    expect(onApply).toHaveBeenCalledTimes(1);
    // The trailing space being typed stays in the box.
    expect(box).toHaveValue('  Awa ');
  });

  it('Enter applies at once; Escape clears the box without reaching a dialog around it', async () => {
    const onApply = vi.fn();
    const onEscapeAround = vi.fn();
    const user = userEvent.setup();
    render(<Harness onApply={onApply} onEscapeAround={onEscapeAround} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    await user.type(box, 'Koné{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('Koné');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith('');
    expect(onEscapeAround).not.toHaveBeenCalled();
    // An empty box lets Escape through (a dialog closes as usual).
    await user.keyboard('{Escape}');
    expect(onEscapeAround).toHaveBeenCalledTimes(1);
  });

  it('the cross clears the search and gives the focus back to the box', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness onApply={onApply} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).toBeNull();
    await user.type(box, 'Traoré{Enter}');
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onApply).toHaveBeenLastCalledWith('');
  });

  it('a search cleared from outside (filters, back button) empties the box', async () => {
    const user = userEvent.setup();
    render(<Harness onApply={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    await user.type(box, 'Bamba{Enter}');
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(box).toHaveValue('');
  });
});
