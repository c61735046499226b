import { clientSchema, paginatedSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, fakeResponse, findSettledOption, mockFetch } from '@/test/utils';
import { clientAwa } from '../clients/clients.test-support';
import { page } from '../entries/entries.test-support';
import { SaleClientChoice } from './sale-client-choice';
import { FREE_SALE } from './sale-client-picker';

// Two namesakes, told apart by their phone and their address.
const AWA_COCODY = clientAwa({ id: 7, contact: '07 07 07 07 07', adresse: 'Cocody Angré' });
const AWA_YOPOUGON = clientAwa({ id: 8, contact: '05 55 55 55 55', adresse: 'Yopougon Selmer' });

function renderChoice() {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/Clients/clients-particuliers/list')
      ? fakeResponse(paginatedSchema(clientSchema), page([AWA_COCODY, AWA_YOPOUGON]))
      : new Response(null, { status: 404 }),
  );
  const changed = vi.fn();
  function Host() {
    const [value, setValue] = useState({ id: '', label: '' });
    return (
      <SaleClientChoice
        value={value.id}
        valueLabel={value.label}
        onChange={(id, label) => {
          setValue({ id, label });
          changed(id, label);
        }}
        error={value.id === '' ? 'Le client est requis' : undefined}
      />
    );
  }
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Host />
    </QueryClientProvider>,
  );
  return { changed, fetchMock, events: userEvent.setup() };
}

describe('SaleClientChoice', () => {
  it("makes 'Vente libre' a choice of its own, the client search only under 'Client enregistré'", async () => {
    const { changed, events } = renderChoice();
    const group = screen.getByRole('radiogroup', { name: /Type de client/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Vente libre', 'Client enregistré']);
    // Nothing chosen yet: the message is the group's, and no client list is offered.
    expect(group).toHaveAccessibleDescription('Le client est requis');
    expect(screen.queryByRole('combobox', { name: /Client/ })).toBeNull();

    await events.click(screen.getByRole('radio', { name: 'Vente libre' }));
    expect(changed).toHaveBeenLastCalledWith(FREE_SALE, 'Vente libre');
    expect(screen.queryByRole('combobox', { name: /Client/ })).toBeNull();

    // 'Client enregistré' drops the vente libre: a client is now required.
    await events.click(screen.getByRole('radio', { name: 'Client enregistré' }));
    expect(changed).toHaveBeenLastCalledWith('', '');
    expect(screen.getByRole('combobox', { name: /Client/ })).toHaveAccessibleDescription(
      'Le client est requis',
    );
  });

  it('tells namesakes apart by their phone and address, and picks the one pressed', async () => {
    const { changed, events } = renderChoice();
    await events.click(screen.getByRole('radio', { name: 'Client enregistré' }));
    await events.click(screen.getByRole('combobox', { name: /Client/ }));
    const yopougon = await findSettledOption(/05 55 55 55 55/);
    expect(yopougon).toHaveTextContent('Awa Koné05 55 55 55 55 · Yopougon Selmer');
    expect(screen.getByRole('option', { name: /07 07 07 07 07/ })).toHaveTextContent('Cocody Angré');
    await events.click(yopougon);
    expect(changed).toHaveBeenLastCalledWith('8', 'Awa Koné');
    expect(screen.getByRole('combobox', { name: /Client/ })).toHaveValue('Awa Koné');
  });
});
