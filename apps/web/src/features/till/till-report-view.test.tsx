import type { TillReport } from '@pelote/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tillReport } from './till.test-support';
import { TillReportView } from './till-report-view';

describe('The X report on screen', () => {
  it('shows the customers’ instalments per method, as the Z report prints them', () => {
    render(
      <TillReportView
        report={tillReport({
          versements_clients: { especes: 500_000, wave: 250_000 },
          attendus: { especes: 7_000_000, orange_money: 1_200_000, wave: 250_000 },
        })}
      />,
    );
    const instalments = screen.getByLabelText('Versements clients');
    expect(within(instalments).getByText('Espèces').nextSibling).toHaveTextContent('5 000,00 FCFA');
    expect(within(instalments).getByText('Wave').nextSibling).toHaveTextContent('2 500,00 FCFA');
    expect(within(instalments).queryByText('Orange Money')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Attendu')).toHaveTextContent('Espèces70 000,00 FCFA');
  });

  it('leaves the instalments out of a session that took none', () => {
    render(<TillReportView report={tillReport()} />);
    expect(screen.queryByLabelText('Versements clients')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Encaissements')).toHaveTextContent('Orange Money12 000,00 FCFA');
  });
});

/** Every field of the API's X report (`rapport-x`), and where the screen shows it. */
const SHOWN: Record<keyof TillReport, () => void> = {
  session: () => expect(screen.getByText(/Session n° 7/)).toBeInTheDocument(),
  magasin: () => expect(screen.getByText(/^Boutique Yopougon/)).toBeInTheDocument(),
  genere_at: () => expect(screen.getByText(/Édité le 02\/03\/2026 18:00/)).toBeInTheDocument(),
  fond_de_caisse: () => expect(figure('Fond de caisse')).toHaveTextContent('50 000,00 FCFA'),
  nombre_ventes: () => expect(figure('Nombre de ventes')).toHaveTextContent('4'),
  encaissements: () =>
    expect(screen.getByLabelText('Encaissements')).toHaveTextContent(
      'Espèces20 000,00 FCFAOrange Money12 000,00 FCFAWave0,00 FCFA',
    ),
  monnaie_rendue: () => expect(figure('Monnaie rendue')).toHaveTextContent('1 500,00 FCFA'),
  entrees: () => expect(figure("Entrées d'espèces")).toHaveTextContent('1 000,00 FCFA'),
  sorties: () => expect(figure("Sorties d'espèces")).toHaveTextContent('5 000,00 FCFA'),
  sorties_par_categorie: () =>
    expect(screen.getByLabelText('Sorties par catégorie')).toHaveTextContent(
      'Transport1 500,00 FCFADépôt en banque3 000,00 FCFANon classée500,00 FCFA',
    ),
  remboursements: () => expect(figure('Remboursements')).toHaveTextContent('700,00 FCFA'),
  remises_accordees: () => expect(figure('Remises accordées')).toHaveTextContent('2 500,00 FCFA'),
  versements_clients: () =>
    expect(screen.getByLabelText('Versements clients')).toHaveTextContent('Espèces5 000,00 FCFA'),
  acomptes_recus: () =>
    expect(screen.getByLabelText('Acomptes reçus')).toHaveTextContent('Espèces4 000,00 FCFA'),
  acomptes_rembourses: () => expect(figure('Acomptes remboursés')).toHaveTextContent('1 000,00 FCFA'),
  recues_apres_cloture: () =>
    expect(screen.getByText(/^FAC-2026-M02-000042/).nextSibling).toHaveTextContent('3 000,00 FCFA'),
  attendus: () => expect(screen.getByLabelText('Attendu')).toHaveTextContent('Espèces71 300,00 FCFA'),
};

/** The value beside a term of the report's list. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling as HTMLElement;

describe('The X report on screen = the API’s X report', () => {
  it('shows every field of rapport-x', () => {
    render(
      <TillReportView
        report={tillReport({
          entrees: 100_000,
          sorties_par_categorie: { transport: 150_000, depot_banque: 300_000, non_classee: 50_000 },
          remboursements: 70_000,
          remises_accordees: 250_000,
          versements_clients: { especes: 500_000 },
          acomptes_recus: { especes: 400_000 },
          acomptes_rembourses: 100_000,
          recues_apres_cloture: [
            { id: 42, numero_facture: 'FAC-2026-M02-000042', date_appareil: null, total: 300_000 },
          ],
          attendus: { especes: 7_130_000, orange_money: 1_200_000 },
        })}
      />,
    );
    for (const check of Object.values(SHOWN)) check();
  });
});
