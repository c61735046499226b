import type { CountArticle } from '@pelote/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountRow } from './count-row';

const ITEM: CountArticle = {
  article: { id: 20, nom: 'Kit beta', type: 'kit', code_barre: null },
  bain: '',
  quantite_comptee: null,
};

function renderRow(item: CountArticle = ITEM) {
  const onCount = vi.fn();
  render(
    <ul>
      <CountRow item={item} onCount={onCount} isDisabled={false} />
    </ul>,
  );
  const quantity = screen.getByRole('textbox', { name: 'Quantité comptée : Kit beta' });
  return { onCount, quantity, events: userEvent.setup() };
}

describe('CountRow', () => {
  it('sends what is typed on Enter, digits only', async () => {
    const { onCount, quantity, events } = renderRow();
    await events.type(quantity, '3a{Enter}');
    expect(quantity).toHaveValue('3');
    expect(onCount).toHaveBeenCalledWith(3);
  });

  it('shows a refused count under its field, focused, and sends nothing', async () => {
    const { onCount, quantity, events } = renderRow();
    await events.type(quantity, '2000000{Enter}');

    const message = 'La quantité est trop grande (maximum 1 000 000)';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(message);
    expect(quantity).toHaveFocus();
    expect(onCount).not.toHaveBeenCalled();
    await events.type(quantity, '{Backspace}');
    expect(screen.queryByText(message)).toBeNull();
    expect(quantity).not.toHaveAttribute('aria-invalid');
  });

  it('counts one more or one less with the buttons; nothing typed sends nothing', async () => {
    const { onCount, quantity, events } = renderRow({ ...ITEM, quantite_comptee: 2 });
    await events.click(screen.getByRole('button', { name: 'Un de plus : Kit beta' }));
    expect(onCount).toHaveBeenLastCalledWith(3);
    await events.click(screen.getByRole('button', { name: 'Un de moins : Kit beta' }));
    expect(onCount).toHaveBeenLastCalledWith(1);
    await events.clear(quantity);
    await events.type(quantity, '{Enter}');
    await events.tab();
    expect(onCount).toHaveBeenCalledTimes(2);
  });
});
