import {
  marginsSchema,
  type SalesStats,
  salesStatsSchema,
  stockAlertsPageSchema,
  valuationSchema,
} from '@pelote/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopsResponse, testShops } from '@/test/shop.test-support';
import {
  directionUser,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
  preloadPages,
  withoutChartLayout,
} from '@/test/utils';
import { clean, emptyAlerts, fakeStatisticsServer, openStatistics } from './statistics.test-support';
import { lastDays } from './stats-period';

preloadPages(() => import('@/app/statistics-page'));

withoutChartLayout();

const stats: SalesStats = salesStatsSchema.parse({
  date_debut: '2026-11-20',
  date_fin: '2026-11-22',
  totaux: { ventes: 3, chiffre_affaire: 450_050, quantite: 6 },
  par_jour: [
    { date: '2026-11-20', ventes: 2, chiffre_affaire: 300_000 },
    { date: '2026-11-21', ventes: 0, chiffre_affaire: 0 },
    { date: '2026-11-22', ventes: 1, chiffre_affaire: 150_050 },
  ],
  par_magasin: [
    { magasin: { id: 1, nom: 'Boutique Cocody' }, ventes: 2, chiffre_affaire: 300_000 },
    { magasin: { id: 2, nom: 'Boutique Yopougon' }, ventes: 1, chiffre_affaire: 150_050 },
  ],
  par_type: [
    { type: 'laine', quantite: 4, ventes: 2, chiffre_affaire: 400_000 },
    { type: 'accessoire', quantite: 2, ventes: 1, chiffre_affaire: 50_050 },
  ],
  top_articles: [
    { id: 11, nom: 'Laine mérinos; bleue', type: 'laine', quantite: 4, chiffre_affaire: 400_000 },
    { id: 21, nom: 'Crochet 4 mm', type: 'accessoire', quantite: 2, chiffre_affaire: 50_050 },
  ],
  encaissements: [
    { methode: 'especes', montant: 350_050 },
    { methode: 'wave', montant: 100_000 },
  ],
  par_vendeur: [{ vendeur: { id: 3, username: 'awa.gerante' }, ventes: 3, chiffre_affaire: 450_050 }],
  remises_par_magasin: [{ magasin: { id: 1, nom: 'Boutique Cocody' }, montant: 25_000 }],
  remises_par_vendeur: [{ vendeur: { id: 3, username: 'awa.gerante' }, montant: 25_000 }],
  remises_par_motif: [
    { motif: 'negociation', montant: 15_000 },
    { motif: 'tarif', montant: 10_000 },
  ],
});

/** Direction's margins and valuation below the statistics (margins-section.test.tsx tests them). */
const nothing = { chiffre_affaires_cout_inconnu: 0, quantite_cout_inconnu: 0 };
const noMargins = {
  date_debut: '2026-11-20',
  date_fin: '2026-11-22',
  groupe: 'article' as const,
  total: { chiffre_affaires: 0, cout_ventes: 0, marge: 0, taux_marge: null, ...nothing },
  lignes: [],
  resultats: [],
  faibles_marges: [],
};
const noStock = {
  date: '2026-11-22',
  total: { quantite: 0, valeur: 0, quantite_cout_inconnu: 0 },
  par_magasin: [],
  par_type: [],
};

/** The server of /statistiques; `salesStats` answers GET /Statistiques/ventes. Returns its URLs. */
function fakeServer(salesStats: () => Response = () => fakeResponse(salesStatsSchema, stats)) {
  return fakeStatisticsServer({
    ventes: salesStats,
    marges: () => fakeResponse(marginsSchema, noMargins),
    valorisation: () => fakeResponse(valuationSchema, noStock),
  }).ventes;
}

const open = openStatistics;

function block(name: string) {
  return screen.getByRole('region', { name });
}

function rows(region: HTMLElement) {
  return within(within(region).getByRole('table'))
    .getAllByRole('row')
    .map((row) => clean(row.textContent));
}

