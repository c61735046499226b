import {
  approvalSchema,
  DISCOUNT_PATHS,
  myDiscountCapSchema,
  SALE_PATHS,
  saleDetailSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { checked, errorResponse, fakeResponse, gerantUser, renderSignedIn } from '@/test/utils';
import { type Call, callsTo, selectShop } from '../entries/entries.test-support';
import {
  loadSalesPage,
  openAsDirection,
  openNewSale,
  saleDetail,
  salesServer,
  storeProducts,
} from './sales.test-support';

configure({ asyncUtilTimeout: 8000 });

beforeAll(loadSalesPage, 30_000);

const created = () => fakeResponse(saleDetailSchema, saleDetail({ client: null }), 201);

/** The shop's products for shop 2 too (the gérant's), and the seller's cap. */
const discountRoutes = (cap: number | null, more?: (call: Call) => Response | undefined) => (call: Call) => {
  if (call.path === DISCOUNT_PATHS.myCap) return fakeResponse(myDiscountCapSchema, { plafond: cap });
  return more?.(call);
};

const newSale = (events: ReturnType<typeof userEvent.setup>) => openNewSale(events, 2);

async function pickMotif(
  events: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: RegExp,
  motif: string,
) {
  await events.click(within(scope).getByRole('button', { name: label }));
  await events.click(await screen.findByRole('option', { name: motif }));
}

const approval = (statut: 'en_attente' | 'acceptee' | 'refusee') =>
  checked(approvalSchema, {
    id: 41,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    demandeur: { id: 2, username: 'koffi' },
    statut,
    montant_ticket: 300_000,
    montant_remise: 100_000,
    pourcentage: 33.33,
    sous_le_cout: false,
    note: null,
    created_at: '2026-11-20T10:00:00.000Z',
    decidee_par: statut === 'en_attente' ? null : { id: 1, username: 'admin' },
    decidee_at: statut === 'en_attente' ? null : '2026-11-20T10:01:00.000Z',
    valable_jusqu_a: statut === 'acceptee' ? '2026-11-20T10:16:00.000Z' : null,
    vente: null,
  });

describe('the new sale: discounts', () => {
  it("takes a line's discount in %, with its motif, and shows price, discount and net; the payment follows the net", async () => {
    selectShop(1);
    const calls = salesServer([], created, discountRoutes(null));
    const { events } = openAsDirection();
    const dialog = await newSale(events);
    await events.click(within(dialog).getByRole('button', { name: 'Remise (article 1)' }));
    const editor = await screen.findByRole('dialog', { name: 'Remise — Laine mohair rose' });
    await events.type(within(editor).getByRole('textbox', { name: /Pourcentage/ }), '10');
    expect(within(editor).getByRole('status')).toHaveTextContent(
      'Remise : −300,00 FCFA · Net : 2 700,00 FCFA',
    );
    // No motif yet: the editor says so and keeps the line as it was.
    await events.click(within(editor).getByRole('button', { name: 'Appliquer' }));
    expect(await within(editor).findByText('Le motif de la remise est requis')).toBeInTheDocument();
    await pickMotif(events, editor, /Motif/, 'Négociation');
    await events.click(within(editor).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Remise —/ })).toBeNull());

    expect(within(dialog).getByRole('button', { name: 'Remise −10 % (article 1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Sous-total' })).toHaveTextContent('3 000,00 FCFA');
    expect(within(dialog).getByRole('status', { name: 'Remises accordées' })).toHaveTextContent(
      '−300,00 FCFA',
    );
    expect(within(dialog).getByRole('status', { name: 'Total' })).toHaveTextContent('2 700,00 FCFA');
    expect(within(dialog).getByText('Net').nextElementSibling).toHaveTextContent('2 700,00 FCFA');
    expect(within(dialog).getByRole('textbox', { name: 'Montant' })).toHaveValue('2700');

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').map((call) => call.body)).toEqual([
      {
        client: null,
        magasin: 1,
        articles: [
          {
            article: 11,
            quantite: 2,
            bain: 'B2417',
            remise: { type: 'pourcentage', valeur: 10, motif: 'negociation', motif_texte: null },
          },
        ],
        paiements: [{ methode: 'especes', montant: 270_000, montant_recu: 270_000 }],
      },
    ]);
  });

  it("takes a ticket discount in FCFA, 'Autre' asking for its text, spread into the net total", async () => {
    selectShop(1);
    const calls = salesServer([], created, discountRoutes(null));
    const { events } = openAsDirection();
    const dialog = await newSale(events);
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter une remise globale' }));
    await events.type(within(dialog).getByRole('textbox', { name: /Montant de la remise globale/ }), '500');
    await pickMotif(events, dialog, /Motif de la remise globale/, 'Autre');
    expect(within(dialog).getByRole('status', { name: 'Total' })).toHaveTextContent('2 500,00 FCFA');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByText('Précisez le motif de la remise')).toBeInTheDocument();
    expect(callsTo(calls, SALE_PATHS.create, 'POST')).toEqual([]);

    await events.type(
      within(dialog).getByRole('textbox', { name: /Précisez le motif de la remise globale/ }),
      'Fidélité',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').map((call) => call.body)).toEqual([
      {
        client: null,
        magasin: 1,
        articles: [{ article: 11, quantite: 2, bain: 'B2417' }],
        paiements: [{ methode: 'especes', montant: 250_000, montant_recu: 250_000 }],
        remise_ticket: { montant: 50_000, motif: 'autre', motif_texte: 'Fidélité' },
      },
    ]);
  });
});

