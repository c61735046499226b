import {
  clientSchema,
  nationalityOptionSchema,
  type PriceListSummary,
  paginatedSchema,
  priceListSummarySchema,
} from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { SessionProvider } from '@/lib/session';
import {
  createTestQueryClient,
  directionUser,
  errorResponse,
  fakeResponse,
  fakeSessionStore,
  gerantUser,
  mockFetch,
  signedIn,
} from '@/test/utils';
import { ClientFormDialog } from './client-form-dialog';
import { ClientProfileCard } from './client-profile-card';
import { clientAwa } from './clients.test-support';

/** A client's 'Tarif': direction chooses it in the form, the profile names it. */

const list = (id: number, nom: string, pourTous = false): PriceListSummary => ({
  id,
  nom,
  active: true,
  pour_tous: pourTous,
  magasins: [],
  du: null,
  au: null,
  types: [],
  nb_articles: 1,
  clients: 0,
  date_creation: '2026-11-01T10:00:00.000Z',
});

const LISTS = [list(3, 'Grossiste'), list(4, 'Revendeuse'), list(5, 'Noël', true)];

function fakeServer() {
  const writes: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (url.startsWith('/Tarifs/'))
      return fakeResponse(paginatedSchema(priceListSummarySchema), {
        count: 3,
        page: 1,
        page_size: 200,
        total_pages: 1,
        results: LISTS,
      });
    if (url.startsWith('/Clients/nationalites')) return fakeResponse(z.array(nationalityOptionSchema), []);
    if (init?.method === 'PUT') {
      writes.push({ url, body: JSON.parse(String(init.body)) });
      return fakeResponse(clientSchema, clientAwa({ tarif: 4 }));
    }
    return errorResponse(404, { detail: 'inconnu' });
  });
  return writes;
}

function renderForm(user = directionUser) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider store={fakeSessionStore(signedIn(user))}>
        <ClientFormDialog client={clientAwa()} onClose={onClose} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { onClose, events: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe("a client's price list", () => {
  it('direction gives one in the form: the lists for everyone are not offered; only a change is sent', async () => {
    const writes = fakeServer();
    const { events, dialog, onClose } = renderForm();
    const select = within(dialog).getByRole('button', { name: /Tarif/ });
    await waitFor(() => expect(select).toBeEnabled());
    await events.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Aucun (prix du catalogue)',
      'Grossiste',
      'Revendeuse',
    ]);
    await events.click(screen.getByRole('option', { name: 'Revendeuse' }));
    await events.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes[0]?.url).toBe('/Clients/clients-particuliers/edit/7');
    expect(writes[0]?.body).toMatchObject({ tarif: 4 });
  });

  it("a gerant's form has no 'Tarif' and sends none", async () => {
    const writes = fakeServer();
    const { events, dialog, onClose } = renderForm(gerantUser);
    expect(within(dialog).queryByRole('button', { name: /Tarif/ })).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes[0]?.body).not.toHaveProperty('tarif');
  });

  it('the profile names it, or says the catalogue price applies', async () => {
    fakeServer();
    const { rerender } = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ClientProfileCard client={clientAwa({ tarif: 4 })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Revendeuse')).toBeVisible();
    rerender(
      <QueryClientProvider client={createTestQueryClient()}>
        <ClientProfileCard client={clientAwa({ tarif: null })} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Aucun (prix du catalogue)')).toBeVisible();
  });
});
