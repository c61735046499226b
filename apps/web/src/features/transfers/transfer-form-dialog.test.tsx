import { TRANSFER_PATHS, transferShopsSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import {
  createTestQueryClient,
  directionUser,
  errorResponse,
  fakeResponse,
  fakeSessionStore,
  mockFetch,
  signedIn,
} from '@/test/utils';
import { TransferFormDialog } from './transfer-form-dialog';

const SHOPS = [
  { id: 1, nom: 'Plateau' },
  { id: 2, nom: 'Cocody' },
];

function renderDialog() {
  const fetchMock = mockFetch((url) =>
    url.startsWith(TRANSFER_PATHS.shops) ? fakeResponse(transferShopsSchema, SHOPS) : errorResponse(500),
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider store={fakeSessionStore(signedIn(directionUser))}>
        <TransferFormDialog
          shops={[{ id: 1, nom: 'Plateau', quartier: 'Plateau', is_active: true }]}
          initialSource={1}
          onClose={vi.fn()}
          onCreated={vi.fn()}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, events: userEvent.setup() };
}

describe('TransferFormDialog', () => {
  it('shows the missing destination and the missing article at once, each under its field', async () => {
    const { fetchMock, events } = renderDialog();
    await events.click(screen.getByRole('button', { name: 'Créer le brouillon' }));

    const destination = screen.getByRole('button', { name: /Magasin d'arrivée/ });
    await waitFor(() => expect(destination).toHaveAccessibleDescription("Le magasin d'arrivée est requis"));
    expect(destination).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Article 1/ })).toHaveAccessibleDescription(
      "L'article est requis",
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
