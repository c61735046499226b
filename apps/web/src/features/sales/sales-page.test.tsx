import { SALE_PATHS, type SaleDetail, saleDetailSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { directionUser, errorResponse, fakeResponse, findGridWithRows, renderSignedIn } from '@/test/utils';
import { callsTo, selectShop } from '../entries/entries.test-support';
import { loadSalesPage, openAsDirection, saleDetail, salesServer } from './sales.test-support';

configure({ asyncUtilTimeout: 5000 });

beforeAll(loadSalesPage, 30_000);

/** A sale of 2 × 1 500,00 FCFA not yet paid. */
const sale = (overrides: Partial<SaleDetail> = {}): SaleDetail =>
  saleDetail({ modes_paiement: [], paiements: [], monnaie_rendue: 0, session_caisse: null, ...overrides });

const server = salesServer;
const open = () => openAsDirection().events;

describe('/ventes', () => {
  it("lists the shop's sales, 5 per page, with 'Vente libre' in italics and the status badges", async () => {
    selectShop(1);
    const calls = server([sale(), sale({ id: 8, numero_facture: 'FAC-2026-M01-000008', client: null })]);
    open();
    const table = await findGridWithRows('Liste des ventes');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Awa Koné');
    expect(rows[1]).toHaveTextContent('Client enregistré');
    expect(rows[1]).toHaveTextContent('3 000,00 FCFA');
    expect(within(rows[2] as HTMLElement).getAllByText('Vente libre')[0]?.tagName).toBe('EM');
    expect(screen.getByText('2 résultat(s)')).toBeInTheDocument();
    const [list] = callsTo(calls, SALE_PATHS.listAll);
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ page: '1', page_size: '5', magasin: '1' });
  });

  it('asks for a shop before a new sale when none is selected', async () => {
    window.localStorage.clear();
    server([]);
    const events = open();
    await screen.findByText('Aucune vente');
    await events.click(screen.getAllByRole('button', { name: 'Nouvelle vente' })[0] as HTMLElement);
    expect(
      await screen.findByText("Veuillez sélectionner un magasin avant d'ajouter une vente."),
    ).toBeInTheDocument();
  });

  it('records a vente libre with one key per opening, retried after a refusal, then shows the invoice', async () => {
    selectShop(1);
    let attempts = 0;
    const calls = server([], () => {
      attempts += 1;
      return attempts === 1
        ? errorResponse(409, { detail: 'Stock insuffisant (disponible: 0)' })
        : fakeResponse(saleDetailSchema, sale({ client: null }), 201);
    });
    const events = open();
    await screen.findByText('Aucune vente');
    await events.click(screen.getAllByRole('button', { name: 'Nouvelle vente' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
    await events.click(within(dialog).getByRole('radio', { name: 'Vente libre' }));
    const add = within(dialog).getByRole('button', { name: 'Ajouter un article' });
    // Disabled until the shop's products have loaded.
    await waitFor(() => expect(add).toBeEnabled());
    await events.click(add);
    // The new line's product field takes the focus, its product marked as the one given by default.
    const product = within(dialog).getByRole('combobox', { name: /Produit 1/ });
    expect(product).toHaveFocus();
    expect(product).toHaveValue('Laine mohair rose');
    expect(product).toHaveAccessibleDescription('Par défaut');
    expect(within(dialog).getByRole('spinbutton', { name: /Quantité 1/ })).toHaveValue(1);
    // A wool line starts from its lot with most stock, and says what that lot holds.
    expect(within(dialog).getByRole('button', { name: /Bain 1/ })).toHaveTextContent('B2417 — 4 en stock');
    expect(within(dialog).getByText('Stock disponible (bain B2417) : 4')).toHaveClass('text-red-700');
    expect(within(dialog).getByRole('status', { name: 'Total' })).toHaveTextContent('1 500,00 FCFA');

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    expect(
      await within(dialog).findByText(
        'Erreur lors de la création de la vente: Stock insuffisant (disponible: 0)',
      ),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la vente' }));
    const invoice = await screen.findByRole('dialog', { name: 'Vente créée avec succès !' });
    expect(within(invoice).getByText('FACTURE')).toBeInTheDocument();
    expect(within(invoice).getByText('Client anonyme')).toBeInTheDocument();

    const posts = callsTo(calls, SALE_PATHS.create, 'POST');
    // Paid in cash for its total unless told otherwise.
    const body = {
      client: null,
      magasin: 1,
      articles: [{ article: 11, quantite: 1, bain: 'B2417' }],
      paiements: [{ methode: 'especes', montant: 150_000, montant_recu: 150_000 }],
    };
    expect(posts.map((call) => call.body)).toEqual([body, body]);
    const keys = posts.map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('describes each shop of the advanced search by its quartier and postal code', async () => {
    server([]);
    const events = open();
    await screen.findByText('Aucune vente');
    await events.click(screen.getByRole('button', { name: 'Recherche avancée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recherche avancée' });
    const shopField = within(dialog).getByRole('combobox', { name: 'Magasin' });
    await events.click(shopField);
    await events.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Boutique Yopougon' });
    expect(option).toHaveAccessibleDescription('Yopougon · 21 BP 45');
    await events.click(option);
    expect(shopField).toHaveValue('Boutique Yopougon');
    expect(within(dialog).getByText('Yopougon · 21 BP 45')).toBeInTheDocument();
  });

  it("says 'Client introuvable', 'Magasin sans nom' and 'Produit sans nom' where a name is missing", async () => {
    selectShop(1);
    const nameless = sale({
      magasin: { id: 1, nom: ' ', quartier: 'Cocody' },
      client: { id: 3, nom: '', prenom: '', email: null, contact: null, adresse: null },
      items: [
        {
          id: 1,
          article: { id: 11, article_name: '', article_type: 'laine' },
          bain: '',
          quantite: 2,
          prix_unitaire: 150_000,
          prix_total: 300_000,
          quantite_retournee: 0,
        },
      ],
    });
    server([nameless], undefined, (call) =>
      call.path === `${SALE_PATHS.detail}/7/` ? fakeResponse(saleDetailSchema, nameless) : undefined,
    );
    const events = open();
    const table = await findGridWithRows('Liste des ventes');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Client introuvable');

    await events.click(
      screen.getByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000007' }),
    );
    const invoice = await screen.findByRole('article', { name: 'FACTURE FAC-2026-M01-000007' });
    expect(within(invoice).getByText('Magasin sans nom')).toBeInTheDocument();
    expect(within(invoice).getByText('Client introuvable')).toBeInTheDocument();
    expect(within(invoice).getByText('Produit sans nom')).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await events.click(screen.getByRole('button', { name: 'Historique des ventes' }));
    const history = await screen.findByRole('list', { name: 'Historique des mouvements de ventes' });
    expect(history).toHaveTextContent('Client introuvable');
  });

  it("says 'Vente introuvable' when the sale opened is no longer there", async () => {
    selectShop(1);
    server([sale()], undefined, (call) =>
      call.path === `${SALE_PATHS.detail}/7/`
        ? errorResponse(404, { detail: 'Vente non trouvée' })
        : undefined,
    );
    const events = open();
    await events.click(
      await screen.findByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000007' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la vente' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Vente introuvable');
    expect(alert).toHaveTextContent('Vente non trouvée');
    expect(within(dialog).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it("shows the sale's 'Historique' in its detail: who cancelled it", async () => {
    selectShop(1);
    const cancelled = journalRow({
      action: 'annulation',
      entite: 'vente',
      entite_id: '7',
      entite_libelle: 'FAC-2026-M01-000007',
      utilisateur: { id: 4, username: 'gerant.cocody', nom: null },
      role: 'gerant',
      magasin: { id: 1, nom: 'Boutique Cocody' },
      changements: { statut: { avant: 'validee', apres: 'annulee' } },
    });
    server([sale()], undefined, (call) => {
      if (call.path === `${SALE_PATHS.detail}/7/`) return fakeResponse(saleDetailSchema, sale());
      if (
        call.path === '/Journal/' &&
        call.query.get('entite') === 'vente' &&
        call.query.get('entite_id') === '7'
      )
        return journalResponse([cancelled]);
      return undefined;
    });
    const events = open();
    await events.click(
      await screen.findByRole('button', { name: 'Voir les détails de la vente FAC-2026-M01-000007' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la vente' });
    await events.click(within(dialog).getByRole('button', { name: 'Historique' }));
    expect(
      await within(dialog).findByText('gerant.cocody a annulé la vente FAC-2026-M01-000007'),
    ).toBeInTheDocument();
  });

  it('opens the new-sale modal from /ventes?nouvelle=1, then forgets the parameter', async () => {
    selectShop(1);
    server([]);
    const { router } = renderSignedIn('/ventes?nouvelle=1&page=1', directionUser);
    expect(await screen.findByRole('dialog', { name: 'Nouvelle vente' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
  });

  it('asks for a shop when /ventes?nouvelle=1 is opened with none selected', async () => {
    server([]);
    renderSignedIn('/ventes?nouvelle=1', directionUser);
    expect(
      await screen.findByText("Veuillez sélectionner un magasin avant d'ajouter une vente."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nouvelle vente' })).toBeNull();
  });
});
