import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineSaleBadges, OfflineSaleNotice } from '@/components/offline-sale-badges';
import { saleDetail } from './sales.test-support';

describe('an offline sale in the list and the detail', () => {
  it("shows 'Hors ligne', 'Reçue après clôture', 'Plafond dépassé hors ligne', 'Remise non autorisée', its ticket and what is à régulariser", () => {
    const sale = saleDetail({
      hors_ligne: true,
      date_appareil: '2026-11-20T09:15:00.000Z',
      ticket_provisoire: 'T-M01-12',
      recue_apres_cloture: true,
      plafond_depasse: true,
      remise_non_autorisee: true,
      a_regulariser: [{ article: { id: 11, nom: 'Laine mohair rose' }, bain: 'B2417', quantite: 1 }],
    });
    render(<OfflineSaleNotice sale={sale} />);
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();
    expect(screen.getByText('Reçue après clôture')).toBeInTheDocument();
    expect(screen.getByText('Plafond dépassé hors ligne')).toBeInTheDocument();
    expect(screen.getByText('Remise non autorisée')).toBeInTheDocument();
    expect(screen.getByText(/Ticket provisoire T-M01-12/)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('1 × Laine mohair rose (Bain B2417)');
  });

  it('shows nothing for a sale made online', () => {
    const { container } = render(<OfflineSaleBadges sale={saleDetail()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
