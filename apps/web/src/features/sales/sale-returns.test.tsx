import {
  type CreditNote,
  creditNotePageSchema,
  creditNoteSchema,
  RETURN_PATHS,
  SALE_PATHS,
  saleDetailSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeResponse, findGridWithRows, preloadPages } from '@/test/utils';
import { callsTo, page, selectShop } from '../entries/entries.test-support';
import { openAsDirection, saleDetail, salesServer } from './sales.test-support';

configure({ asyncUtilTimeout: 5000 });

preloadPages(
  () => import('./sales-page'),
  () => import('./credit-notes-page'),
);

/** A sale of 3 balls at 1 500,00 FCFA to Awa Koné, one already returned. */
const sale = saleDetail({
  items: [
    {
      id: 1,
      article: { id: 11, article_name: 'Laine mohair rose', article_type: 'laine' },
      bain: 'B2417',
      quantite: 3,
      prix_unitaire: 150_000,
      prix_total: 450_000,
      quantite_retournee: 1,
    },
  ],
  total: 450_000,
  retournee: 'partiel',
  retours: [
    {
      id: 4,
      numero_avoir: 'AV-2026-M01-000004',
      date: '2026-11-21T09:00:00.000Z',
      montant: 150_000,
      methode_remboursement: 'especes',
    },
  ],
});

const note: CreditNote = {
  id: 5,
  numero_avoir: 'AV-2026-M01-000005',
  date: '2026-11-22T10:00:00.000Z',
  montant: 150_000,
  methode_remboursement: 'especes',
  reference_remboursement: null,
  vente: { id: 7, numero_facture: 'FAC-2026-M01-000007', date_vente: '2026-11-20T10:30:00.000Z' },
  magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
  client: { id: 3, nom: 'Koné', prenom: 'Awa' },
  utilisateur: { id: 1, username: 'admin' },
  session_caisse: 2,
  lignes: [
    {
      id: 9,
      vente_ligne: 1,
      article: { id: 11, article_name: 'Laine mohair rose', article_type: 'laine' },
      bain: 'B2417',
      quantite: 1,
      prix_unitaire: 150_000,
      prix_total: 150_000,
      etat: 'defectueux',
      motif: 'Fil cassé',
    },
  ],
};

const open = openAsDirection;

