import { ENTRY_PATHS, entryPageSchema, entrySchema } from '@pelote/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { directionUser, errorResponse, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';
import { type Call, callsTo, entry, fakeEntriesServer, page, selectShop } from './entries.test-support';

configure({ asyncUtilTimeout: 5000 });

preloadPages(() => import('./entries-page'));

const LIST = ENTRY_PATHS.list;
const detailPath = (id: number) => `${ENTRY_PATHS.detail}/${id}/`;

const mohair = entry();
const crochet = entry({
  id: 42,
  produit: { id: 21, nom: 'Crochet 4 mm', type: 'accessoire', prix_unitaire: 75000 },
  article_nom: 'Crochet 4 mm',
  article_type: 'accessoire',
  quantite: 3,
  prix_unitaire: 70000,
  prix_total: 210000,
  fournisseur: 'Mercerie Adjamé',
  date_entree: '2026-02-14T00:00:00.000Z',
});

/** The list answers `results` (or what `list` decides from the call). */
function listOf(list: Call[] | ((call: Call) => Response)) {
  return (call: Call) => {
    if (call.path !== LIST) return undefined;
    return typeof list === 'function' ? list(call) : fakeResponse(entryPageSchema, page([]));
  };
}

function open(path = '/entrees') {
  const events = userEvent.setup();
  renderSignedIn(path, directionUser);
  return events;
}

