import { type Layaway, layawaySchema, layawaySettingsSchema } from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { directionUser, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(() => import('./layaway-page'));

const layaway = (overrides: Partial<Layaway> = {}): Layaway => ({
  id: 4,
  statut: 'en_cours',
  client: { id: 3, nom: 'Koné', prenom: 'Awa', contact: '07 11 22 33 44' },
  magasin: { id: 1, nom: 'Boutique Cocody' },
  echeance: '2026-12-29',
  expire_apres: '2027-01-05',
  note: 'Pull taille M',
  cree_le: '2026-11-29T09:00:00Z',
  cree_par: { id: 1, username: 'admin' },
  cloture_le: null,
  motif_annulation: null,
  quantite: 8,
  quantite_reservee: 8,
  acompte: 500_000,
  acompte_utilise: 0,
  acompte_disponible: 500_000,
  depot_devenu: null,
  reste_estime: 700_000,
  lignes: [
    {
      id: 7,
      article: { id: 11, nom: 'Laine Mérinos', type: 'laine' },
      bain: 'B2417',
      quantite: 8,
      quantite_retiree: 0,
      quantite_reservee: 8,
      prix_unitaire: 150_000,
    },
  ],
  paiements: [],
  ventes: [],
  historique: [
    {
      date: '2026-11-29T09:00:00Z',
      evenement: 'creation',
      utilisateur: 'admin',
      montant: 500_000,
      texte: '',
    },
  ],
  ...overrides,
});

const PATH = '/MisesDeCote/4';

function open() {
  const calls = fakeRecordingServer([
    shopsRoute,
    (call) => (call.path === PATH ? fakeResponse(layawaySchema, layaway()) : undefined),
    (call) =>
      call.path === '/Parametres/mises-de-cote'
        ? fakeResponse(layawaySettingsSchema, {
            depot_annulation: 'avoir',
            delai_grace_jours: 7,
            duree_jours: 30,
          })
        : undefined,
    (call) =>
      call.path === `${PATH}/annuler`
        ? fakeResponse(
            layawaySchema,
            layaway({
              statut: 'annulee',
              cloture_le: '2026-11-30T09:00:00Z',
              motif_annulation: 'Projet abandonné',
              quantite_reservee: 0,
              acompte_disponible: 0,
              depot_devenu: 'avoir',
            }),
          )
        : undefined,
  ]);
  renderSignedIn('/ventes/mises-de-cote/4', directionUser);
  return { calls, events: userEvent.setup() };
}

describe('/ventes/mises-de-cote/{id}', () => {
  it('shows the lot, the units reserved, the deposit and what is left at today’s price', async () => {
    open();
    await screen.findByRole('heading', { name: 'Mise de côté — Awa Koné', level: 1 });
    const lines = screen.getByRole('region', { name: 'Articles mis de côté' });
    expect(lines).toHaveTextContent('Laine Mérinos');
    expect(lines).toHaveTextContent('Bain B2417');
    const money = screen.getByRole('region', { name: 'Acompte et reste à payer' });
    expect(money).toHaveTextContent('Acompte versé5 000,00 FCFA');
    expect(money).toHaveTextContent('Reste à payer au prix du jour7 000,00 FCFA');
    expect(screen.getByText('Échéance : 29/12/2026')).toBeInTheDocument();
  });

  it('cancels only after the reason and a confirmation that says where the deposit goes', async () => {
    const { calls, events } = open();
    await screen.findByRole('heading', { name: 'Mise de côté — Awa Koné', level: 1 });
    await events.click(screen.getByRole('button', { name: 'Annuler' }));
    const form = await screen.findByRole('dialog', { name: 'Annuler la mise de côté' });
    expect(
      await within(form).findByText(
        /L’acompte restant \(5 000,00 FCFA\) devient un avoir sur le compte de Awa Koné/,
      ),
    ).toBeInTheDocument();
    await events.click(within(form).getByRole('button', { name: 'Annuler la mise de côté' }));
    expect(await within(form).findByText("Le motif de l'annulation est requis")).toBeInTheDocument();
    await events.type(within(form).getByRole('textbox', { name: /Motif/ }), 'Projet abandonné');
    await events.click(within(form).getByRole('button', { name: 'Annuler la mise de côté' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Annuler cette mise de côté ?' });
    expect(callsTo(calls, `${PATH}/annuler`, 'POST')).toEqual([]);
    await events.click(within(confirm).getByRole('button', { name: 'Confirmer l’annulation' }));

    expect(await screen.findByText('Mise de côté annulée')).toBeInTheDocument();
    const [post] = callsTo(calls, `${PATH}/annuler`, 'POST');
    expect(post?.body).toEqual({ motif: 'Projet abandonné', remboursement: null });
    expect(post?.headers['Idempotency-Key']).toMatch(/.+/);
    expect(screen.getByText('Motif : Projet abandonné')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();
  });
});
