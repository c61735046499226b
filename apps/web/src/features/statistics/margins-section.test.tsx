import {
  type Margins,
  marginsSchema,
  salesStatsSchema,
  todayIso,
  type Valuation,
  valuationSchema,
} from '@pelote/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checked,
  errorResponse,
  fakeResponse,
  gerantUser,
  preloadPages,
  withoutChartLayout,
} from '@/test/utils';
import { monthPeriod } from './margins-period';
import { clean, emptySalesStats, fakeStatisticsServer, openStatistics } from './statistics.test-support';

preloadPages(() => import('@/app/statistics-page'));

withoutChartLayout();

const figures = { chiffre_affaires_cout_inconnu: 0, quantite_cout_inconnu: 0 };

const margins: Margins = checked(marginsSchema, {
  date_debut: '2026-11-01',
  date_fin: '2026-11-23',
  groupe: 'article',
  total: {
    chiffre_affaires: 1_200_000,
    cout_ventes: 825_000,
    marge: 375_000,
    taux_marge: 0.3125,
    chiffre_affaires_cout_inconnu: 40_000,
    quantite_cout_inconnu: 2,
  },
  lignes: [
    {
      cle: '12',
      libelle: 'Mérinos rouge',
      type: 'laine',
      quantite: 5,
      chiffre_affaires: 1_000_000,
      cout_ventes: 625_000,
      marge: 375_000,
      taux_marge: 0.375,
      ...figures,
    },
    {
      cle: '14',
      libelle: 'Crochet 4 mm',
      type: 'accessoire',
      quantite: 2,
      chiffre_affaires: 200_000,
      cout_ventes: 200_000,
      marge: 0,
      taux_marge: 0,
      ...figures,
    },
  ],
  resultats: [],
  faibles_marges: [
    {
      article: { id: 15, nom: 'Aiguilles bambou', type: 'accessoire' },
      chiffre_affaires: 100_000,
      marge: -5_000,
      taux_marge: -0.05,
    },
    {
      article: { id: 14, nom: 'Crochet 4 mm', type: 'accessoire' },
      chiffre_affaires: 200_000,
      marge: 0,
      taux_marge: 0,
    },
  ],
});

const valuation: Valuation = checked(valuationSchema, {
  date: todayIso(),
  total: { quantite: 15, valeur: 1_875_000, quantite_cout_inconnu: 3 },
  par_magasin: [
    { magasin: { id: 1, nom: 'Boutique Cocody' }, quantite: 15, valeur: 1_875_000, quantite_cout_inconnu: 3 },
  ],
  par_type: [{ type: 'laine', quantite: 15, valeur: 1_875_000, quantite_cout_inconnu: 3 }],
});

const emptyStats = emptySalesStats('2026-11-01', '2026-11-23');

function fakeServer(answer: { marges?: () => Response; valorisation?: () => Response } = {}) {
  return fakeStatisticsServer({
    ventes: () => fakeResponse(salesStatsSchema, emptyStats),
    marges: answer.marges ?? (() => fakeResponse(marginsSchema, margins)),
    valorisation: answer.valorisation ?? (() => fakeResponse(valuationSchema, valuation)),
  });
}

const open = openStatistics;

