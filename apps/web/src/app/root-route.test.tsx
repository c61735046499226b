import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BESIDE_FIRST_SCREEN, markFirstScreenPainted } from '@/lib/idle';
import { fakeSessionStore, heldAnswers, renderApp } from '@/test/utils';
import { RootRoute } from './root-route';

// The tests' setup says the first screen is painted for every component; here the root route says
// it, and the test watches when.
vi.mock('@/lib/idle', async (actual) => ({
  ...(await actual<typeof import('@/lib/idle')>()),
  markFirstScreenPainted: vi.fn(),
}));

const figures = heldAnswers();

/** A first screen with a figure it waits for, and a count asked beside it that never comes. */
function Screen() {
  const figure = useQuery({ queryKey: ['figure'], queryFn: () => figures.held.then(() => 12) });
  useQuery({ queryKey: ['count'], queryFn: () => new Promise<number>(() => {}), meta: BESIDE_FIRST_SCREEN });
  return <p>{figure.data === undefined ? 'Chargement' : `Ventes : ${figure.data}`}</p>;
}

describe('the first screen and the work left for idle time', () => {
  it('waits for the screen’s answers, not for a call asked beside them', async () => {
    renderApp({
      sessionStore: fakeSessionStore(),
      routes: [{ path: '/', element: <RootRoute />, children: [{ index: true, element: <Screen /> }] }],
    });
    await screen.findByText('Chargement');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(markFirstScreenPainted).not.toHaveBeenCalled();

    figures.release();
    await screen.findByText('Ventes : 12');
    await waitFor(() => expect(markFirstScreenPainted).toHaveBeenCalledOnce());
  });
});
