import { type Supplier, supplierSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checked, createTestQueryClient, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { SupplierFormDialog } from './supplier-form-dialog';

const bandama: Supplier = checked(supplierSchema, {
  id: 7,
  nom: 'Filature du Bandama',
  telephone: '07 07 07 07 07',
  quartier: 'Bouaké',
  delai_livraison: 10,
  minimum_commande: 5_000_050,
  notes: null,
  date_creation: '2026-03-01T10:00:00.000Z',
});

function renderDialog(supplier: Supplier | null = null) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SupplierFormDialog supplier={supplier} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user, onClose, dialog: screen.getByRole('dialog') };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('SupplierFormDialog', () => {
  it('shows the French rules under their fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => errorResponse(500));
    const { user, dialog, onClose } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Ajouter un fournisseur' })).toBeVisible();
    await user.type(field(dialog, /Téléphone \(WhatsApp\)/), 'pas un numéro');
    await user.type(field(dialog, /Délai de livraison \(jours\)/), '-3');
    await user.type(field(dialog, /Minimum de commande \(FCFA\)/), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeVisible();
    expect(within(dialog).getByText('Numéro de téléphone invalide')).toBeVisible();
    expect(
      within(dialog).getByText('Le délai de livraison doit être un nombre entier de jours, de 0 à 365'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Le minimum de commande doit être un montant positif ou nul'),
    ).toBeVisible();
    expect(field(dialog, /^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a supplier with its Idempotency-Key, the amount in hundredths and empty fields as null', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, init });
      return fakeResponse(supplierSchema, bandama, 201);
    });
    const { user, dialog, onClose } = renderDialog();
    await user.type(field(dialog, /^Nom/), '  Filature du Bandama ');
    await user.type(field(dialog, /Quartier \/ ville/), 'Bouaké');
    await user.type(field(dialog, /Délai de livraison/), '10');
    await user.type(field(dialog, /Minimum de commande/), '50 000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/Fournisseurs/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      nom: 'Filature du Bandama',
      telephone: null,
      quartier: 'Bouaké',
      delai_livraison: 10,
      minimum_commande: 5_000_050,
      notes: null,
    });
  });

  it("edits a supplier from its values, and shows the server's refusal without closing", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, init });
      return errorResponse(409, { detail: 'Un fournisseur porte déjà ce nom' });
    });
    const { user, dialog, onClose } = renderDialog(bandama);
    expect(within(dialog).getByRole('heading', { name: 'Modifier le fournisseur' })).toBeVisible();
    expect(field(dialog, /^Nom/)).toHaveValue('Filature du Bandama');
    expect(field(dialog, /Téléphone/)).toHaveValue('07 07 07 07 07');
    expect(field(dialog, /Délai de livraison/)).toHaveValue('10');
    expect(field(dialog, /Minimum de commande/)).toHaveValue('50000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(await within(dialog).findByText('Un fournisseur porte déjà ce nom')).toBeVisible();
    expect(calls[0]?.url).toBe('/Fournisseurs/7');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ minimum_commande: 5_000_050 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
