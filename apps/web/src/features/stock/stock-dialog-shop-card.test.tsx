import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  directionUser,
  errorResponse,
  findSettledOption,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import {
  addedLineResponse,
  type Call,
  callsTo,
  crochet,
  fakeStockServer,
  merinos,
  mohair,
  productsResponse,
} from './stock.test-support';

// The route loads the page on demand: load it once up front so no test waits on the first load.
preloadPages(() => import('@/features/shops/shops-page'));

const PRODUCTS = '/Magasins/stocks/produits';
const ADD = '/Magasins/stocks/add';

/** The picker's products: laines (filtered by `q`) and accessoires. */
function products(call: Call) {
  if (call.path === `${PRODUCTS}/laines`) {
    const q = call.query.get('q')?.toLowerCase() ?? '';
    const items = [mohair, merinos].filter((product) => product.nom.toLowerCase().includes(q));
    return productsResponse(items);
  }
  if (call.path === `${PRODUCTS}/accessoires`) return productsResponse([crochet]);
  return undefined;
}

/** Boutique Cocody's line of 'Laine mérinos bleue' once 3 have been added. */
const merinosLine = {
  id: 101,
  object_id: 12,
  article_name: 'Laine mérinos bleue',
  nom: 'Laine mérinos bleue',
  prix_unitaire: 250050,
  quantite: 3,
  quantite_stock: 3,
};

