import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('is pressed with the mouse, Enter and Space, and never submits the form around it', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PlainButton onPress={onPress}>Nouvelle vente</PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Nouvelle vente' });

    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled, is left out of the tab order and ignores presses', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <PlainButton isDisabled onPress={onPress}>
        Ajouter du stock
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Ajouter du stock' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending, shows its pending label, stays focusable, is marked busy and ignores presses', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <PlainButton isPending pendingLabel="Export…" onPress={onPress}>
        Exporter (CSV)
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Export…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();

    rerender(
      <PlainButton pendingLabel="Export…" onPress={onPress}>
        Exporter (CSV)
      </PlainButton>,
    );
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
