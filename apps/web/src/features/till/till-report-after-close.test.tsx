import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tillReport } from './till.test-support';
import { TillReportView } from './till-report-view';

describe("the X report's 'Reçues après clôture'", () => {
  it('lists the offline sales made before the previous close, and says nothing when there are none', () => {
    const { rerender } = render(
      <TillReportView
        report={tillReport({
          recues_apres_cloture: [
            {
              id: 9,
              numero_facture: 'FAC-2026-M01-000009',
              date_appareil: '2026-11-23T18:40:00.000Z',
              total: 150_000,
            },
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Reçues après clôture' });
    expect(within(section).getByText(/^FAC-2026-M01-000009 · faite le/)).toBeInTheDocument();
    expect(section).toHaveTextContent('1 500,00');
    rerender(<TillReportView report={tillReport()} />);
    expect(screen.queryByRole('region', { name: 'Reçues après clôture' })).not.toBeInTheDocument();
  });
});
