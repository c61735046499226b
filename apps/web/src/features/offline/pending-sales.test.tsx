import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setOutboxCount } from '@/lib/outbox-count';
import { SessionProvider } from '@/lib/session';
import { directionUser, fakeSessionStore, signedIn } from '@/test/utils';
import { offlineDb } from './offline-db';
import { queueSale } from './outbox';
import { OutboxBadge } from './outbox-badge';
import { watchOutboxCount } from './outbox-watch';
import { PendingSales } from './pending-sales';

let nextUser = 100;

/** A user of their own (their own device database), with two sales on the device, one refused. */
async function deviceWithTwoSales() {
  nextUser += 1;
  const user = { ...directionUser, id: nextUser };
  const db = offlineDb(user.id);
  const summary = {
    shop: { id: 3, nom: 'Cocody', code: 'M03' },
    clientLabel: 'Vente libre',
    lines: [{ article: 12, nom: 'Laine mérinos', quantite: 2, bain: 'B1', prix: 150_000, total: 300_000 }],
    payments: [{ methode: 'especes' as const, montant: 300_000 }],
    total: 300_000,
  };
  const payload = { client: null, magasin: 3, articles: [{ article: 12, quantite: 2, bain: 'B1' }] };
  await queueSale(db, { user: user.id, payload, key: 'k1', summary });
  const refused = await queueSale(db, { user: user.id, payload, key: 'k2', summary });
  await db.outbox.update(refused.id as number, { status: 'refusee', motif: 'Référence déjà utilisée' });
  return { user, db };
}

function renderWithSession(user: typeof directionUser, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <SessionProvider store={fakeSessionStore(signedIn(user))}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

describe('the sales waiting on the device', () => {
  it("lists them with their state; 'Corriger' hands the refused one over; the badge counts them", async () => {
    const { user } = await deviceWithTwoSales();
    // The badge reads the count the layout's upkeep follows in the device's database.
    const stopCounting = watchOutboxCount(user.id, setOutboxCount);
    onTestFinished(() => {
      stopCounting();
      setOutboxCount(0);
    });
    const onCorrect = vi.fn();
    renderWithSession(
      user,
      <>
        <OutboxBadge />
        <PendingSales shopId={3} onCorrect={onCorrect} />
      </>,
    );
    const waiting = await screen.findByRole('listitem', { name: 'T-M03-1' });
    expect(waiting).toHaveTextContent("En attente d'envoi");
    expect(within(waiting).queryByRole('button', { name: 'Corriger' })).toBeNull();
    const refused = screen.getByRole('listitem', { name: 'T-M03-2' });
    expect(refused).toHaveTextContent('Refusée : Référence déjà utilisée');
    expect(refused).toHaveTextContent('3 000,00 FCFA');
    expect(await screen.findByRole('link', { name: /^2 vente\(s\) en attente d'envoi/ })).toHaveAttribute(
      'href',
      '/ventes',
    );

    await userEvent.click(within(refused).getByRole('button', { name: 'Corriger' }));
    expect(onCorrect).toHaveBeenCalledWith(expect.objectContaining({ ticket: 'T-M03-2', key: 'k2' }));
  });

  it("'Abandonner' asks first, then removes the sale from the device, and the badge follows", async () => {
    const { user, db } = await deviceWithTwoSales();
    const stopCounting = watchOutboxCount(user.id, setOutboxCount);
    onTestFinished(() => {
      stopCounting();
      setOutboxCount(0);
    });
    renderWithSession(
      user,
      <>
        <OutboxBadge />
        <PendingSales shopId={null} onCorrect={() => {}} />
      </>,
    );
    expect(await screen.findByRole('link', { name: /^2 vente\(s\) en attente/ })).toBeInTheDocument();
    const refused = await screen.findByRole('listitem', { name: 'T-M03-2' });
    await userEvent.click(within(refused).getByRole('button', { name: 'Abandonner' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Abandonner la vente' });
    expect(confirm).toHaveTextContent('La vente T-M03-2 sera retirée de cet appareil');
    // Cancelling keeps it.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(await db.outbox.count()).toBe(2);

    await userEvent.click(within(refused).getByRole('button', { name: 'Abandonner' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Abandonner la vente' })).getByRole('button', {
        name: 'Abandonner la vente',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'T-M03-2' })).toBeNull());
    expect((await db.outbox.toArray()).map((entry) => entry.ticket)).toEqual(['T-M03-1']);
    expect(await screen.findByRole('link', { name: /^1 vente\(s\) en attente/ })).toBeInTheDocument();
  });

  it('shows the provisional ticket of a waiting sale, printable', async () => {
    const { user } = await deviceWithTwoSales();
    renderWithSession(user, <PendingSales shopId={3} onCorrect={() => {}} />);
    const waiting = await screen.findByRole('listitem', { name: 'T-M03-1' });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Voir le ticket' }));
    const ticket = screen.getByRole('dialog', { name: 'Ticket provisoire T-M03-1' });
    expect(ticket).toHaveTextContent('Laine mérinos');
    expect(ticket).toHaveTextContent("Vente en attente d'envoi");
    expect(within(ticket).getByRole('button', { name: 'Imprimer' })).toBeVisible();
  });
});
