import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS } from '@/features/offline/offline-texts';
import { directionUser, findGridWithRows, renderSignedIn } from '@/test/utils';
import { selectShop } from '../entries/entries.test-support';
import { saleDetail, salesServer } from './sales.test-support';

// The warning about the device's storage: at the top of the new-sale form, not on /ventes.

beforeAll(async () => {
  // This browser would not promise to keep the device's data.
  Object.defineProperty(window.navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist: async () => false },
  });
  await import('./sales-page');
  await import('./sale-form-dialog');
  // The form's offline side, which the app layer loads at idle.
  await import('@/features/offline/use-offline-sale');
}, 30_000);

async function openForm(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getAllByRole('button', { name: 'Nouvelle vente' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
  // The form has drawn what it asked for (the shop's products).
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Ajouter un article' })).toBeEnabled(),
  );
  return dialog;
}

describe('the storage warning', () => {
  it("shows at the top of the new-sale form, not on /ventes, and 'Compris' puts it away", async () => {
    selectShop(1);
    salesServer([saleDetail()]);
    const events = userEvent.setup();
    renderSignedIn('/ventes', directionUser);
    await findGridWithRows('Liste des ventes');

    let dialog = await openForm(events);
    const warning = await within(dialog).findByText(OFFLINE_TEXTS.storageWarning);
    // Once, in the form: the list under it has none.
    expect(screen.getAllByText(OFFLINE_TEXTS.storageWarning)).toEqual([warning]);
    const body = within(dialog).getByRole('button', { name: 'Ajouter un article' }).closest('form');
    expect(body?.contains(warning)).toBe(true);

    await events.click(within(dialog).getByRole('button', { name: OFFLINE_TEXTS.dismiss }));
    expect(within(dialog).queryByText(OFFLINE_TEXTS.storageWarning)).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle vente' })).toBeNull());

    // Put away on this device: not on the next opening either.
    dialog = await openForm(events);
    expect(within(dialog).getByRole('radio', { name: 'Vente libre' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXTS.storageWarning)).toBeNull();
    expect(screen.queryByRole('button', { name: OFFLINE_TEXTS.dismiss })).toBeNull();
  });
});
