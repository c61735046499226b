import { RETURN_PATHS, type SaleDetail } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, errorResponse, mockFetch } from '@/test/utils';
import { SaleReturnDialog } from './sale-return-dialog';
import { discountedLine, saleDetail } from './sales.test-support';

/** Two lines: 2 balls of mohair (none returned yet), 1 crochet hook. */
const SALE: SaleDetail = saleDetail({
  items: [
    // The fixture's own line: 2 balls of 'Laine mohair rose', none returned.
    ...saleDetail().items,
    {
      id: 2,
      article: { id: 12, article_name: 'Crochet 4 mm', article_type: 'accessoire' },
      bain: '',
      quantite: 1,
      prix_unitaire: 50_000,
      prix_total: 50_000,
      quantite_retournee: 0,
    },
  ],
  total: 350_000,
});

function renderDialog(answer: () => Response = () => errorResponse(500), sale = SALE) {
  const fetchMock = mockFetch(answer);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SaleReturnDialog sale={sale} onClose={vi.fn()} onReturned={vi.fn()} />
    </QueryClientProvider>,
  );
  const form = screen.getByRole('dialog', { name: 'Retour — FAC-2026-M01-000007' });
  const field = (role: 'spinbutton' | 'textbox', name: string) => within(form).getByRole(role, { name });
  return { fetchMock, form, field, events: userEvent.setup() };
}

describe('SaleReturnDialog', () => {
  it('shows each error under its own field, and focuses the first', async () => {
    const { fetchMock, form, field, events } = renderDialog();
    const mohair = field('spinbutton', 'Quantité retournée — Laine mohair rose');
    const mohairReason = field('textbox', 'Motif — Laine mohair rose');
    const hook = field('spinbutton', 'Quantité retournée — Crochet 4 mm');
    await events.clear(mohair);
    await events.type(mohair, '3');
    await events.clear(hook);
    await events.type(hook, '1');
    await events.type(field('textbox', 'Motif — Crochet 4 mm'), 'Trop gros');
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));

    const over = 'Quantité retournée supérieure à la quantité vendue (reste : 2)';
    expect(await within(form).findByText(over)).toBeInTheDocument();
    expect(mohair).toHaveAttribute('aria-invalid', 'true');
    expect(mohair).toHaveAccessibleDescription(over);
    expect(mohairReason).toHaveAttribute('aria-invalid', 'true');
    expect(mohairReason).toHaveAccessibleDescription('Le motif du retour est obligatoire');
    expect(hook).not.toHaveAttribute('aria-invalid');
    expect(mohair).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an unreadable quantity under its field, not that nothing comes back', async () => {
    const { form, field, events } = renderDialog();
    const hook = field('spinbutton', 'Quantité retournée — Crochet 4 mm');
    await events.clear(hook);
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));

    expect(await within(form).findByText('La quantité doit être un nombre entier')).toBeInTheDocument();
    expect(hook).toHaveAccessibleDescription('La quantité doit être un nombre entier');
    expect(hook).toHaveFocus();
    expect(within(form).queryByText('Au moins une ligne doit être retournée')).toBeNull();
  });

  it("puts a mobile money's missing reference under its field, and clears it when typed", async () => {
    const { form, field, events } = renderDialog();
    const hook = field('spinbutton', 'Quantité retournée — Crochet 4 mm');
    await events.clear(hook);
    await events.type(hook, '1');
    await events.type(field('textbox', 'Motif — Crochet 4 mm'), 'Trop gros');
    await events.click(within(form).getByRole('radio', { name: 'Orange Money' }));
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));

    const reference = field('textbox', 'Référence de la transaction');
    const message = 'La référence de la transaction est obligatoire';
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription(message);
    expect(reference).toHaveFocus();
    await events.type(reference, 'OM-1');
    expect(within(form).queryByText(message)).toBeNull();
  });

  it("shows the server's detail, in the confirmation then above the form's buttons", async () => {
    const detail = 'Quantité retournée supérieure à la quantité vendue (reste : 0)';
    const { fetchMock, form, field, events } = renderDialog(() => errorResponse(409, { detail }));
    const hook = field('spinbutton', 'Quantité retournée — Crochet 4 mm');
    await events.clear(hook);
    await events.type(hook, '1');
    await events.type(field('textbox', 'Motif — Crochet 4 mm'), 'Trop gros');
    await events.click(within(form).getByRole('button', { name: 'Valider le retour' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmer le retour ?' });
    expect(confirm).toHaveTextContent('Un avoir de 500,00 FCFA');
    await events.click(within(confirm).getByRole('button', { name: 'Confirmer le retour' }));

    expect(await within(confirm).findByText(`Erreur lors du retour: ${detail}`)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toContain(`${RETURN_PATHS.create}/7/retours/`);
    await events.click(within(confirm).getByRole('button', { name: 'Revenir au retour' }));
    expect(await within(form).findByText(`Erreur lors du retour: ${detail}`)).toBeInTheDocument();
  });
});

describe('the return of a discounted line', () => {
  /** 2 balls at 1 500,00 less 300,00 (10 %) and 100,00 of the ticket's discount: 2 600,00 paid. */
  const discounted = saleDetail({
    total: 260_000,
    items: [discountedLine()],
  });

  it('refunds its share of the net paid, per line and in total, never the catalogue price', async () => {
    const { form, field, events } = renderDialog(undefined, discounted);
    expect(within(form).getByText(/net payé 2 600,00 FCFA/)).toBeInTheDocument();
    const quantity = field('spinbutton', 'Quantité retournée — Laine mohair rose');
    await events.clear(quantity);
    await events.type(quantity, '1');
    expect(within(form).getByRole('status', { name: 'Remboursé — Laine mohair rose' })).toHaveTextContent(
      '1 300,00 FCFA',
    );
    expect(within(form).getByRole('status', { name: 'Montant de l’avoir' })).toHaveTextContent(
      '1 300,00 FCFA',
    );
    await events.clear(quantity);
    await events.type(quantity, '2');
    expect(within(form).getByRole('status', { name: 'Montant de l’avoir' })).toHaveTextContent(
      '2 600,00 FCFA',
    );
  });
});
