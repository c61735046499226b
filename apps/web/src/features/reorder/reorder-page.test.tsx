import {
  PURCHASE_ORDER_PATHS,
  paginatedSchema,
  purchaseOrderSchema,
  REORDER_PATHS,
  reorderAnswerSchema,
  SELECTED_SHOP_KEY,
  SUPPLIER_PATHS,
  supplierSchema,
} from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { order, reorderLine } from '@/features/purchase-orders/purchase-orders.test-support';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { directionUser, fakeResponse, gerantUser, preloadPages, renderSignedIn } from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(
  () => import('./reorder-page'),
  () => import('@/features/purchase-orders/purchase-order-page'),
);

const answer = {
  jours: 28,
  couverture: 14,
  lignes: [
    reorderLine(),
    reorderLine({
      article: { id: 9, nom: 'Aiguilles bambou', type: 'accessoire', code_barre: '2000000000091' },
      fournisseur: null,
      suggestion: 3,
    }),
  ],
};
const suppliers = { count: 0, page: 1, page_size: 200, total_pages: 0, results: [] };

function open(user = directionUser) {
  window.localStorage.setItem(SELECTED_SHOP_KEY, '1');
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) => (call.path === REORDER_PATHS.list ? fakeResponse(reorderAnswerSchema, answer) : undefined),
    (call) =>
      call.path === SUPPLIER_PATHS.list
        ? fakeResponse(paginatedSchema(supplierSchema), suppliers)
        : undefined,
    (call) =>
      call.path === REORDER_PATHS.order
        ? fakeResponse(purchaseOrderSchema, order({ statut: 'brouillon' }), 201)
        : undefined,
    (call) =>
      call.path === `${PURCHASE_ORDER_PATHS.order}/12`
        ? fakeResponse(purchaseOrderSchema, order())
        : undefined,
  ]);
  renderSignedIn('/reassort', user);
  return { calls, events: userEvent.setup() };
}

describe('/reassort', () => {
  it('shows the suggestions by supplier, explains a figure, and turns a supplier’s into a draft', async () => {
    const { calls, events } = open();
    const kossou = await screen.findByRole('region', { name: 'Filature Kossou' });
    expect(kossou).toHaveTextContent('Laine mohair rose');
    expect(kossou).toHaveTextContent('18');
    expect(screen.getByRole('region', { name: 'Sans fournisseur' })).toHaveTextContent('Aiguilles bambou');
    const [list] = callsTo(calls, REORDER_PATHS.list);
    expect(list?.query.get('magasin')).toBe('1');

    await events.click(
      within(kossou).getByRole('button', { name: 'Pourquoi ce chiffre pour Laine mohair rose' }),
    );
    expect(within(kossou).getByText('Min/max fixé à la main pour ce magasin : 5 / 20.')).toBeInTheDocument();

    await events.click(
      within(kossou).getByRole('button', { name: 'Créer le bon de commande pour Filature Kossou' }),
    );
    expect(await screen.findByRole('heading', { name: 'BC-2026-000012', level: 1 })).toBeInTheDocument();
    const [post] = callsTo(calls, REORDER_PATHS.order, 'POST');
    expect(post?.body).toEqual({ magasin: 1, fournisseur: 3, jours: 28, couverture: 14 });
    expect(post?.headers['Idempotency-Key']).toMatch(/.+/);
  });

  it('lets a gerant read the suggestions, without ordering or settings', async () => {
    open(gerantUser);
    const kossou = await screen.findByRole('region', { name: 'Filature Kossou' });
    expect(
      within(kossou).queryByRole('button', { name: /Créer le bon de commande/ }),
    ).not.toBeInTheDocument();
    expect(within(kossou).queryByRole('button', { name: /Réglages/ })).not.toBeInTheDocument();
  });
});