describe("the new sale: a gérant's discount over the cap", () => {
  /** The gérant's shop (2) sells the same wool. */
  function gerantServer(more: (call: Call) => Response | undefined) {
    selectShop(2);
    return salesServer(
      [],
      undefined,
      discountRoutes(10, (call) =>
        call.path === `${SALE_PATHS.storeProducts}/2/`
          ? fakeResponse(storeProductsSchema, storeProducts)
          : more(call),
      ),
    );
  }

  async function overCapSale() {
    const events = userEvent.setup();
    renderSignedIn('/ventes', gerantUser);
    const dialog = await newSale(events);
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter une remise globale' }));
    await events.type(within(dialog).getByRole('textbox', { name: /Montant de la remise globale/ }), '1000');
    await pickMotif(events, dialog, /Motif de la remise globale/, 'Client fidèle');
    return { events, dialog };
  }

  it('asks direction, waits, and sends the sale with the approval once accepted', async () => {
    let reads = 0;
    const calls = gerantServer((call) => {
      if (call.path === DISCOUNT_PATHS.approvals && call.method === 'POST')
        return fakeResponse(approvalSchema, approval('en_attente'), 201);
      if (call.path === DISCOUNT_PATHS.approval(41)) {
        reads += 1;
        return fakeResponse(approvalSchema, approval(reads > 1 ? 'acceptee' : 'en_attente'));
      }
      if (call.path === SALE_PATHS.create) return created();
      return undefined;
    });
    const { events, dialog } = await overCapSale();
    expect(
      await within(dialog).findByText(
        'Remise au-delà de votre plafond (10 %) : accord de la direction requis',
      ),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Demander un accord' }));
    expect(await within(dialog).findByText('En attente de la direction…')).toBeInTheDocument();
    expect(callsTo(calls, DISCOUNT_PATHS.approvals, 'POST').map((call) => call.body)).toEqual([
      {
        magasin: 2,
        client: null,
        articles: [{ article: 11, quantite: 2 }],
        remise_ticket: { montant: 100_000, motif: 'client_fidele', motif_texte: null },
      },
    ]);
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' }, { timeout: 10_000 });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ accord_remise: 41, magasin: 2 }),
    ]);
  }, 30_000);

  it("shows the server's refusal, keeps what was typed, and sends the code direction gave", async () => {
    const refusal = 'Remise sous le prix de revient : accord de la direction requis';
    const calls = gerantServer((call) => {
      if (call.path !== SALE_PATHS.create) return undefined;
      const body = call.body as { code_remise?: unknown };
      return body.code_remise ? created() : errorResponse(403, { detail: refusal });
    });
    const { events, dialog } = await overCapSale();
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Montant de la remise globale/ })).toHaveValue('1000');

    await events.click(within(dialog).getByRole('button', { name: 'Saisir un code' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Code à 6 chiffres' }), '12345');
    await events.type(within(dialog).getByRole('textbox', { name: /Montant maximal accordé/ }), '1000');
    await events.click(within(dialog).getByRole('button', { name: 'Utiliser ce code' }));
    expect(await within(dialog).findByText('Le code de remise compte 6 chiffres')).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: 'Code à 6 chiffres' }), '6');
    await events.click(within(dialog).getByRole('button', { name: 'Utiliser ce code' }));
    expect(within(dialog).getByText(/Code 123456 saisi/)).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(callsTo(calls, SALE_PATHS.create, 'POST').at(-1)?.body).toMatchObject({
      code_remise: { code: '123456', montant_max: 100_000 },
      remise_ticket: { montant: 100_000, motif: 'client_fidele', motif_texte: null },
    });
  }, 30_000);
});
