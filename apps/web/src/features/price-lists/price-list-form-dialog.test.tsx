import {
  CATALOGUE_SEARCH_PATH,
  type CatalogueSearchItem,
  catalogueSearchPageSchema,
  type PriceList,
  priceListSchema,
} from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { shopListItemSchema } from '@/lib/shops-query';
import {
  checked,
  createTestQueryClient,
  errorResponse,
  fakeResponse,
  findSettledOption,
  mockFetch,
} from '@/test/utils';
import { PriceListFormDialog } from './price-list-form-dialog';

const WOOL: CatalogueSearchItem = {
  id: 12,
  nom: 'Mérinos bleu nuit',
  type: 'laine',
  prix_unitaire: 200_000,
  description: '',
  couleur: 'Bleu',
};

const SHOPS = [
  { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody', is_active: true },
  { id: 2, nom: 'Boutique Plateau', quartier: 'Plateau', is_active: true },
];

const reseller: PriceList = checked(priceListSchema, {
  id: 4,
  nom: 'Revendeuse',
  active: true,
  pour_tous: false,
  magasins: [2],
  du: '2026-12-24T08:00:00.000Z',
  au: null,
  articles: [
    {
      article: WOOL.id,
      nom: WOOL.nom,
      type: 'laine',
      prix_catalogue: 200_000,
      couleur: 'Bleu',
      prix: 180_000,
      paliers: [{ quantite: 10, prix: 150_000 }],
    },
  ],
  types: [{ type: 'kit', pourcentage: 12.5 }],
  clients: 3,
  date_creation: '2026-11-01T10:00:00.000Z',
});

type Call = { url: string; init: RequestInit };

/** The dialog over a fake server: two shops, a catalogue of one wool, and `write` for the save. */
function renderDialog(priceList: PriceList | null, write: () => Response = () => errorResponse(500)) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    if (url.startsWith('/Magasins/liste-magasins')) return fakeResponse(z.array(shopListItemSchema), SHOPS);
    if (url.startsWith(CATALOGUE_SEARCH_PATH))
      return fakeResponse(catalogueSearchPageSchema, {
        count: 1,
        page: 1,
        page_size: 20,
        total_pages: 1,
        results: [WOOL],
      });
    calls.push({ url, init });
    return write();
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PriceListFormDialog priceList={priceList} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { calls, onClose, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('PriceListFormDialog', () => {
  it('shows the French rules under their fields and sends nothing', async () => {
    const { user, dialog, calls, onClose } = renderDialog(null);
    expect(within(dialog).getByRole('heading', { name: 'Nouveau tarif' })).toBeVisible();
    await user.type(textbox(dialog, /Kit \(%\)/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le tarif' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeVisible();
    expect(textbox(dialog, /Kit \(%\)/)).toHaveAccessibleDescription(
      'Le pourcentage doit être compris entre 0,01 et 99,99 (2 décimales au plus)',
    );
    await user.clear(textbox(dialog, /Kit \(%\)/));
    await user.type(textbox(dialog, /^Nom/), 'Vide');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le tarif' }));
    expect(
      await within(dialog).findByText('Donnez au moins un prix d’article ou un pourcentage par type'),
    ).toBeVisible();
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a promotion with an article, a quantity break, a shop and dates in Abidjan time', async () => {
    const { user, dialog, calls, onClose } = renderDialog(null, () =>
      fakeResponse(priceListSchema, reseller, 201),
    );
    await user.type(textbox(dialog, /^Nom/), 'Noël');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pour tous les clients (promotion)' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Boutique Plateau' }));
    await user.type(within(dialog).getByLabelText('Du'), '2026-12-24T08:00');
    await user.type(within(dialog).getByLabelText('Au'), '2026-12-24T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un article' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Article 1/ }));
    await user.click(await findSettledOption(/Mérinos bleu nuit/));
    expect(within(dialog).getByText('Prix catalogue : 2 000,00 FCFA')).toBeVisible();
    await user.type(textbox(dialog, /^Prix unitaire \(FCFA\)/), '1 800');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un palier' }));
    await user.type(textbox(dialog, /À partir de \(unités\), palier 1/), '10');
    await user.type(textbox(dialog, /Prix unitaire \(FCFA\), palier 1/), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un palier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le palier 2' }));
    await user.type(textbox(dialog, /Laine \(%\)/), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le tarif' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/Tarifs/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      nom: 'Noël',
      active: true,
      pour_tous: true,
      magasins: [2],
      du: '2026-12-24T08:00:00.000Z',
      au: '2026-12-24T18:00:00.000Z',
      articles: [{ article: WOOL.id, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
      types: [{ type: 'laine', pourcentage: 12.5 }],
    });
  });

  it("edits a list from its values, and shows the server's refusal without closing", async () => {
    const { user, dialog, calls, onClose } = renderDialog(reseller, () =>
      errorResponse(409, { detail: 'Un tarif porte déjà ce nom' }),
    );
    expect(within(dialog).getByRole('heading', { name: 'Modifier le tarif' })).toBeVisible();
    expect(textbox(dialog, /^Nom/)).toHaveValue('Revendeuse');
    expect(within(dialog).getByRole('combobox', { name: /Article 1/ })).toHaveValue('Mérinos bleu nuit');
    expect(textbox(dialog, /^Prix unitaire \(FCFA\)$/)).toHaveValue('1800,00');
    expect(textbox(dialog, /À partir de \(unités\), palier 1/)).toHaveValue('10');
    expect(textbox(dialog, /Kit \(%\)/)).toHaveValue('12,5');
    expect(within(dialog).getByLabelText('Du')).toHaveValue('2026-12-24T08:00');
    expect(await within(dialog).findByRole('checkbox', { name: 'Boutique Plateau' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Un tarif porte déjà ce nom')).toBeVisible();
    expect(calls[0]?.url).toBe('/Tarifs/4');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      magasins: [2],
      articles: [{ article: WOOL.id, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
      types: [{ type: 'kit', pourcentage: 12.5 }],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
