import { barcodeLookupSchema, PURCHASE_ORDER_PATHS, purchaseOrderSchema } from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { directionUser, errorResponse, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';
import { order, orderLine } from './purchase-orders.test-support';

configure({ asyncUtilTimeout: 5000 });
preloadPages(() => import('./purchase-receipt-page'));

const ORDER = order();
const DETAIL = `${PURCHASE_ORDER_PATHS.order}/${ORDER.id}`;
const RECEIPTS = `${DETAIL}/receptions`;

const ROSE = {
  id: 7,
  type: 'laine' as const,
  article_type: 'laine' as const,
  nom: 'Laine mohair rose',
  description: '',
  prix_unitaire: 150_000,
  quantite_stock: 0,
  unite: 'pelote',
  is_active: true,
  code_barre: '3017620422003',
  famille: 'Mohair',
  grammage: 50,
  couleur: 'Rose',
  type_couleur: 'Unie',
};

const received = order({
  statut: 'partiellement_recu',
  lignes: [orderLine({ quantite_recue: 12, reste: 8 }), ORDER.lignes[1] ?? orderLine()],
  receptions: [
    {
      id: 4,
      recu_le: '2026-11-24T08:00:00.000Z',
      recu_par: { id: 1, username: 'admin' },
      motif: null,
      entrees: [
        {
          id: 55,
          ligne: 101,
          article_nom: 'Laine mohair rose',
          bain: 'B5',
          quantite: 12,
          prix_unitaire: 90_000,
        },
      ],
    },
  ],
});

function open() {
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) => (call.path === DETAIL ? fakeResponse(purchaseOrderSchema, ORDER) : undefined),
    (call) =>
      call.path.startsWith('/Articles/code-barre/3017620422003')
        ? fakeResponse(barcodeLookupSchema, ROSE)
        : undefined,
    (call) =>
      call.path === RECEIPTS
        ? (call.body as { lignes: unknown[] }).lignes.length > 0
          ? fakeResponse(purchaseOrderSchema, received, 201)
          : errorResponse(400, { detail: 'Indiquez au moins un article reçu' })
        : undefined,
  ]);
  renderSignedIn(`/bons-de-commande/${ORDER.id}/reception`, directionUser);
  return { calls, events: userEvent.setup() };
}

describe('/bons-de-commande/{id}/reception', () => {
  it('adds a scanned unit to its line, takes a lot per row, and posts the receipt with its key', async () => {
    const { calls, events } = open();
    await screen.findByRole('heading', { name: 'Réception BC-2026-000012', level: 1 });
    const wool = screen.getByRole('group', { name: 'Laine mohair rose' });
    expect(wool).toHaveTextContent('Reste 20 · commandé 20, déjà reçu 0');

    await events.type(screen.getByRole('textbox', { name: 'Code-barres' }), '3017620422003{Enter}');
    expect(await screen.findByText('Laine mohair rose : 1 reçu(s)')).toBeInTheDocument();
    const quantity = within(wool).getByRole('spinbutton', { name: 'Reçu maintenant' });
    expect(quantity).toHaveValue(1);
    await events.clear(quantity);
    await events.type(quantity, '10');
    await events.type(within(wool).getByRole('textbox', { name: /^Bain/ }), 'B5');
    await events.click(within(wool).getByRole('button', { name: 'Autre bain de Laine mohair rose' }));
    const [, second] = within(wool).getAllByRole('spinbutton', { name: 'Reçu maintenant' });
    await events.type(second as HTMLElement, '2');
    await events.type(within(wool).getAllByRole('textbox', { name: /^Bain/ })[1] as HTMLElement, 'B6');
    await events.click(screen.getByRole('button', { name: 'Enregistrer la réception' }));

    expect(
      await screen.findByText('Réception enregistrée : 12 unité(s) entrée(s) en stock.'),
    ).toBeInTheDocument();
    const [post] = callsTo(calls, RECEIPTS, 'POST');
    expect(post?.body).toEqual({
      lignes: [
        { ligne: 101, quantite: 10, bain: 'B5', prix: null },
        { ligne: 101, quantite: 2, bain: 'B6', prix: null },
      ],
      motif: null,
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/.+/);
    expect(
      screen.getByRole('button', { name: 'Imprimer les étiquettes de Laine mohair rose' }),
    ).toBeInTheDocument();
  });

  it('asks the reason of more than ordered, and says a code not on the order', async () => {
    const { events } = open();
    await screen.findByRole('heading', { name: 'Réception BC-2026-000012', level: 1 });
    const hooks = screen.getByRole('group', { name: 'Crochet 4 mm' });
    expect(screen.queryByRole('textbox', { name: /^Motif/ })).not.toBeInTheDocument();
    await events.type(within(hooks).getByRole('spinbutton', { name: 'Reçu maintenant' }), '6');
    expect(screen.getByText('Plus que commandé : indiquez le motif.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Motif/ })).toBeInTheDocument();
    // A crochet has no lot.
    expect(within(hooks).queryByRole('textbox', { name: /^Bain/ })).not.toBeInTheDocument();
  });
});