describe("a sale's return", () => {
  it('takes the units still returnable, their state and reason, the refund, a confirmation, then shows the credit note', async () => {
    selectShop(1);
    const calls = salesServer([sale], undefined, (call) => {
      if (call.path === `${SALE_PATHS.detail}/7/`) return fakeResponse(saleDetailSchema, sale);
      if (call.path === `${RETURN_PATHS.create}/7/retours/`) return fakeResponse(creditNoteSchema, note, 201);
      if (call.path === `${RETURN_PATHS.creditNote}/5/`) return fakeResponse(creditNoteSchema, note);
      return undefined;
    });
    const { events } = open();
    await events.click(
      await screen.findByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000007' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Détails de la vente' });
    // The detail opens on its loading state; 'Retour' comes with the sale.
    await within(detail).findByRole('article', { name: 'FACTURE FAC-2026-M01-000007' });
    expect(within(detail).getByRole('region', { name: 'Retours et avoirs' })).toHaveTextContent(
      'AV-2026-M01-000004',
    );
    await events.click(within(detail).getByRole('button', { name: 'Retour' }));

    const form = await screen.findByRole('dialog', { name: 'Retour — FAC-2026-M01-000007' });
    expect(form).toHaveTextContent('Vendu : 3 — déjà retourné : 1');
    expect(form).toHaveTextContent('Bain B2417');
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));
    expect(await within(form).findByText('Au moins une ligne doit être retournée')).toBeInTheDocument();

    const quantity = within(form).getByRole('spinbutton', { name: 'Quantité retournée — Laine mohair rose' });
    await events.clear(quantity);
    await events.type(quantity, '3');
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));
    expect(
      await within(form).findByText('Quantité retournée supérieure à la quantité vendue (reste : 2)'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Le motif du retour est obligatoire')).toBeInTheDocument();

    await events.clear(quantity);
    await events.type(quantity, '1');
    await events.type(within(form).getByRole('textbox', { name: 'Motif — Laine mohair rose' }), 'Fil cassé');
    await events.click(within(form).getByRole('radio', { name: 'Défectueux' }));
    const refund = within(form).getByRole('radiogroup', { name: 'Remboursement' });
    expect(within(refund).getByRole('radio', { name: 'Avoir client' })).toBeInTheDocument();
    await events.click(within(refund).getByRole('radio', { name: 'Orange Money' }));
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));
    expect(
      await within(form).findByText('La référence de la transaction est obligatoire'),
    ).toBeInTheDocument();
    await events.click(within(refund).getByRole('radio', { name: 'Espèces' }));
    expect(within(form).getByRole('status', { name: 'Montant de l’avoir' })).toHaveTextContent(
      '1 500,00 FCFA',
    );
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmer le retour ?' });
    expect(confirm).toHaveTextContent(
      'Un avoir de 1 500,00 FCFA sera émis pour la facture FAC-2026-M01-000007',
    );
    expect(callsTo(calls, `${RETURN_PATHS.create}/7/retours/`, 'POST')).toHaveLength(0);
    await events.click(within(confirm).getByRole('button', { name: 'Confirmer le retour' }));

    const shown = await screen.findByRole('dialog', { name: 'Retour enregistré : avoir émis' });
    expect(within(shown).getByRole('article', { name: 'AVOIR AV-2026-M01-000005' })).toHaveTextContent(
      'Facture d’origine : FAC-2026-M01-000007',
    );
    expect(shown).toHaveTextContent('Défectueux : Fil cassé');
    const posted = callsTo(calls, `${RETURN_PATHS.create}/7/retours/`, 'POST');
    expect(posted.map((call) => call.body)).toEqual([
      {
        lignes: [{ ligne: 1, quantite: 1, etat: 'defectueux', motif: 'Fil cassé' }],
        remboursement: { methode: 'especes' },
      },
    ]);
    expect(posted[0]?.headers['Idempotency-Key']).toMatch(/.{16,}/);
    expect(within(shown).getByRole('button', { name: 'Télécharger PDF' })).toBeEnabled();
  });

  it("does not offer 'Avoir client' for a vente libre, nor 'Retour' once everything came back", async () => {
    selectShop(1);
    const libre = saleDetail({ id: 8, numero_facture: 'FAC-2026-M01-000008', client: null });
    const done = saleDetail({
      id: 9,
      numero_facture: 'FAC-2026-M01-000009',
      retournee: 'total',
      items: (saleDetail().items ?? []).map((line) => ({ ...line, quantite_retournee: line.quantite })),
    });
    salesServer([libre, done], undefined, (call) => {
      if (call.path === `${SALE_PATHS.detail}/8/`) return fakeResponse(saleDetailSchema, libre);
      if (call.path === `${SALE_PATHS.detail}/9/`) return fakeResponse(saleDetailSchema, done);
      return undefined;
    });
    const { events } = open();
    const table = await findGridWithRows('Liste des ventes');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Retournée');
    await events.click(
      screen.getByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000008' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Détails de la vente' });
    await within(detail).findByRole('article', { name: 'FACTURE FAC-2026-M01-000008' });
    await events.click(within(detail).getByRole('button', { name: 'Retour' }));
    const form = await screen.findByRole('dialog', { name: 'Retour — FAC-2026-M01-000008' });
    const refund = within(form).getByRole('radiogroup', { name: 'Remboursement' });
    expect(within(refund).queryByRole('radio', { name: 'Avoir client' })).toBeNull();
    await events.click(within(form).getByRole('button', { name: 'Annuler' }));
    // Escape closes the detail once the focus is back in it.
    await waitFor(() => expect(detail).toContainElement(document.activeElement as HTMLElement));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await events.click(
      screen.getByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000009' }),
    );
    const full = await screen.findByRole('dialog', { name: 'Détails de la vente' });
    await within(full).findByRole('article', { name: 'FACTURE FAC-2026-M01-000009' });
    expect(within(full).queryByRole('button', { name: 'Retour' })).toBeNull();
  });
});

describe('/ventes/avoirs', () => {
  it('lists the credit notes of the shop, searched by number in the URL, each one opening', async () => {
    selectShop(1);
    const calls = salesServer([], undefined, (call) => {
      if (call.path === RETURN_PATHS.list) return fakeResponse(creditNotePageSchema, page([note]));
      if (call.path === `${RETURN_PATHS.creditNote}/5/`) return fakeResponse(creditNoteSchema, note);
      return undefined;
    });
    const { events, router } = open('/ventes/avoirs');
    const table = await screen.findByRole('grid', { name: 'Liste des avoirs' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('AV-2026-M01-000005');
    expect(row).toHaveTextContent('FAC-2026-M01-000007');
    expect(row).toHaveTextContent('1 500,00 FCFA');
    expect(callsTo(calls, RETURN_PATHS.list).at(-1)?.query.get('magasin')).toBe('1');

    await events.type(screen.getByRole('searchbox', { name: 'Rechercher un avoir' }), 'AV-2026');
    await waitFor(() => expect(router.state.location.search).toBe('?numero=AV-2026'));
    await waitFor(() =>
      expect(callsTo(calls, RETURN_PATHS.list).at(-1)?.query.get('numero')).toBe('AV-2026'),
    );

    await events.click(screen.getByRole('button', { name: 'Voir l’avoir AV-2026-M01-000005' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avoir' });
    expect(
      await within(dialog).findByRole('article', { name: 'AVOIR AV-2026-M01-000005' }),
    ).toBeInTheDocument();
  });
});
