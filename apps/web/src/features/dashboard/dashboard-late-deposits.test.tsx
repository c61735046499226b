import { REORDER_PATHS, reorderCountAnswerSchema, systemStatsSchema } from '@pelote/shared';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { checked, directionUser, fakeResponse, preloadPages, renderSignedIn } from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });
preloadPages(() => import('./dashboard-page'));

const stats = checked(systemStatsSchema, {
  totalVentes: 0,
  chiffreAffaire: 0,
  totalClients: 0,
  ventesAujourdhui: 0,
  ventesMois: 0,
  chiffreAffaireMois: 0,
  nouveauxClients: 0,
  produitsVendus: 0,
  alertesStock: 0,
  stockBas: 0,
  stockCritique: 0,
  encaissements: [],
  depotsEnRetard: [
    {
      id: 41,
      magasin: { id: 2, nom: 'Boutique Yopougon' },
      categorie: 'depot_banque',
      montant: 2_000_000,
      created_at: '2026-03-02T17:00:00.000Z',
    },
  ],
});

describe('home page: late deposits', () => {
  it('lists the deposits unconfirmed after 48 h, with a link to those in transit', async () => {
    fakeRecordingServer([
      shopsRoute,
      (call) =>
        call.path === '/Clients/Statistiques/stats-système/'
          ? fakeResponse(systemStatsSchema, stats)
          : undefined,
      (call) =>
        call.path === REORDER_PATHS.count
          ? fakeResponse(reorderCountAnswerSchema, { articles: 0 })
          : undefined,
    ]);
    renderSignedIn('/', directionUser);
    expect(await screen.findByText('Dépôts non confirmés depuis plus de 48 h')).toBeInTheDocument();
    expect(
      screen.getByText('Boutique Yopougon : dépôt en banque de 20 000,00 FCFA, sorti le 02/03/2026 17:00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les dépôts en transit' })).toHaveAttribute(
      'href',
      '/depots?statut=en_transit',
    );
  });
});
