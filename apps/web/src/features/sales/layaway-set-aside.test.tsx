import { LAYAWAY_MESSAGES, LAYAWAY_PATHS } from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportServerAnswer } from '@/lib/connection-state';
import { callsTo, selectShop } from '../entries/entries.test-support';
import { loadSalesPage, openAsDirection, openNewSale, salesServer } from './sales.test-support';

configure({ asyncUtilTimeout: 5000 });

beforeAll(loadSalesPage, 30_000);
afterEach(() => reportServerAnswer(true));

describe("the new sale's 'Mettre de côté'", () => {
  it('turns the payment block into the deposit: no credit, a due date, what is left at pickup', async () => {
    selectShop(1);
    const calls = salesServer([]);
    const { events } = openAsDirection();
    const sale = await openNewSale(events, 2);
    await events.click(within(sale).getByRole('button', { name: 'Mettre de côté' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle mise de côté' });
    const deposit = within(dialog).getByRole('group', { name: 'Acompte' });
    expect(
      within(deposit)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Espèces', 'Orange Money', 'Wave', 'MTN MoMo', 'Moov Money']);
    expect(within(dialog).getByLabelText(/^Échéance/)).not.toHaveValue('');
    await events.type(within(deposit).getByRole('textbox', { name: 'Montant' }), '1 000');
    expect(within(dialog).getByRole('status', { name: 'Reste à payer au retrait' })).toHaveTextContent(
      '2 000,00 FCFA',
    );

    // A vente libre cannot be set aside: the client is asked for, nothing is sent.
    await events.click(within(dialog).getByRole('button', { name: 'Mettre de côté' }));
    expect(await within(dialog).findByText(LAYAWAY_MESSAGES.clientRequired)).toBeInTheDocument();
    expect(callsTo(calls, LAYAWAY_PATHS.list, 'POST')).toEqual([]);

    // Back to the sale: paid in full again.
    await events.click(within(dialog).getByRole('button', { name: 'Revenir à la vente' }));
    const back = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
    expect(within(back).getByRole('status', { name: 'Reste à payer' })).toHaveTextContent('0,00 FCFA');
  });

  it('is disabled offline, and says why', async () => {
    selectShop(1);
    salesServer([]);
    const { events } = openAsDirection();
    const sale = await openNewSale(events, 1);
    reportServerAnswer(false);
    expect(await within(sale).findByRole('button', { name: 'Mettre de côté' })).toBeDisabled();
    expect(within(sale).getByText(new RegExp(LAYAWAY_MESSAGES.networkRequired))).toBeInTheDocument();
  });
});
