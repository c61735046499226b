import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeShellServer } from '@/test/shell-server';
import { directionUser, renderSignedIn } from '@/test/utils';

// Its own file: the menu's code is fetched once per module graph, and this test needs it absent.
describe('user menu pressed before its code has arrived', () => {
  it('opens once the code is here, the first item focused after Enter; Escape gives the focus back', async () => {
    fakeShellServer();
    const user = userEvent.setup();
    renderSignedIn('/', directionUser);
    // Pressed as soon as the layout shows (the code comes at the first idle time, 200 ms later here).
    const standIn = await screen.findByRole('button', { name: /Menu utilisateur/ }, { timeout: 10_000 });
    expect(standIn).toHaveAttribute('aria-haspopup', 'true');

    standIn.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mon profil' })).toHaveFocus());
    // The open menu hides the rest of the page from assistive technology: the button is found hidden.
    const trigger = screen.getByRole('button', { name: /Menu utilisateur/, hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