describe('/statistiques sales statistics', () => {
  it('shows the totals and each block as a table, per shop for direction with all shops', async () => {
    const calls = fakeServer();
    open();
    const section = await screen.findByRole('region', { name: 'Statistiques des ventes' });
    expect(await within(section).findByText('Du 20/11/2026 au 22/11/2026')).toBeInTheDocument();
    const totals = within(section).getByLabelText('Totaux de la période');
    expect(clean(totals.textContent)).toContain("Chiffre d'affaires4 500,50 FCFA");

    expect(rows(block("Chiffre d'affaires et ventes par jour"))).toEqual([
      "DateVentesChiffre d'affaires",
      '20/11/202623 000,00 FCFA',
      '21/11/202600,00 FCFA',
      '22/11/202611 500,50 FCFA',
    ]);
    expect(rows(block('Ventes par magasin'))[1]).toBe('Boutique Cocody23 000,00 FCFA');
    expect(rows(block('Ventes par type de produit')).slice(1)).toEqual([
      'Laine424 000,00 FCFA',
      'Accessoire21500,50 FCFA',
    ]);
    expect(rows(block('Top 10 des articles'))[1]).toBe('Laine mérinos; bleueLaine44 000,00 FCFA');
    expect(rows(block('Encaissements par mode de paiement'))).toEqual([
      'Mode de paiementMontant encaissé',
      'Espèces3 500,50 FCFA',
      'Wave1 000,00 FCFA',
    ]);
    expect(rows(block('Ventes par vendeur'))[1]).toBe('awa.gerante34 500,50 FCFA');
    expect(rows(block('Remises par magasin'))[1]).toBe('Boutique Cocody250,00 FCFA');
    expect(rows(block('Remises par vendeur'))[1]).toBe('awa.gerante250,00 FCFA');
    expect(rows(block('Remises par motif')).slice(1)).toEqual(['Négociation150,00 FCFA', 'Tarif100,00 FCFA']);
    // The server's default period (the last 30 days); every shop.
    expect(calls[0]?.search).toBe('');
  });

  it('exports a block as the server writes it: its table, the period and shop shown, named after the period', async () => {
    const calls = fakeServer();
    const csv = "\uFEFFType;Quantité;Ventes;Chiffre d'affaires (FCFA)\r\nLaine;4;2;4000,00\r\n";
    const fetchMock = mockFetch((url) => {
      const parsed = new URL(url, 'http://pelote.test');
      if (parsed.searchParams.get('format') === 'csv') {
        calls.push(parsed);
        return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }
      if (parsed.pathname === '/Statistiques/ventes') return fakeResponse(salesStatsSchema, stats);
      if (parsed.pathname === '/Magasins/liste-magasins') return shopsResponse(testShops);
      return fakeResponse(stockAlertsPageSchema, emptyAlerts);
    });
    const saved: { name: string; blob: Blob }[] = [];
    let last: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      last = blob;
      return 'blob:stats';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (last) saved.push({ name: this.download, blob: last });
    });
    const { events } = open();
    const perType = await screen.findByRole('region', { name: 'Ventes par type de produit' });
    await events.click(within(perType).getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('ventes-par-type_2026-11-20_2026-11-22.csv');
    // The server's bytes as they came, byte order mark included.
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv.slice(1));
    const asked = calls.at(-1);
    expect(asked?.searchParams.get('tableau')).toBe('par_type');
    expect(asked?.searchParams.get('date_debut')).toBe('2026-11-20');
    expect(asked?.searchParams.get('date_fin')).toBe('2026-11-22');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says in French when an export fails, and keeps the button usable', async () => {
    fakeServer();
    mockFetch((url) => {
      const parsed = new URL(url, 'http://pelote.test');
      if (parsed.searchParams.get('format') === 'csv')
        return errorResponse(400, { detail: 'Période invalide' });
      if (parsed.pathname === '/Statistiques/ventes') return fakeResponse(salesStatsSchema, stats);
      if (parsed.pathname === '/Magasins/liste-magasins') return shopsResponse(testShops);
      return fakeResponse(stockAlertsPageSchema, emptyAlerts);
    });
    const { events } = open();
    const perDay = await screen.findByRole('region', { name: "Chiffre d'affaires et ventes par jour" });
    await events.click(within(perDay).getByRole('button', { name: 'Exporter (CSV)' }));
    expect(await within(perDay).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'export : Période invalide",
    );
    expect(within(perDay).getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();
  });

  it('asks for the last 7 days from the quick choice and keeps the period in the URL', async () => {
    const calls = fakeServer();
    const { events, router } = open();
    await screen.findByText('Du 20/11/2026 au 22/11/2026');
    await events.click(screen.getByRole('button', { name: 'Les 7 derniers jours' }));
    const { debut, fin } = lastDays(7);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('date_debut')).toBe(debut));
    expect(calls.at(-1)?.searchParams.get('date_fin')).toBe(fin);
    expect(router.state.location.search).toContain(`date_debut=${debut}`);
    expect(screen.getByLabelText('Du')).toHaveValue(debut);
  });

  it("says 'Aucune vente sur la période' when nothing was sold", async () => {
    fakeServer(() =>
      fakeResponse(salesStatsSchema, {
        ...stats,
        totaux: { ventes: 0, chiffre_affaire: 0, quantite: 0 },
        par_jour: stats.par_jour.map((day) => ({ ...day, ventes: 0, chiffre_affaire: 0 })),
        par_magasin: [],
        par_type: [],
        top_articles: [],
      }),
    );
    open();
    expect(await screen.findByText('Aucune vente sur la période')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the load error with 'Réessayer', which asks again", async () => {
    let failing = true;
    const calls = fakeServer(() =>
      failing ? errorResponse(500, { detail: 'Erreur serveur' }) : fakeResponse(salesStatsSchema, stats),
    );
    const { events } = open();
    const section = await screen.findByRole('region', { name: 'Statistiques des ventes' });
    expect(await within(section).findByText('Erreur lors du chargement des données')).toBeInTheDocument();
    failing = false;
    await events.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Du 20/11/2026 au 22/11/2026')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's French refusal of a period, without 'Réessayer'", async () => {
    fakeServer(() => errorResponse(400, { detail: 'La période ne peut pas dépasser 366 jours' }));
    open(directionUser, '/statistiques?date_debut=2026-01-01&date_fin=2026-03-01');
    expect(await screen.findByText('La période ne peut pas dépasser 366 jours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('refuses a reversed period without calling the server', async () => {
    const calls = fakeServer();
    open(directionUser, '/statistiques?date_debut=2026-11-22&date_fin=2026-11-01');
    expect(await screen.findByText('La date de début doit précéder la date de fin')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a gerant their shop only, without the per-shop block', async () => {
    const calls = fakeServer();
    open(gerantUser);
    await screen.findByRole('region', { name: 'Top 10 des articles' });
    expect(screen.queryByRole('region', { name: 'Ventes par magasin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remises par magasin' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Remises par vendeur' })).toBeInTheDocument();
    expect(calls.every((url) => url.searchParams.get('magasin') === '2')).toBe(true);
  });
});
