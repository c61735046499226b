import { depositPageSchema, depositSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmedDeposit, depositRecord } from '@/test/deposit.test-support';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  findGridWithRows,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(
  () => import('./deposits-page'),
  () => import('./deposit-confirm-dialog'),
);

const LIST = '/Caisses/depots/';
const CONFIRM = '/Caisses/depots/41/confirmer';

function page(results = [depositRecord(), confirmedDeposit({ id: 40, categorie: 'depot_siege' })]) {
  return fakeResponse(depositPageSchema, {
    count: results.length,
    page: 1,
    page_size: 5,
    total_pages: 1,
    results,
    en_transit: { depot_banque: 2_000_000, depot_siege: 0 },
  });
}

describe('Dépôts', () => {
  it('shows the cash in transit per destination and each deposit with its status and what arrived', async () => {
    fakeRecordingServer([shopsRoute, (call) => (call.path === LIST ? page() : undefined)]);
    renderSignedIn('/depots', directionUser);
    const grid = await findGridWithRows('Liste des dépôts');
    const transit = screen.getByRole('region', { name: 'Espèces en transit' });
    expect(within(transit).getByText('Attendues à la banque').nextSibling).toHaveTextContent(
      '20 000,00 FCFA',
    );
    expect(within(transit).getByText('Attendues au siège').nextSibling).toHaveTextContent('0,00 FCFA');
    const inTransit = within(grid).getAllByRole('row')[1] as HTMLElement;
    expect(inTransit).toHaveTextContent('Banque');
    expect(inTransit).toHaveTextContent('En transit');
    const confirmed = within(grid).getAllByRole('row')[2] as HTMLElement;
    expect(confirmed).toHaveTextContent('19 900,00 FCFA le 03/03/2026, bordereau BRD-0042');
    expect(confirmed).toHaveTextContent('Écart : -100,00 FCFA');
    expect(confirmed).toHaveTextContent('Billet déchiré refusé');
    expect(within(grid).getAllByRole('button', { name: /^Confirmer le dépôt/ })).toHaveLength(1);
  });

  it('confirms a deposit: a different amount wants a comment, then the confirmation goes with its key', async () => {
    let attempt = 0;
    const calls = fakeRecordingServer([
      shopsRoute,
      (call) => {
        if (call.path !== CONFIRM) return undefined;
        attempt += 1;
        if (attempt === 1) return errorResponse(409, { detail: 'Ce dépôt est déjà confirmé' });
        return fakeResponse(depositSchema, confirmedDeposit());
      },
      (call) => (call.path === LIST ? page() : undefined),
    ]);
    const events = userEvent.setup();
    renderSignedIn('/depots', directionUser);
    const grid = await findGridWithRows('Liste des dépôts');
    await events.click(
      within(grid).getByRole('button', { name: /^Confirmer le dépôt \(Banque\) de Boutique Yopougon/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer le dépôt' });
    const amount = within(dialog).getByRole('textbox', { name: /Montant reçu/ });
    expect(amount).toHaveValue('20000,00');
    await events.clear(amount);
    await events.type(amount, '19900');
    await events.type(within(dialog).getByRole('textbox', { name: /Référence du bordereau/ }), 'BRD-0042');
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(
      await within(dialog).findAllByText(
        'Un commentaire est obligatoire quand le montant reçu diffère du montant déposé',
      ),
    ).not.toHaveLength(0);
    expect(callsTo(calls, CONFIRM, 'POST')).toHaveLength(0);

    await events.type(within(dialog).getByRole('textbox', { name: /Commentaire/ }), 'Billet déchiré refusé');
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByText('Ce dépôt est déjà confirmé')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Dépôt confirmé (Banque, Boutique Yopougon) : 19 900,00 FCFA reçus'),
    ).toBeInTheDocument();

    const posts = callsTo(calls, CONFIRM, 'POST');
    expect(posts[1]?.body).toEqual({
      montant_recu: 1_990_000,
      reference_bordereau: 'BRD-0042',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      commentaire: 'Billet déchiré refusé',
    });
    expect(posts[1]?.headers['Idempotency-Key']).not.toBe(posts[0]?.headers['Idempotency-Key']);
  });

  it("lists a gerant's deposits without the confirm button, and filters by status", async () => {
    const calls = fakeRecordingServer([
      shopsRoute,
      (call) => (call.path === LIST ? page([depositRecord()]) : undefined),
    ]);
    const events = userEvent.setup();
    renderSignedIn('/depots', gerantUser);
    const grid = await findGridWithRows('Liste des dépôts');
    expect(within(grid).queryByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Statut/ }));
    await events.click(await screen.findByRole('option', { name: 'Confirmé' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.query.get('statut')).toBe('confirme'));
  });
});
