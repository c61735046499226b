import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({
  onConfirm = () => {},
  isPending = false,
  error = null,
}: {
  onConfirm?: () => void;
  isPending?: boolean;
  error?: string | null;
}) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'ouvert' : 'fermé'}</p>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Supprimer la machine"
        message="Êtes-vous sûr de vouloir supprimer cette machine ?"
        details="Singer 2000"
        onConfirm={onConfirm}
        isPending={isPending}
        error={error}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog and confirms', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la machine' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cette machine ?');
    expect(dialog).toHaveTextContent('Singer 2000');
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Annuler and with Escape', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('fermé')).toBeInTheDocument();
    unmount();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('fermé')).toBeInTheDocument();
  });

  it('shows the loading state, and cannot be closed meanwhile', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} isPending />);
    expect(screen.getByRole('button', { name: 'Suppression...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Suppression...' }));
    expect(screen.getByText('ouvert')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a failure inside the dialog, which stays open', () => {
    render(<Harness error="Erreur lors de la suppression: Machine non trouvée" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la suppression: Machine non trouvée');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