describe('/entrees', () => {
  it('lists the shop entries with their columns, type badges and result badge', async () => {
    selectShop(1);
    const calls = fakeEntriesServer(
      listOf(() =>
        fakeResponse(
          entryPageSchema,
          page([mohair, crochet, entry({ id: 43, article_nom: ' ', produit: null })]),
        ),
      ),
    );
    open();
    const table = await screen.findByRole('grid', { name: 'Liste des entrées de stock' });
    expect(screen.getByRole('heading', { name: 'Entrées de stock' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'Entrées de stock' }).parentElement as HTMLElement;
    expect(within(header).getByText('Boutique Cocody')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Laine mohair rose');
    expect(rows[1]).toHaveTextContent('Laine');
    expect(rows[1]).toHaveTextContent('02/03/2026');
    expect(rows[1]).toHaveTextContent('1 200,50 FCFA');
    expect(rows[1]).toHaveTextContent('14 406,00 FCFA');
    expect(rows[1]).toHaveTextContent('Filature du Bandama');
    expect(within(rows[2] as HTMLElement).getByText('Accessoire').className).toMatch(/emerald/);
    expect(within(rows[1] as HTMLElement).getByText('Laine').className).toMatch(/sky/);
    expect(rows[3]).toHaveTextContent('Produit inconnu');
    expect(screen.getByText('3 résultat(s)')).toBeInTheDocument();
    const [call] = callsTo(calls, LIST);
    expect(call?.query.get('magasin')).toBe('1');
    expect(call?.query.get('page_size')).toBe('5');
  });

  it("shows 'Aucune entrée de stock' when the shop has none", async () => {
    selectShop(1);
    fakeEntriesServer(listOf([]));
    open();
    expect(await screen.findByText('Aucune entrée de stock')).toBeInTheDocument();
  });

  it('asks for a shop before a new entry when none is selected', async () => {
    fakeEntriesServer(listOf(() => fakeResponse(entryPageSchema, page([mohair]))));
    const events = open();
    await screen.findByRole('grid', { name: 'Liste des entrées de stock' });
    const heading = screen.getByRole('heading', { name: 'Entrées de stock' });
    expect(within(heading.parentElement as HTMLElement).getByText('Tous les magasins')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Nouvelle entrée' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez sélectionner un magasin avant de créer une entrée de stock.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches by supplier, product type and dates, back to page 1, then clears the filters', async () => {
    selectShop(1);
    const calls = fakeEntriesServer(
      listOf((call) => {
        if (call.query.get('fournisseur')) return fakeResponse(entryPageSchema, page([]));
        return fakeResponse(entryPageSchema, page([mohair, crochet], 7));
      }),
    );
    const events = open('/entrees?page=2');
    await screen.findByRole('grid', { name: 'Liste des entrées de stock' });
    expect(callsTo(calls, LIST).at(-1)?.query.get('page')).toBe('2');

    await events.click(screen.getByRole('button', { name: 'Recherche avancée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recherche avancée' });
    await events.click(within(dialog).getByRole('button', { name: /Type de produit/ }));
    await events.click(await screen.findByRole('option', { name: 'Accessoire' }));
    await events.type(within(dialog).getByLabelText('Fournisseur'), '  mercerie ');
    fireEvent.change(within(dialog).getByLabelText('Date de début'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('Date de fin'), { target: { value: '2026-02-01' } });
    await events.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(within(dialog).getByText('La date de début doit précéder la date de fin')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Date de fin'), { target: { value: '2026-03-31' } });
    await events.click(within(dialog).getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    const last = callsTo(calls, LIST).at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      page: '1',
      page_size: '5',
      magasin: '1',
      produit_type: 'accessoire',
      fournisseur: 'mercerie',
      date_debut: '2026-03-01',
      date_fin: '2026-03-31',
    });
    expect(screen.getByText('0 résultat(s) (filtré(s))')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 filtres actifs' })).toBeInTheDocument();

    const [clear] = screen.getAllByRole('button', { name: 'Effacer les filtres' });
    await events.click(clear as HTMLElement);
    expect(await screen.findByText('7 résultat(s)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
  });

  it('opens the detail of an entry with every field', async () => {
    selectShop(1);
    fakeEntriesServer(
      listOf(() => fakeResponse(entryPageSchema, page([mohair]))),
      (call) => (call.path === detailPath(41) ? fakeResponse(entrySchema, mohair) : undefined),
    );
    const events = open();
    await events.click(
      await screen.findByRole('button', { name: /Voir les détails de l'entrée Laine mohair rose/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Détails de l'entrée de stock" });
    await within(dialog).findByText('Filature du Bandama');
    for (const text of [
      '41',
      '02/03/2026 10:30',
      'Boutique Cocody',
      'BC-0042',
      'Cartons en bon état',
      '#11',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('1 500,00 FCFA')).toBeInTheDocument();
    expect(within(dialog).getByText('14 406,00 FCFA')).toBeInTheDocument();
  });

  it("shows 'Produit non disponible', 'Magasin inconnu', and the detail's load error with retry", async () => {
    selectShop(1);
    let fail = true;
    const orphan = entry({
      produit: null,
      magasin: { id: 1, nom: '' },
      reference_commande: null,
      commentaire: null,
    });
    fakeEntriesServer(
      listOf(() => fakeResponse(entryPageSchema, page([orphan]))),
      (call) => {
        if (call.path !== detailPath(41)) return undefined;
        return fail ? errorResponse(500) : fakeResponse(entrySchema, orphan);
      },
    );
    const events = open();
    await events.click(await screen.findByRole('button', { name: /Voir les détails/ }));
    const dialog = await screen.findByRole('dialog', { name: "Détails de l'entrée de stock" });
    expect(await within(dialog).findByText('Erreur lors du chargement des détails')).toBeInTheDocument();
    fail = false;
    await events.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByText('Produit non disponible')).toBeInTheDocument();
    expect(within(dialog).getByText('Magasin inconnu')).toBeInTheDocument();
    expect(within(dialog).queryByText('Référence de commande')).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    selectShop(1);
    let fail = true;
    fakeEntriesServer(
      listOf(() =>
        fail
          ? errorResponse(503, { detail: 'Service indisponible' })
          : fakeResponse(entryPageSchema, page([mohair])),
      ),
    );
    const events = open();
    expect(await screen.findByText('Erreur lors du chargement des entrées de stock')).toBeInTheDocument();
    expect(screen.getByText('Service indisponible')).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('grid', { name: 'Liste des entrées de stock' })).toBeInTheDocument();
  });
});
