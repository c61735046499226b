import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNarrowScreen } from '@/test/pointers';
import { Page } from './page';

const ACTIONS = (
  <>
    <button type="button">Nouvelle vente</button>
    {/* biome-ignore lint/complexity/noUselessFragments: a page passes its actions in fragments, which is what is tested */}
    <>
      <button type="button">Recherche avancée</button>
      {null}
    </>
    <a href="/ventes/avoirs">Avoirs</a>
  </>
);

afterEach(() => vi.unstubAllGlobals());

describe("a page's actions", () => {
  it('all show beside the title on a laptop', () => {
    render(<Page title="Ventes" actions={ACTIONS} />);
    expect(screen.getByRole('button', { name: 'Recherche avancée' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Avoirs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Plus' })).toBeNull();
  });

  it("hold one row on a phone: the main one, then 'Plus' for the others", async () => {
    stubNarrowScreen();
    const user = userEvent.setup();
    render(<Page title="Ventes" actions={ACTIONS} />);
    expect(screen.getByRole('button', { name: 'Nouvelle vente' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recherche avancée' })).toBeNull();
    const more = screen.getByRole('button', { name: 'Plus' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Recherche avancée' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Avoirs' })).toBeVisible();
  });
});
