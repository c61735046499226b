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
