import { type Margins, marginsSchema, salesStatsSchema, valuationSchema } from '@pelote/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checked, fakeResponse, preloadPages, withoutChartLayout } from '@/test/utils';
import { clean, emptySalesStats, fakeStatisticsServer, openStatistics } from './statistics.test-support';

preloadPages(() => import('@/app/statistics-page'));

withoutChartLayout();

const figures = { chiffre_affaires_cout_inconnu: 0, quantite_cout_inconnu: 0 };
const total = {
  chiffre_affaires: 1_000_000,
  cout_ventes: 600_000,
  marge: 400_000,
  taux_marge: 0.4,
  ...figures,
};

const margins: Margins = checked(marginsSchema, {
  date_debut: '2026-10-01',
  date_fin: '2026-11-23',
  groupe: 'article',
  total,
  lignes: [{ cle: '12', libelle: 'Mérinos rouge', type: 'laine', quantite: 5, ...total }],
  resultats: [
    {
      mois: '2026-10',
      magasin: { id: 1, nom: 'Boutique Cocody' },
      marge: 300_000,
      depenses: 50_000,
      resultat: 250_000,
    },
    {
      mois: '2026-11',
      magasin: { id: 1, nom: 'Boutique Cocody' },
      marge: 100_000,
      depenses: 130_000,
      resultat: -30_000,
    },
  ],
  faibles_marges: [],
});

const nothingSold = emptySalesStats('2026-10-01', '2026-11-23');
const noStock = {
  date: '2026-11-23',
  total: { quantite: 0, valeur: 0, quantite_cout_inconnu: 0 },
  par_magasin: [],
  par_type: [],
};

describe("/statistiques 'Résultat du magasin'", () => {
  it("shows each shop's result per month: its margin less its expenses", async () => {
    fakeStatisticsServer({
      ventes: () => fakeResponse(salesStatsSchema, nothingSold),
      marges: () => fakeResponse(marginsSchema, margins),
      valorisation: () => fakeResponse(valuationSchema, noStock),
    });
    openStatistics();
    const block = await screen.findByRole('region', { name: 'Résultat du magasin (marge − dépenses)' });
    const rows = within(within(block).getByRole('table'))
      .getAllByRole('row')
      .map((row) => clean(row.textContent));
    expect(rows).toEqual([
      'MoisMagasinMargeDépensesRésultat',
      'octobre 2026Boutique Cocody3 000,00 FCFA500,00 FCFA2 500,00 FCFA',
      'novembre 2026Boutique Cocody1 000,00 FCFA1 300,00 FCFA-300,00 FCFA',
    ]);
    expect(
      screen.getByText(/hors dépôts en banque ou au siège et remboursements de ventes/),
    ).toBeInTheDocument();
  });
});
