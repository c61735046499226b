import { PAYMENT_MESSAGES, SALE_PATHS, saleDetailSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, fakeResponse, findGridWithRows } from '@/test/utils';
import { callsTo, selectShop } from '../entries/entries.test-support';
import { loadSalesPage, openAsDirection, openNewSale, saleDetail, salesServer } from './sales.test-support';

configure({ asyncUtilTimeout: 5000 });

beforeAll(loadSalesPage, 30_000);

const open = openAsDirection;

const newSale = openNewSale;

const created = () => fakeResponse(saleDetailSchema, saleDetail({ client: null }), 201);

describe('the new sale: its payment', () => {
  it('takes one cash payment of the total by default and shows the change live', async () => {
    selectShop(1);
    const calls = salesServer([], created);
    const { events } = open();
    const dialog = await newSale(events, 2);
    const payment = within(dialog).getByRole('group', { name: 'Paiement' });
    const methods = within(payment).getByRole('radiogroup', { name: 'Mode de paiement' });
    expect(within(methods).getByRole('radio', { name: 'Espèces' })).toBeChecked();
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Espèces', 'Orange Money', 'Wave', 'MTN MoMo', 'Moov Money', 'À crédit']);
    // A vente libre can't be bought on credit.
    expect(within(methods).getByRole('radio', { name: 'À crédit' })).toBeDisabled();
    expect(within(payment).getByRole('textbox', { name: 'Montant' })).toHaveValue('3000');
    expect(within(dialog).getByRole('status', { name: 'Reste à payer' })).toHaveTextContent('0,00 FCFA');
    expect(within(payment).getByRole('status', { name: 'Monnaie à rendre' })).toHaveTextContent('0,00 FCFA');

    await events.type(within(payment).getByRole('textbox', { name: 'Montant reçu' }), '5 000');
    expect(within(payment).getByRole('status', { name: 'Monnaie à rendre' })).toHaveTextContent(
      '2 000,00 FCFA',
    );
    await events.clear(within(payment).getByRole('textbox', { name: 'Montant reçu' }));
    await events.type(within(payment).getByRole('textbox', { name: 'Montant reçu' }), '3500,50');
    expect(within(payment).getByRole('status', { name: 'Monnaie à rendre' })).toHaveTextContent(
      '500,50 FCFA',
    );

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').map((call) => call.body)).toEqual([
      {
        client: null,
        magasin: 1,
        articles: [{ article: 11, quantite: 2, bain: 'B2417' }],
        paiements: [{ methode: 'especes', montant: 300_000, montant_recu: 350_050 }],
      },
    ]);
  });

  it('refuses too little cash before sending', async () => {
    selectShop(1);
    const calls = salesServer([], created);
    const { events } = open();
    const dialog = await newSale(events);
    await events.type(within(dialog).getByRole('textbox', { name: 'Montant reçu' }), '1000');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.cashTooLow)).toBeInTheDocument();
    expect(callsTo(calls, SALE_PATHS.create, 'POST')).toEqual([]);
  });

  it("splits between cash and Orange Money, the reference required before sending, 'Reste à payer' in sight", async () => {
    selectShop(1);
    const calls = salesServer([], created);
    const { events } = open();
    const dialog = await newSale(events, 2);
    const payment = within(dialog).getByRole('group', { name: 'Paiement' });
    const remaining = within(dialog).getByRole('status', { name: 'Reste à payer' });

    // The first payment typed lower: the rest is to pay, and the sale is not sent.
    const first = within(payment).getByRole('textbox', { name: 'Montant' });
    await events.clear(first);
    await events.type(first, '1 000');
    expect(remaining).toHaveTextContent('2 000,00 FCFA');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.sumMismatch)).toBeInTheDocument();

    await events.click(within(payment).getByRole('button', { name: 'Ajouter un paiement' }));
    const second = within(payment).getByRole('radiogroup', { name: 'Mode de paiement 2' });
    await events.click(within(second).getByRole('radio', { name: 'Orange Money' }));
    await events.type(within(payment).getByRole('textbox', { name: 'Montant 2' }), '2000');
    expect(remaining).toHaveTextContent('0,00 FCFA');
    expect(within(payment).queryByRole('textbox', { name: 'Montant reçu 2' })).toBeNull();

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(callsTo(calls, SALE_PATHS.create, 'POST')).toEqual([]);

    await events.type(
      within(payment).getByRole('textbox', { name: 'Référence de la transaction 2' }),
      ' OM-240518 ',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').map((call) => call.body)).toEqual([
      {
        client: null,
        magasin: 1,
        articles: [{ article: 11, quantite: 2, bain: 'B2417' }],
        paiements: [
          { methode: 'especes', montant: 100_000, montant_recu: 100_000 },
          { methode: 'orange_money', montant: 200_000, reference: 'OM-240518' },
        ],
      },
    ]);
  });

  it('lets the first payment take the rest of a split, and the whole total again when alone', async () => {
    selectShop(1);
    salesServer([], created);
    const { events } = open();
    const dialog = await newSale(events, 2);
    const payment = within(dialog).getByRole('group', { name: 'Paiement' });
    await events.click(within(payment).getByRole('button', { name: 'Ajouter un paiement' }));
    await events.click(
      within(within(payment).getByRole('radiogroup', { name: 'Mode de paiement 2' })).getByRole('radio', {
        name: 'Wave',
      }),
    );
    await events.type(within(payment).getByRole('textbox', { name: 'Montant 2' }), '500');
    expect(within(payment).getByRole('textbox', { name: 'Montant 1' })).toHaveValue('2500');
    expect(within(dialog).getByRole('status', { name: 'Reste à payer' })).toHaveTextContent('0,00 FCFA');

    await events.click(within(payment).getByRole('button', { name: 'Retirer le paiement 2' }));
    expect(within(payment).getByRole('textbox', { name: 'Montant' })).toHaveValue('3000');
    expect(within(payment).queryByRole('button', { name: /Retirer le paiement/ })).toBeNull();
  });

  it('is chosen with the keyboard: arrows move between methods', async () => {
    selectShop(1);
    salesServer([], created);
    const { events } = open();
    const dialog = await newSale(events);
    const methods = within(dialog).getByRole('radiogroup', { name: 'Mode de paiement' });
    within(methods).getByRole('radio', { name: 'Espèces' }).focus();
    await events.keyboard('{ArrowRight}');
    expect(within(methods).getByRole('radio', { name: 'Orange Money' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Référence de la transaction' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a reused reference in the error alert", async () => {
    selectShop(1);
    salesServer([], () =>
      errorResponse(409, { detail: 'Référence déjà utilisée pour la facture FAC-2026-M01-000003' }),
    );
    const { events } = open();
    const dialog = await newSale(events);
    await events.click(within(dialog).getByRole('radio', { name: 'Wave' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Référence de la transaction' }), 'W-1');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la création de la vente: Référence déjà utilisée pour la facture FAC-2026-M01-000003',
    );
  });
});

describe('how a sale was paid', () => {
  const split = saleDetail({
    id: 8,
    numero_facture: 'FAC-2026-M01-000008',
    modes_paiement: ['especes', 'orange_money'],
    paiements: [
      {
        id: 2,
        methode: 'especes',
        montant: 100_000,
        montant_recu: 200_000,
        monnaie_rendue: 100_000,
        reference: null,
      },
      {
        id: 3,
        methode: 'orange_money',
        montant: 200_000,
        montant_recu: null,
        monnaie_rendue: 0,
        reference: 'OM-240518',
      },
    ],
    monnaie_rendue: 100_000,
  });
  const old = saleDetail({ id: 9, numero_facture: 'FAC-2026-M01-000009', modes_paiement: [], paiements: [] });

  it("lists the methods of each sale, 'Non renseigné' for a sale without payments", async () => {
    selectShop(1);
    salesServer([split, old]);
    open();
    const table = await findGridWithRows('Liste des ventes');
    expect(within(table).getByRole('columnheader', { name: 'Paiement' })).toBeInTheDocument();
    const [, splitRow, oldRow] = within(table).getAllByRole('row');
    expect(splitRow).toHaveTextContent('EspècesOrange Money');
    expect(oldRow).toHaveTextContent('Non renseigné');
  });

  it('shows each payment in the detail: method, amount, received, change, reference', async () => {
    selectShop(1);
    salesServer([split, old], undefined, (call) => {
      if (call.path === `${SALE_PATHS.detail}/8/`) return fakeResponse(saleDetailSchema, split);
      if (call.path === `${SALE_PATHS.detail}/9/`) return fakeResponse(saleDetailSchema, old);
      return undefined;
    });
    const { events } = open();
    await events.click(
      await screen.findByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000008' }),
    );
    const invoice = await screen.findByRole('article', { name: 'FACTURE FAC-2026-M01-000008' });
    const paid = within(invoice).getByRole('region', { name: 'Paiement' });
    const [cash, mobile] = within(paid).getAllByRole('listitem');
    expect(cash).toHaveTextContent('Espèces1 000,00 FCFA');
    expect(cash).toHaveTextContent('Montant reçu : 2 000,00 FCFA');
    expect(cash).toHaveTextContent('Monnaie rendue : 1 000,00 FCFA');
    expect(mobile).toHaveTextContent('Orange Money2 000,00 FCFA');
    expect(mobile).toHaveTextContent('Référence : OM-240518');
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await events.click(
      screen.getByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000009' }),
    );
    const oldInvoice = await screen.findByRole('article', { name: 'FACTURE FAC-2026-M01-000009' });
    expect(within(oldInvoice).getByRole('region', { name: 'Paiement' })).toHaveTextContent('Non renseigné');
  });

  it("filters by 'Mode de paiement' from the advanced search: URL, badge, page 1", async () => {
    selectShop(1);
    const calls = salesServer([split]);
    const { events, router } = open('/ventes?page=2');
    await screen.findByRole('grid', { name: 'Liste des ventes' });
    await events.click(screen.getByRole('button', { name: 'Recherche avancée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recherche avancée' });
    await events.click(within(dialog).getByRole('button', { name: /Mode de paiement/ }));
    await events.click(await screen.findByRole('option', { name: 'Orange Money' }));
    await events.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(router.state.location.search).toBe('?mode_paiement=orange_money');
    expect(screen.getByRole('img', { name: '1 filtre actif' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, SALE_PATHS.listAll).at(-1)?.query.get('mode_paiement')).toBe('orange_money'),
    );
    expect(callsTo(calls, SALE_PATHS.listAll).at(-1)?.query.get('page')).toBe('1');

    // 'Tous les modes' removes the filter again.
    await events.click(screen.getByRole('button', { name: /^Recherche avancée/ }));
    const again = await screen.findByRole('dialog', { name: 'Recherche avancée' });
    await events.click(within(again).getByRole('button', { name: /Mode de paiement/ }));
    await events.click(await screen.findByRole('option', { name: 'Tous les modes' }));
    await events.click(within(again).getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
