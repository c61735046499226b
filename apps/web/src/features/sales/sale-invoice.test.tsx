import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaleInvoice } from './sale-invoice';
import { discountedLine, saleDetail } from './sales.test-support';

describe('the invoice view', () => {
  it("names a wool line's lot beside its type, and no lot for an article without lots", () => {
    const line = (id: number, bain: string, article_name: string, article_type: 'laine' | 'accessoire') => ({
      id,
      article: { id: 10 + id, article_name, article_type },
      bain,
      quantite: 1,
      prix_unitaire: 150_000,
      prix_total: 150_000,
      quantite_retournee: 0,
    });
    render(
      <SaleInvoice
        sale={saleDetail({
          total: 450_000,
          items: [
            line(1, 'B2417', 'Laine mohair rose', 'laine'),
            line(2, 'B2420', 'Laine mohair rose', 'laine'),
            line(3, '', 'Crochet 4 mm', 'accessoire'),
          ],
        })}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1, 4);
    expect(rows[0]).toHaveTextContent('Laine · Bain B2417');
    expect(rows[1]).toHaveTextContent('Laine · Bain B2420');
    expect(rows[2]).toHaveTextContent('Accessoire');
    expect(rows[2]).not.toHaveTextContent('Bain');
  });
});

describe('the invoice of a discounted sale', () => {
  it("shows each line's discount with its motif and its net, the ticket's discount and 'Remises accordées'", () => {
    render(
      <SaleInvoice
        sale={saleDetail({
          total: 260_000,
          remises: 40_000,
          remise_ticket: { montant: 10_000, motif: 'client_fidele', motif_texte: null },
          items: [
            discountedLine({ type: 'pourcentage', valeur: 10, motif: 'autre', motif_texte: 'Fil tiré' }),
          ],
        })}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Net' })).toBeInTheDocument();
    const [, line] = within(table).getAllByRole('row');
    expect(line).toHaveTextContent('Remise 10 % (Autre : Fil tiré) : −300,00 FCFA');
    expect(line).toHaveTextContent('Part de la remise globale : −100,00 FCFA');
    expect(line).toHaveTextContent('2 600,00 FCFA');
    expect(
      within(table).getByRole('rowheader', { name: 'Remise globale (Client fidèle)' }).nextSibling,
    ).toHaveTextContent('−100,00 FCFA');
    expect(within(table).getByRole('rowheader', { name: 'Remises accordées' }).nextSibling).toHaveTextContent(
      '−400,00 FCFA',
    );
  });
});
