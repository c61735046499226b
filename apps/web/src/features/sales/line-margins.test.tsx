import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaleLineMargins } from './line-margins';
import { saleDetail } from './sales.test-support';

const line = saleDetail().items[0];
if (!line) throw new Error('the sample sale has a line');

const cells = () =>
  within(screen.getByRole('table', { name: 'Coût et marge (direction)' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
    );

describe("a sale's line costs and margins (direction)", () => {
  it("shows each line's cost (quantity × frozen cost) and margin, 'Coût inconnu' without a cost, negatives in red", async () => {
    const sale = saleDetail({
      items: [
        { ...line, cout_unitaire: 100_000.4, cout_estime: false },
        { ...line, id: 2, cout_unitaire: null, cout_estime: false },
        { ...line, id: 3, cout_unitaire: 160_000, cout_estime: true },
      ],
    });
    render(<SaleLineMargins sale={sale} />);
    // Folded at first: the detail opens on the invoice.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Voir le coût et la marge' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer le coût et la marge' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(cells()).toEqual([
      ['2 000,01 FCFA', '999,99 FCFA'],
      ['Coût inconnu', '—'],
      ['3 200,00 FCFAestimé', '-200,00 FCFA'],
    ]);
    expect(screen.getByText('-200,00 FCFA')).toHaveClass('text-red-700');
    expect(screen.getByText(/Coût estimé : vente antérieure/)).toBeInTheDocument();
  });

  it('shows nothing when the answer carries no cost (a gerant’s)', () => {
    const { container } = render(<SaleLineMargins sale={saleDetail()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
