import { PURCHASE_ORDER_PATHS, purchaseOrderSchema } from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { directionUser, fakeResponse, gerantUser, preloadPages, renderSignedIn } from '@/test/utils';
import { order, orderLine } from './purchase-orders.test-support';

configure({ asyncUtilTimeout: 5000 });
preloadPages(() => import('./purchase-order-page'));

const DRAFT = order({ statut: 'brouillon', envoye_le: null, livraison_prevue: null });
const DETAIL = `${PURCHASE_ORDER_PATHS.order}/${DRAFT.id}`;

function open(answer = DRAFT, user = directionUser) {
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) => (call.path === DETAIL ? fakeResponse(purchaseOrderSchema, answer) : undefined),
    (call) =>
      call.path === `${DETAIL}/envoyer`
        ? fakeResponse(purchaseOrderSchema, order({ statut: 'envoye' }))
        : undefined,
  ]);
  renderSignedIn(`/bons-de-commande/${DRAFT.id}`, user);
  return { calls, events: userEvent.setup() };
}

describe('/bons-de-commande/{id}', () => {
  it('sends a draft, then shows the WhatsApp message, its link and the PDF', async () => {
    const { calls, events } = open();
    await screen.findByRole('heading', { name: 'BC-2026-000012', level: 1 });
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réceptionner' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Envoyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Envoyer BC-2026-000012' });
    await events.click(within(confirm).getByRole('button', { name: 'Envoyer' }));

    const sent = await screen.findByRole('dialog', { name: 'BC-2026-000012 au fournisseur' });
    expect(within(sent).getByRole('textbox', { name: 'Message WhatsApp pour Filature Kossou' })).toHaveValue(
      'Bonjour Filature Kossou, voici notre bon de commande BC-2026-000012 :',
    );
    expect(within(sent).getByRole('link', { name: 'Ouvrir WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/2250708091011?text=Bonjour',
    );
    expect(within(sent).getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    const [post] = callsTo(calls, `${DETAIL}/envoyer`, 'POST');
    expect(post?.headers['Idempotency-Key']).toMatch(/.+/);
  });

  it('shows each line ordered, received and left, and lets the shop receive a sent order', async () => {
    open(
      order({
        statut: 'partiellement_recu',
        // The gerant's own shop.
        magasin: { id: 2, nom: 'Boutique Plateau', quartier: 'Plateau' },
        lignes: [orderLine({ quantite_recue: 12, reste: 8 })],
        en_retard: true,
      }),
      gerantUser,
    );
    await screen.findByRole('heading', { name: 'BC-2026-000012', level: 1 });
    const lines = screen.getByRole('region', { name: 'Articles commandés' });
    expect(within(lines).getByText('Commandé').nextSibling).toHaveTextContent('20');
    expect(within(lines).getByText('Reçu').nextSibling).toHaveTextContent('12');
    expect(within(lines).getByText('Reste').nextSibling).toHaveTextContent('8');
    expect(screen.getByText('La livraison est en retard sur le délai du fournisseur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réceptionner' })).toHaveAttribute(
      'href',
      '/bons-de-commande/12/reception',
    );
    // A gerant neither sends, closes nor cancels.
    expect(screen.queryByRole('button', { name: 'Solder le reliquat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le bon' })).not.toBeInTheDocument();
  });
});