async function openDialog(user = directionUser) {
  const events = userEvent.setup();
  renderSignedIn('/magasins', user);
  const card = await screen.findByRole('article', { name: 'Boutique Cocody' });
  await events.click(within(card).getByRole('button', { name: 'Stock' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter du stock' });
  return { events, dialog };
}

async function chooseType(events: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await events.click(within(dialog).getByRole('button', { name: /Type d'article/ }));
  await events.click(await screen.findByRole('option', { name: label }));
}

async function chooseProduct(events: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const picker = within(dialog).getByRole('combobox', { name: /Produit/ });
  await events.click(picker);
  await events.click(await findSettledOption(new RegExp(name)));
}

function summary(dialog: HTMLElement) {
  return within(dialog).queryByRole('region', { name: 'Produit sélectionné' });
}

describe('Add-stock dialog from a shop card', () => {
  it('adds the chosen product: shop read-only, server search, summary, live total, then the list reloads', async () => {
    const calls = fakeStockServer(products, (call) =>
      call.path === ADD ? addedLineResponse(merinosLine) : undefined,
    );
    const { events, dialog } = await openDialog();
    expect(within(dialog).getByText('Boutique Cocody')).toBeInTheDocument();
    expect(within(dialog).getByText('Cocody')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Produit/ })).toBeNull();

    await chooseType(events, dialog, 'Laines');
    const picker = within(dialog).getByRole('combobox', { name: /Produit/ });
    await events.type(picker, 'méri');
    await waitFor(() =>
      expect(callsTo(calls, `${PRODUCTS}/laines`).some((call) => call.query.get('q') === 'méri')).toBe(true),
    );
    expect(callsTo(calls, `${PRODUCTS}/laines`)[0]?.query.get('magasin')).toBe('1');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await events.click(await findSettledOption(/Laine mérinos bleue/));
    expect(picker).toHaveValue('Laine mérinos bleue');

    const box = summary(dialog);
    expect(box).toHaveTextContent('Laine mérinos bleue');
    expect(box).toHaveTextContent('Laines');
    expect(box).toHaveTextContent('2 500,50 FCFA');
    const total = within(dialog).getByRole('status');
    expect(total).toHaveTextContent('2 500,50 FCFA');

    const quantity = within(dialog).getByRole('textbox', { name: /Quantité à ajouter/ });
    await events.clear(quantity);
    await events.type(quantity, '3');
    await events.tab();
    expect(total).toHaveTextContent('7 501,50 FCFA');
    // A wool is stocked per lot: its 'Bain' is asked.
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(await within(dialog).findByText('Le bain est requis pour une laine')).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: /^Bain/ }), 'B2417');

    const listCalls = callsTo(calls, '/Magasins/liste-magasins').length;
    const alertCountCalls = callsTo(calls, '/Magasins/articles-niveau-seuil').length;
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo(calls, ADD, 'POST');
    expect(post?.body).toEqual({
      magasin: 1,
      produit_id: 12,
      produit_type: 'laines',
      quantite: 3,
      bain: 'B2417',
    });
    expect(post?.headers).toHaveProperty('Idempotency-Key');
    expect(
      await screen.findByText('3 × Laine mérinos bleue ajouté au stock de Boutique Cocody.'),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(calls, '/Magasins/liste-magasins').length).toBeGreaterThan(listCalls));
    // The top bar's alert count is asked again too.
    await waitFor(() =>
      expect(callsTo(calls, '/Magasins/articles-niveau-seuil').length).toBeGreaterThan(alertCountCalls),
    );
  });

  it('asks for the type, then the product, and sends nothing', async () => {
    const calls = fakeStockServer(products);
    const { events, dialog } = await openDialog();
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(await within(dialog).findByText("Veuillez sélectionner un type d'article")).toBeInTheDocument();

    await chooseType(events, dialog, 'Laines');
    expect(within(dialog).queryByText("Veuillez sélectionner un type d'article")).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(await within(dialog).findByText('Veuillez sélectionner un produit')).toBeInTheDocument();
    // The picker got the focus, and opened its list: close it.
    await events.keyboard('{Escape}');

    const quantity = within(dialog).getByRole('textbox', { name: /Quantité à ajouter/ });
    await events.clear(quantity);
    await events.tab();
    await events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));
    expect(await within(dialog).findByText('La quantité est requise')).toBeInTheDocument();
    expect(callsTo(calls, ADD, 'POST')).toHaveLength(0);
  });

  it('clears the product when the type changes', async () => {
    fakeStockServer(products);
    const { events, dialog } = await openDialog();
    await chooseType(events, dialog, 'Laines');
    await chooseProduct(events, dialog, 'Laine mohair rose');
    expect(summary(dialog)).toHaveTextContent('Laine mohair rose');

    await chooseType(events, dialog, 'Accessoires');
    expect(summary(dialog)).toBeNull();
    // Only a wool has a lot.
    expect(within(dialog).queryByRole('textbox', { name: /^Bain/ })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /Produit/ })).toHaveValue('');
    await chooseProduct(events, dialog, 'Crochet 4 mm');
    expect(summary(dialog)).toHaveTextContent('Accessoires');
  });

  it('keeps everything after a failed save, shows why, and sends again with the same key only if no answer came', async () => {
    let attempt = 0;
    const calls = fakeStockServer(products, (call) => {
      if (call.path !== ADD) return undefined;
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      if (attempt === 2) return errorResponse(404, { detail: 'Produit non trouvé' });
      return addedLineResponse({ quantite: 5, quantite_stock: 5 });
    });
    const { events, dialog } = await openDialog();
    await chooseType(events, dialog, 'Laines');
    await chooseProduct(events, dialog, 'Laine mohair rose');
    await events.type(within(dialog).getByRole('textbox', { name: /^Bain/ }), 'B2417');
    const submit = () => events.click(within(dialog).getByRole('button', { name: 'Ajouter au stock' }));

    await submit();
    expect(
      await within(dialog).findByText(
        /^Une erreur s'est produite lors de l'ajout du stock : Impossible de contacter/,
      ),
    ).toBeInTheDocument();
    await submit();
    expect(
      await within(dialog).findByText(
        "Une erreur s'est produite lors de l'ajout du stock : Produit non trouvé",
      ),
    ).toBeInTheDocument();
    expect(summary(dialog)).toHaveTextContent('Laine mohair rose');
    expect(within(dialog).getByRole('combobox', { name: /Produit/ })).toHaveValue('Laine mohair rose');

    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = callsTo(calls, ADD, 'POST').map(
      (call) => (call.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the products load error with Réessayer', async () => {
    let fail = true;
    fakeStockServer((call) => {
      if (call.path !== `${PRODUCTS}/laines`) return undefined;
      return fail ? errorResponse(500, { detail: 'Base indisponible' }) : productsResponse([mohair]);
    });
    const { events, dialog } = await openDialog();
    await chooseType(events, dialog, 'Laines');
    expect(await within(dialog).findByText('Erreur lors du chargement des produits')).toBeInTheDocument();
    fail = false;
    await events.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Erreur lors du chargement des produits')).toBeNull(),
    );
    await chooseProduct(events, dialog, 'Laine mohair rose');
    expect(summary(dialog)).toHaveTextContent('1 500,00 FCFA');
  });

  it('starts empty on each opening', async () => {
    fakeStockServer(products);
    const { events, dialog } = await openDialog();
    await chooseType(events, dialog, 'Laines');
    await chooseProduct(events, dialog, 'Laine mohair rose');
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = screen.getByRole('article', { name: 'Boutique Cocody' });
    await events.click(within(card).getByRole('button', { name: 'Stock' }));
    const again = await screen.findByRole('dialog', { name: 'Ajouter du stock' });
    expect(within(again).getByRole('button', { name: /Type d'article/ })).toHaveTextContent(
      'Sélectionner...',
    );
    expect(within(again).queryByRole('combobox', { name: /Produit/ })).toBeNull();
    expect(within(again).getByRole('textbox', { name: /Quantité à ajouter/ })).toHaveValue('1');
  });

  it('lets a gerant add stock to their shop', async () => {
    fakeStockServer(products);
    const { dialog } = await openDialog({ ...gerantUser, magasin: 1 });
    expect(within(dialog).getByText('Boutique Cocody')).toBeInTheDocument();
  });
});