describe("/statistiques 'Marges et valorisation'", () => {
  it('shows the totals, the unknown cost apart, the table per article and the low margins', async () => {
    const calls = fakeServer();
    open();
    const section = await screen.findByRole('region', { name: 'Marges et valorisation' });
    const totals = await within(section).findByLabelText('Marges de la période');
    expect(clean(totals.textContent)).toBe(
      "Chiffre d'affaires12 000,00 FCFACoût des ventes8 250,00 FCFAMarge3 750,00 FCFATaux de marge31,3 %",
    );
    const unknown = within(section).getByLabelText('Coût inconnu');
    expect(clean(unknown.textContent)).toContain('400,00 FCFA · 2 articles vendus');
    expect(unknown).toHaveTextContent('Ventes dont le coût est inconnu, exclues du taux de marge');

    const table = within(within(section).getByRole('region', { name: 'Marge par article' })).getByRole(
      'table',
    );
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => clean(row.textContent));
    expect(rows[0]).toBe(
      "ArticleTypeQuantitéChiffre d'affairesCoût des ventesMargeTaux de margeCoût inconnu (CA)",
    );
    expect(rows[1]).toBe('Mérinos rougeLaine510 000,00 FCFA6 250,00 FCFA3 750,00 FCFA37,5 %0,00 FCFA');

    const low = within(section).getByRole('region', { name: 'Marges faibles' });
    const items = within(low).getAllByRole('listitem');
    expect(clean(items[0]?.textContent)).toContain('Aiguilles bambou');
    expect(within(items[0] as HTMLElement).getByText('-5,0 %')).toHaveClass('text-red-700');
    expect(within(items[1] as HTMLElement).getByText('0,0 %')).not.toHaveClass('text-red-700');

    // The page's period (the last 30 days without one in the URL), every shop, per article.
    expect(calls.marges[0]?.searchParams.get('groupe')).toBe('article');
    expect(calls.marges[0]?.searchParams.get('date_fin')).toBe(todayIso());
    expect(calls.marges[0]?.searchParams.has('magasin')).toBe(false);
  });

  it('groups per type on demand and keeps it in the URL; asks for last month', async () => {
    const calls = fakeServer();
    const { events, router } = open();
    const section = await screen.findByRole('region', { name: 'Marges et valorisation' });
    await within(section).findByLabelText('Marges de la période');
    await events.click(within(section).getByRole('button', { name: 'Par type' }));
    await waitFor(() => expect(calls.marges.at(-1)?.searchParams.get('groupe')).toBe('type'));
    expect(router.state.location.search).toContain('groupe_marges=type');
    expect(within(section).getByRole('button', { name: 'Par type' })).toHaveAttribute('aria-pressed', 'true');

    await events.click(within(section).getByRole('button', { name: 'Mois dernier' }));
    const last = monthPeriod(-1);
    await waitFor(() => expect(calls.marges.at(-1)?.searchParams.get('date_debut')).toBe(last.debut));
    expect(calls.marges.at(-1)?.searchParams.get('date_fin')).toBe(last.fin);
  });

  it("says 'Aucune vente sur la période.' when nothing was sold", async () => {
    fakeServer({
      marges: () =>
        fakeResponse(marginsSchema, {
          ...margins,
          total: {
            ...margins.total,
            chiffre_affaires: 0,
            cout_ventes: 0,
            marge: 0,
            taux_marge: null,
            ...figures,
          },
          lignes: [],
          resultats: [],
          faibles_marges: [],
        }),
    });
    open();
    expect(await screen.findByText('Aucune vente sur la période.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Marges de la période')).not.toBeInTheDocument();
  });

  it("shows a load error with 'Réessayer'", async () => {
    let failing = true;
    const calls = fakeServer({
      marges: () =>
        failing ? errorResponse(500, { detail: 'Erreur serveur' }) : fakeResponse(marginsSchema, margins),
    });
    const { events } = open();
    const section = await screen.findByRole('region', { name: 'Marges et valorisation' });
    expect(await within(section).findByText('Erreur serveur')).toBeInTheDocument();
    failing = false;
    await events.click(within(section).getAllByRole('button', { name: 'Réessayer' })[0] as HTMLElement);
    expect(await within(section).findByLabelText('Marges de la période')).toBeInTheDocument();
    expect(calls.marges.length).toBeGreaterThanOrEqual(2);
  });

  it('values the stock at today by default, then at the date chosen', async () => {
    const calls = fakeServer();
    open();
    const part = await screen.findByRole('region', { name: 'Valorisation du stock' });
    const totals = await within(part).findByLabelText('Totaux de la valorisation');
    expect(clean(totals.textContent)).toContain('Valeur du stock18 750,00 FCFA');
    expect(clean(totals.textContent)).toContain('Sans coût connu (non valorisés)3');
    expect(within(part).getByRole('region', { name: 'Valeur par magasin' })).toHaveTextContent(
      'Boutique Cocody',
    );
    expect(calls.valorisation[0]?.searchParams.get('date')).toBe(todayIso());

    fireEvent.change(within(part).getByLabelText('Date de valorisation'), {
      target: { value: '2026-10-31' },
    });
    await waitFor(() => expect(calls.valorisation.at(-1)?.searchParams.get('date')).toBe('2026-10-31'));
  });

  it('is not there for a gerant, who is never asked for margins', async () => {
    const calls = fakeServer();
    open(gerantUser);
    await screen.findByRole('region', { name: 'Statistiques des ventes' });
    expect(screen.queryByRole('region', { name: 'Marges et valorisation' })).not.toBeInTheDocument();
    expect(calls.marges).toHaveLength(0);
    expect(calls.valorisation).toHaveLength(0);
  });
});
