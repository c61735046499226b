import {
  ENTRY_PATHS,
  entryPageSchema,
  entrySchema,
  paginatedSchema,
  SUPPLIER_PATHS,
  type Supplier,
  supplierSchema,
  todayIso,
  type Wool,
  woolPageSchema,
  woolSchema,
} from '@pelote/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  checked,
  directionUser,
  errorResponse,
  fakeResponse,
  findSettledOption,
  gerantUser,
  preloadPages,
  renderSignedIn,
} from '@/test/utils';
import { type Call, callsTo, entry, fakeEntriesServer, page, selectShop } from './entries.test-support';

configure({ asyncUtilTimeout: 5000 });

preloadPages(() => import('./entries-page'));

const LIST = ENTRY_PATHS.list;
const CREATE = ENTRY_PATHS.create;
const wool = (overrides: Pick<Wool, 'id' | 'nom' | 'prix_unitaire'>): Wool =>
  checked(woolSchema, {
    description: '',
    quantite_stock: 0,
    unite: 'pelote',
    is_active: true,
    type: 'laine',
    famille: 'Fantaisie',
    grammage: 50,
    couleur: 'Rose',
    type_couleur: 'Unie',
    code_barre: `200000000${String(overrides.id).padStart(4, '0')}`,
    ...overrides,
  });
const wools = [
  wool({ id: 11, nom: 'Laine mohair rose', prix_unitaire: 150000 }),
  wool({ id: 12, nom: 'Laine mérinos bleue', prix_unitaire: 250050 }),
];

const suppliers: Supplier[] = [
  checked(supplierSchema, {
    id: 7,
    nom: 'Filature du Bandama',
    telephone: '0707070707',
    quartier: 'Bouaké',
    delai_livraison: 10,
    minimum_commande: null,
    notes: null,
    date_creation: '2026-03-01T10:00:00.000Z',
  }),
];

/** The list (empty), the wool catalogue searched by `nom`, the suppliers by `search`, and `create` for the POST. */
function server(create?: (call: Call) => Response) {
  return fakeEntriesServer((call) => {
    if (call.path === LIST) return fakeResponse(entryPageSchema, page([]));
    if (call.path === SUPPLIER_PATHS.list) {
      const search = call.query.get('search')?.toLowerCase() ?? '';
      return fakeResponse(
        paginatedSchema(supplierSchema),
        page(suppliers.filter((supplier) => supplier.nom.toLowerCase().includes(search))),
      );
    }
    if (call.path === '/Articles/list-laines') {
      const nom = call.query.get('nom')?.toLowerCase() ?? '';
      return fakeResponse(woolPageSchema, page(wools.filter((w) => w.nom.toLowerCase().includes(nom))));
    }
    if (call.path === CREATE && call.method === 'POST' && create) return create(call);
    return undefined;
  });
}

