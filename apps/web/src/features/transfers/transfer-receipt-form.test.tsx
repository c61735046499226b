import { type Transfer, type TransferLine, transferSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checked, createTestQueryClient, errorResponse, mockFetch } from '@/test/utils';
import { TransferReceiptForm } from './transfer-receipt-form';

const line = (id: number, nom: string, quantite: number): TransferLine => ({
  id,
  article: { id: id * 10, nom, type: 'accessoire' },
  bain: '',
  quantite,
  quantite_recue: null,
  manque: null,
  motif: null,
  commentaire: null,
  prix_unitaire: 50_000,
});
const shop = (id: number, nom: string) => ({ id, nom });
const TRANSFER: Transfer = checked(transferSchema, {
  id: 9,
  statut: 'expedie',
  source: shop(1, 'Plateau'),
  destination: shop(2, 'Cocody'),
  note: '',
  cree_le: '2026-11-20T09:00:00.000Z',
  cree_par: null,
  expedie_le: '2026-11-20T10:00:00.000Z',
  expedie_par: null,
  recu_le: null,
  recu_par: null,
  annule_le: null,
  annule_par: null,
  quantite: 8,
  quantite_recue: null,
  manque: null,
  lignes: [line(1, 'Boîte à aiguilles', 5), line(2, 'Crochet 4 mm', 3)],
});

function renderForm(received: () => Response) {
  const fetchMock = mockFetch(received);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TransferReceiptForm transfer={TRANSFER} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  return { fetchMock, events: userEvent.setup() };
}

describe('TransferReceiptForm', () => {
  it('shows the error of each line under its own quantity, and focuses the first', async () => {
    const { fetchMock, events } = renderForm(() => errorResponse(500));
    const first = screen.getByRole('spinbutton', { name: 'Quantité reçue (sur 5)' });
    const second = screen.getByRole('spinbutton', { name: 'Quantité reçue (sur 3)' });
    await events.clear(first);
    await events.clear(second);
    await events.click(screen.getByRole('button', { name: 'Confirmer la réception' }));

    const message = 'La quantité reçue doit être un nombre entier positif ou nul';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(first).toHaveAccessibleDescription(message);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(message);
    expect(first).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's detail when the receipt is refused", async () => {
    const { events } = renderForm(() => errorResponse(400, { detail: 'Indiquez le motif de chaque manque' }));
    const first = screen.getByRole('spinbutton', { name: 'Quantité reçue (sur 5)' });
    await events.clear(first);
    await events.type(first, '4');
    await events.click(screen.getByRole('button', { name: 'Confirmer la réception' }));

    expect(
      await screen.findByText('Erreur lors de la réception : Indiquez le motif de chaque manque'),
    ).toBeInTheDocument();
  });
});
