import { approvalSchema, DISCOUNT_PATHS, stockAlertsPageSchema } from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { pendingApproval } from '@/features/discounts/discounts.test-support';
import {
  alertsPage,
  type Call,
  callsTo,
  fakeStockServer,
  lowStockItem,
} from '@/features/stock/stock.test-support';
import { directionUser, fakeResponse, renderSignedIn } from '@/test/utils';
import { ALERT_COUNT_REFRESH_MS } from './notifications-button';

const ALERTS = '/Magasins/articles-niveau-seuil';
const items = Array.from({ length: 7 }, (_, index) =>
  lowStockItem({ id: index + 1, nom: `Laine ${index + 1}`, statut: index === 0 ? 'Critique' : 'Attention' }),
);

function openHome() {
  renderSignedIn('/profil', directionUser);
  return userEvent.setup();
}

function countCalls(calls: Call[]) {
  return callsTo(calls, ALERTS).filter((call) => call.query.get('page_size') === '1');
}

afterEach(() => vi.useRealTimers());

describe('NotificationsButton', () => {
  it('says how many stock alerts are active and lists the first ones, linking to /statistiques', async () => {
    const calls = fakeStockServer((call) => {
      if (call.path !== ALERTS) return undefined;
      const size = Number(call.query.get('page_size'));
      return fakeResponse(stockAlertsPageSchema, alertsPage(items.slice(0, size), { count: items.length }));
    });
    const events = openHome();
    const button = await screen.findByRole('button', { name: 'Notifications : 7 alertes de stock' });
    expect(button).toHaveTextContent('7');
    expect(countCalls(calls)[0]?.query.has('magasin')).toBe(false);

    await events.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('7 alertes de stock actives')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText('et 2 autres')).toBeInTheDocument();
    const first = within(dialog).getByRole('link', { name: /Laine 1/ });
    expect(first).toHaveTextContent('Critique');
    expect(first).toHaveAttribute('href', '/statistiques');
    await events.click(within(dialog).getByRole('link', { name: 'Voir toutes les alertes' }));
    expect(await screen.findByRole('heading', { name: 'Statistiques', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('shows no count and no alert when the stock is healthy', async () => {
    fakeStockServer((call) =>
      call.path === ALERTS ? fakeResponse(stockAlertsPageSchema, alertsPage([])) : undefined,
    );
    const events = openHome();
    const button = await screen.findByRole('button', { name: 'Notifications' });
    await events.click(button);
    expect(await screen.findByText('Aucune nouvelle notification')).toBeInTheDocument();
  });

  it('asks for the count again every few minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    const calls = fakeStockServer((call) =>
      call.path === ALERTS
        ? fakeResponse(stockAlertsPageSchema, alertsPage(items.slice(0, 1), { count }))
        : undefined,
    );
    openHome();
    await screen.findByRole('button', { name: 'Notifications : 1 alerte de stock' });
    const before = countCalls(calls).length;
    count = 3;
    await vi.advanceTimersByTimeAsync(ALERT_COUNT_REFRESH_MS + 1000);
    expect(
      await screen.findByRole('button', { name: 'Notifications : 3 alertes de stock' }),
    ).toBeInTheDocument();
    expect(countCalls(calls).length).toBeGreaterThan(before);
  });
});

describe('NotificationsButton: the discount approvals waiting, for direction', () => {
  it('counts them in the badge, lists them with the shop, who, the amount and percentage, and accepts one', async () => {
    let waiting = [pendingApproval()];
    const calls = fakeStockServer((call) => {
      if (call.path === ALERTS) return fakeResponse(stockAlertsPageSchema, alertsPage([]));
      if (call.path === DISCOUNT_PATHS.approvals) return fakeResponse(z.array(approvalSchema), waiting);
      if (call.path === DISCOUNT_PATHS.accept(41)) {
        waiting = [];
        return fakeResponse(approvalSchema, pendingApproval({ statut: 'acceptee' }));
      }
      return undefined;
    });
    const events = openHome();
    const button = await screen.findByRole('button', {
      name: 'Notifications : 1 accord de remise en attente',
    });
    expect(button).toHaveTextContent('1');
    expect(callsTo(calls, DISCOUNT_PATHS.approvals)[0]?.query.get('statut')).toBe('en_attente');

    await events.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const approvals = await within(dialog).findByRole('region', { name: 'Accords de remise' });
    expect(approvals).toHaveTextContent('koffi · Boutique Yopougon');
    expect(approvals).toHaveTextContent('Remise de 1 000,00 FCFA (33,33 % du ticket)');
    expect(approvals).toHaveTextContent('Sous le prix de revient');
    expect(within(dialog).queryByText('Aucune nouvelle notification')).toBeNull();

    await events.click(within(approvals).getByRole('button', { name: 'Accepter la remise de koffi' }));
    expect(await within(dialog).findByText('Aucune nouvelle notification')).toBeInTheDocument();
    expect(callsTo(calls, DISCOUNT_PATHS.accept(41), 'POST')).toHaveLength(1);
    await events.keyboard('{Escape}');
    // The focus comes back once the dialog has closed, and the bell loses its count once the
    // approvals are asked again: on a busy machine (the whole suite running) more than a second.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(), {
      timeout: 5_000,
    });
  });
});