async function openForm(user = directionUser) {
  const events = userEvent.setup();
  renderSignedIn('/entrees', user);
  await screen.findByText('Aucune entrée de stock');
  // The header's button (the empty state offers the same).
  const [add] = screen.getAllByRole('button', { name: 'Nouvelle entrée' });
  await events.click(add as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle entrée de stock' });
  return { events, dialog };
}

/** Picks the wool, and types its lot ('Bain') unless told '' . */
async function pickWool(
  events: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
  lot = 'B2417',
) {
  await events.click(within(dialog).getByRole('button', { name: /Type de produit/ }));
  await events.click(await screen.findByRole('option', { name: 'Laine' }));
  await events.click(within(dialog).getByRole('combobox', { name: /Produit/ }));
  await events.click(await findSettledOption(new RegExp(name)));
  if (lot) await events.type(within(dialog).getByRole('textbox', { name: /^Bain/ }), lot);
}

const submit = (events: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  events.click(within(dialog).getByRole('button', { name: "Créer l'entrée" }));

describe("'Nouvelle entrée de stock'", () => {
  it('starts with the shop read-only, livraison, quantity 1 and today', async () => {
    selectShop(1);
    server();
    const { dialog } = await openForm();
    expect(within(dialog).getByText('Boutique Cocody (sélectionné globalement)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Type d'entrée/ })).toHaveTextContent('Livraison');
    expect(within(dialog).getByRole('textbox', { name: /Quantité/ })).toHaveValue('1');
    expect(within(dialog).getByLabelText(/Date d'entrée/)).toHaveValue(todayIso());
    expect(within(dialog).getByRole('combobox', { name: /Produit/ })).toBeDisabled();
  });

  it('shows every rule of the form in French and sends nothing', async () => {
    selectShop(1);
    const calls = server();
    const { events, dialog } = await openForm();
    const quantity = within(dialog).getByRole('textbox', { name: /Quantité/ });
    await events.clear(quantity);
    await events.tab();
    fireEvent.change(within(dialog).getByLabelText(/Date d'entrée/), { target: { value: '' } });
    await submit(events, dialog);
    for (const message of [
      'Veuillez sélectionner un produit',
      'La quantité doit être supérieure à 0',
      'Le prix unitaire doit être supérieur à 0',
      'Le fournisseur est requis',
      "La date d'entrée est requise",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await events.type(within(dialog).getByRole('combobox', { name: /Fournisseur/ }), ' ');
    await events.tab();
    await submit(events, dialog);
    expect(await within(dialog).findByText('Le fournisseur est requis')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Date d'entrée/), { target: { value: '2999-01-01' } });
    await submit(events, dialog);
    expect(
      await within(dialog).findByText("La date d'entrée ne peut pas être dans le futur"),
    ).toBeInTheDocument();
    expect(callsTo(calls, CREATE, 'POST')).toHaveLength(0);
  });

  it('prefills the price from the product, shows the total, and sends the form payload once', async () => {
    selectShop(1);
    const calls = server((call) =>
      fakeResponse(entrySchema, entry({ quantite: (call.body as { quantite: number }).quantite }), 201),
    );
    const { events, dialog } = await openForm();
    await pickWool(events, dialog, 'Laine mérinos bleue');
    expect(within(dialog).getByText('Prix catalogue : 2 500,50 FCFA')).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: /Prix unitaire/ });
    expect(price).toHaveValue('2500,50');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantité/ });
    await events.clear(quantity);
    await events.type(quantity, '3');
    await events.tab();
    expect(within(dialog).getByRole('status', { name: 'Prix total' })).toHaveTextContent('7 501,50 FCFA');
    await events.clear(price);
    await events.type(price, '2 000,25');
    expect(within(dialog).getByRole('status', { name: 'Prix total' })).toHaveTextContent('6 000,75 FCFA');

    await events.type(within(dialog).getByRole('combobox', { name: /Fournisseur/ }), 'Filature du Bandama');

    await events.tab();
    await events.type(within(dialog).getByRole('textbox', { name: /Référence de commande/ }), 'BC-7');
    await events.click(within(dialog).getByRole('button', { name: /Type d'entrée/ }));
    await events.click(await screen.findByRole('option', { name: 'Autre type' }));
    await events.type(within(dialog).getByRole('textbox', { name: /Commentaire/ }), 'Reçu à 9 h');
    const lists = callsTo(calls, LIST).length;
    await submit(events, dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = callsTo(calls, CREATE, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      produit_id: 12,
      produit_type: 'laine',
      magasin_id: 1,
      quantite: 3,
      prix_unitaire: 200025,
      prix_total: 600075,
      fournisseur: 'Filature du Bandama',
      fournisseur_id: null,
      reference_commande: 'BC-7',
      date_entree: todayIso(),
      commentaire: 'Reçu à 9 h',
      type_entree: 'autre_type',
      bain: 'B2417',
    });
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await screen.findByText('Entrée de stock créée avec succès')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(lists));
  });

  it('keeps the form after a refusal, shows why, and retries with the same key', async () => {
    selectShop(2);
    let attempt = 0;
    const calls = server(() => {
      attempt += 1;
      if (attempt === 1) {
        return errorResponse(400, {
          detail: 'Le fournisseur est requis',
          errors: { fournisseur: 'Le fournisseur est requis' },
        });
      }
      return fakeResponse(entrySchema, entry(), 201);
    });
    const { events, dialog } = await openForm({ ...gerantUser, magasin: 2 });
    expect(within(dialog).getByText('Boutique Yopougon (sélectionné globalement)')).toBeInTheDocument();
    await pickWool(events, dialog, 'Laine mohair rose');
    await events.type(within(dialog).getByRole('combobox', { name: /Fournisseur/ }), 'Atelier');
    await events.tab();
    await submit(events, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le fournisseur est requis');
    expect(within(dialog).getByRole('combobox', { name: /Fournisseur/ })).toHaveValue('Atelier');
    await submit(events, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = callsTo(calls, CREATE, 'POST');
    expect(first?.body).toMatchObject({ magasin_id: 2 });
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('names a supplier record chosen in the search, and keeps a name typed after as free text', async () => {
    selectShop(1);
    const calls = server(() => fakeResponse(entrySchema, entry({ fournisseur_id: 7 }), 201));
    const { events, dialog } = await openForm();
    await pickWool(events, dialog, 'Laine mohair rose');
    const supplier = within(dialog).getByRole('combobox', { name: /Fournisseur/ });
    await events.type(supplier, 'band');
    await events.click(await findSettledOption(/Filature du Bandama/));
    expect(supplier).toHaveValue('Filature du Bandama');
    await submit(events, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, CREATE, 'POST')[0]?.body).toMatchObject({
      fournisseur: 'Filature du Bandama',
      fournisseur_id: 7,
    });
  });

  it('drops the chosen supplier record when its name is edited', async () => {
    selectShop(1);
    const calls = server(() => fakeResponse(entrySchema, entry(), 201));
    const { events, dialog } = await openForm();
    await pickWool(events, dialog, 'Laine mohair rose');
    const supplier = within(dialog).getByRole('combobox', { name: /Fournisseur/ });
    await events.type(supplier, 'band');
    await events.click(await findSettledOption(/Filature du Bandama/));
    await events.type(supplier, ' Sud');
    await events.tab();
    expect(
      within(dialog).getByText('Fournisseur non enregistré : son nom est gardé tel quel sur l’entrée.'),
    ).toBeInTheDocument();
    await submit(events, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, CREATE, 'POST')[0]?.body).toMatchObject({
      fournisseur: 'Filature du Bandama Sud',
      fournisseur_id: null,
    });
  });

  it("asks a wool's lot ('Bain'), and no lot for another type", async () => {
    selectShop(1);
    const calls = server();
    const { events, dialog } = await openForm();
    expect(within(dialog).queryByRole('textbox', { name: /^Bain/ })).toBeNull();
    await pickWool(events, dialog, 'Laine mohair rose', '');
    const lot = within(dialog).getByRole('textbox', { name: /^Bain/ });
    expect(lot).toHaveAttribute('placeholder', 'ex. B2417');
    await events.type(within(dialog).getByRole('combobox', { name: /Fournisseur/ }), 'Atelier');
    await events.tab();
    await submit(events, dialog);
    expect(await within(dialog).findByText('Le bain est requis pour une laine')).toBeInTheDocument();
    expect(callsTo(calls, CREATE, 'POST')).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: /Type de produit/ }));
    await events.click(await screen.findByRole('option', { name: 'Kit' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Bain/ })).toBeNull();
  });

  it('clears the chosen product when the type changes', async () => {
    selectShop(1);
    server();
    const { events, dialog } = await openForm();
    await pickWool(events, dialog, 'Laine mohair rose');
    expect(within(dialog).getByText('Laine mohair rose', { selector: 'span' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: /Type de produit/ }));
    await events.click(await screen.findByRole('option', { name: 'Kit' }));
    expect(within(dialog).getByRole('combobox', { name: /Produit/ })).toHaveValue('');
    expect(within(dialog).queryByText(/Prix catalogue/)).toBeNull();
  });
});
