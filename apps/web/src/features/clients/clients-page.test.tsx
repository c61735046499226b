import { type Client, clientSchema, nationalityOptionSchema, paginatedSchema } from '@pelote/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { shopsResponse } from '@/test/shop.test-support';
import {
  checked,
  directionUser,
  errorResponse,
  fakeResponse,
  findGridWithRows,
  gerantUser,
  mockFetch,
  renderSignedIn,
} from '@/test/utils';
import { clientAwa } from './clients.test-support';

// The routes load their page on demand: a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const awa: Client = clientAwa({
  adresse: 'Cocody, rue des Jardins',
  date_naissance: '1990-05-14',
  profession: 'Couturière',
  chiffre_affaire: 1_176_550,
});

const moussa: Client = checked(clientSchema, {
  ...awa,
  id: 8,
  nom: 'Diallo',
  prenom: 'Moussa',
  email: null,
  adresse: null,
  date_naissance: null,
  profession: null,
  nationalite: null,
  nationalite_label: null,
  chiffre_affaire: 0,
});

const page = (results: Client[]) => ({
  count: results.length,
  page: 1,
  page_size: 5,
  total_pages: 1,
  results,
});

type Call = { method: string; url: string; body: unknown };

/** A fake server: the client list, the nationalities, and the create call's answer. */
function fakeServer(options: { create?: () => Response } = {}) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/Magasins/liste-magasins') return shopsResponse([]);
    if (url.startsWith('/Clients/clients-particuliers/list')) {
      return fakeResponse(paginatedSchema(clientSchema), page([awa, moussa]));
    }
    if (url === '/Clients/nationalites/') {
      return fakeResponse(z.array(nationalityOptionSchema), [
        { code: 'CI', label: 'Ivoirienne' },
        { code: 'FR', label: 'Française' },
        { code: 'SN', label: 'Sénégalaise' },
      ]);
    }
    if (url === '/Clients/clients-particuliers/create' && options.create) {
      return options.create();
    }
    return errorResponse(404, { detail: 'inconnu' });
  });
  return calls;
}

function openClients(user = directionUser) {
  return renderSignedIn('/clients', user);
}

async function openCreateForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ajouter un client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un client' });
  return { user, dialog };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});

describe('/clients', () => {
  it('shows the columns: name with age, contact, information, turnover, status, actions', async () => {
    fakeServer();
    openClients();
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    const table = await findGridWithRows('Liste des clients');
    const row = within(table).getByRole('row', { name: /Awa Koné/ });
    expect(row).toHaveTextContent('35 ans');
    expect(row).toHaveTextContent('0707070707');
    expect(row).toHaveTextContent('awa@example.ci');
    expect(row).toHaveTextContent('Couturière');
    expect(row).toHaveTextContent('Ivoirienne');
    expect(row).toHaveTextContent('11 765,50 FCFA');
    expect(row).toHaveTextContent('Client actif');
    expect(within(row).getByRole('link', { name: 'Voir le profil de Awa Koné' })).toHaveAttribute(
      'href',
      '/clients/7',
    );
    expect(within(row).getByRole('button', { name: 'Supprimer Awa Koné' })).toBeInTheDocument();
    const other = within(table).getByRole('row', { name: /Moussa Diallo/ });
    expect(other).toHaveTextContent('Nouveau client');
    expect(other).not.toHaveTextContent(' ans');
  });

  it('hides delete from a gerant', async () => {
    fakeServer();
    openClients(gerantUser);
    const table = await findGridWithRows('Liste des clients');
    const row = within(table).getByRole('row', { name: /Awa Koné/ });
    expect(within(row).getByRole('button', { name: 'Modifier Awa Koné' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Supprimer Awa Koné' })).not.toBeInTheDocument();
  });
});

describe('the client form', () => {
  it('shows the French messages under the fields and sends nothing', async () => {
    const calls = fakeServer();
    openClients();
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'awa@');
    fireEvent.change(within(dialog).getByLabelText('Date de naissance'), { target: { value: '2026-03-11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le prénom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le contact est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("Format d'email invalide")).toBeInTheDocument();
    expect(
      within(dialog).getByText('La date de naissance ne peut pas être dans le futur'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Editing a field clears its message; the others stay until the next submit.
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'K');
    expect(within(dialog).queryByText('Le nom est requis')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Le prénom est requis')).toBeInTheDocument();
  });

  it('treats blanks as missing: spaces only is still required', async () => {
    fakeServer();
    openClients();
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
  });

  it('sends the trimmed values, only the filled fields, with the nationality picked by typing', async () => {
    const calls = fakeServer({ create: () => fakeResponse(clientSchema, { ...awa, id: 9 }, 201) });
    openClients();
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), '  Koné ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Prénom/ }), 'Awa');
    await user.type(within(dialog).getByRole('textbox', { name: /^Contact/ }), ' 0707070707 ');
    const nationality = within(dialog).getByRole('combobox', { name: 'Nationalité' });
    await waitFor(() => expect(nationality).toBeEnabled());
    await user.type(nationality, 'ivoir');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Ivoirienne',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ivoirienne' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ nom: 'Koné', prenom: 'Awa', contact: '0707070707', nationalite: 'CI' });
  });

  it('keeps the dialog open with the server error when the save fails', async () => {
    fakeServer({
      create: () =>
        errorResponse(400, {
          detail: 'Nationalité invalide',
          errors: { nationalite: 'Nationalité invalide' },
        }),
    });
    openClients();
    const { user, dialog } = await openCreateForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Koné');
    await user.type(within(dialog).getByRole('textbox', { name: /^Prénom/ }), 'Awa');
    await user.type(within(dialog).getByRole('textbox', { name: /^Contact/ }), '07');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nationalité invalide');
    expect(screen.getByRole('dialog', { name: 'Ajouter un client' })).toBeInTheDocument();
  });
});
