import { countryOptionSchema, type User, userSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { shopRecord, shopsResponse } from '@/test/shop.test-support';
import {
  checked,
  createTestQueryClient,
  errorResponse,
  fakeResponse,
  gerantUser,
  mockFetch,
} from '@/test/utils';
import { UserFormDialog } from './user-form-dialog';

const COUNTRIES = checked(z.array(countryOptionSchema), [
  { code: 'CI', name: "Côte d'Ivoire" },
  { code: 'FR', name: 'France' },
  { code: 'SN', name: 'Sénégal' },
]);
const SHOPS = [
  shopRecord({ id: 2, nom: 'Treichville', quartier: 'Treichville' }),
  shopRecord({ id: 3, nom: 'Plateau', quartier: 'Plateau' }),
];
const EDIT_PASSWORD =
  'Les mots de passe ne correspondent pas ou le mot de passe est trop court (minimum 8 caractères)';

/** A server that answers the countries and shops, and records what is saved. */
function fakeServer(save: (url: string, body: unknown) => Response = () => errorResponse(500)) {
  return mockFetch((url, init) => {
    if (url === '/Users/countries/') return fakeResponse(z.array(countryOptionSchema), COUNTRIES);
    if (url === '/Magasins/liste-magasins') return shopsResponse(SHOPS);
    return save(url, init.body ? JSON.parse(String(init.body)) : undefined);
  });
}

async function renderDialog(user: User | null = null) {
  const onClose = vi.fn();
  const events = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <UserFormDialog user={user} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  // The nationality shows its name once the countries have arrived.
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Nationalité/ })).toBeEnabled());
  return { events, onClose, dialog };
}

const savedCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('UserFormDialog', () => {
  it('starts a new user as a gerant of nationality France, without the active box', async () => {
    fakeServer();
    const { dialog } = await renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Nouvel utilisateur' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /Nationalité/ })).toHaveValue('France');
    expect(within(dialog).getByRole('button', { name: /Rôle/ })).toHaveTextContent('Gérant');
    expect(within(dialog).getByRole('button', { name: /Magasin assigné/ })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: 'Compte actif' })).toBeNull();
  });

  it('shows every message under its field on an empty submit, and sends nothing', async () => {
    const fetchMock = fakeServer();
    const { events, dialog, onClose } = await renderDialog();
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));

    const messageOf = (label: RegExp | string) => {
      const field = within(dialog).getByLabelText(label, { selector: 'input' });
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return described;
    };
    expect(await within(dialog).findByText("Le nom d'utilisateur est requis")).toBeVisible();
    expect(messageOf(/Nom d'utilisateur/)).toContain("Le nom d'utilisateur est requis");
    expect(messageOf(/Email/)).toContain("L'email est requis");
    expect(messageOf(/Prénom/)).toContain('Le prénom est requis');
    expect(messageOf(/^Nom( \*)?$/)).toContain('Le nom est requis');
    expect(messageOf('Mot de passe')).toContain('Le mot de passe est requis');
    expect(messageOf('Confirmer le mot de passe')).toContain('Confirmez le mot de passe');
    expect(within(dialog).getByText('Un magasin doit être assigné pour un gérant')).toBeVisible();
    expect(savedCalls(fetchMock)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the formats, the length and the confirmation of the password', async () => {
    const fetchMock = fakeServer();
    const { events, dialog } = await renderDialog();
    await events.type(within(dialog).getByLabelText(/Nom d'utilisateur/, { selector: 'input' }), 'ab');
    await events.type(within(dialog).getByLabelText(/Email/, { selector: 'input' }), 'pas-un-email');
    await events.type(within(dialog).getByLabelText('Mot de passe'), 'court');
    await events.type(within(dialog).getByLabelText('Confirmer le mot de passe'), 'autre');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText("Le nom d'utilisateur doit contenir au moins 3 caractères"),
    ).toBeVisible();
    expect(within(dialog).getByText('Veuillez entrer un email valide')).toBeVisible();
    expect(within(dialog).getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    expect(within(dialog).getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(savedCalls(fetchMock)).toHaveLength(0);
  });

  it('hides the shop for direction and creates the user without one', async () => {
    const bodies: unknown[] = [];
    fakeServer((url, body) => {
      bodies.push({ url, body });
      return fakeResponse(
        userSchema,
        {
          ...gerantUser,
          id: 9,
          username: 'mariam.t',
          email: 'mariam@pelote.test',
          first_name: 'Mariam',
          last_name: 'Traoré',
          role: 'direction',
          nationalite: 'FR',
          is_gerant: false,
          is_staff: true,
          magasin: null,
        },
        201,
      );
    });
    const { events, dialog, onClose } = await renderDialog();
    await events.type(within(dialog).getByLabelText(/Nom d'utilisateur/, { selector: 'input' }), 'Mariam.T');
    await events.type(within(dialog).getByLabelText(/Email/, { selector: 'input' }), 'mariam@pelote.test');
    await events.type(within(dialog).getByLabelText(/Prénom/, { selector: 'input' }), 'Mariam');
    await events.type(within(dialog).getByLabelText(/^Nom( \*)?$/, { selector: 'input' }), 'Traoré');
    await events.type(within(dialog).getByLabelText('Mot de passe'), 'motdepasse-solide');
    await events.type(within(dialog).getByLabelText('Confirmer le mot de passe'), 'motdepasse-solide');
    await events.click(within(dialog).getByRole('button', { name: /Rôle/ }));
    await events.click(await screen.findByRole('option', { name: 'Direction' }));
    expect(within(dialog).queryByRole('button', { name: /Magasin assigné/ })).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        url: '/Users/user-create',
        body: {
          username: 'mariam.t',
          email: 'mariam@pelote.test',
          first_name: 'Mariam',
          last_name: 'Traoré',
          password: 'motdepasse-solide',
          confirmPassword: 'motdepasse-solide',
          role: 'direction',
          nationalite: 'FR',
          telephone: '',
          magasin: null,
        },
      },
    ]);
  });

  it('edits without a password unless one is typed, with the edit rule and the active box', async () => {
    const bodies: unknown[] = [];
    fakeServer((url, body) => {
      bodies.push({ url, body });
      return fakeResponse(userSchema, gerantUser);
    });
    const { events, dialog, onClose } = await renderDialog(gerantUser);
    expect(within(dialog).getByRole('heading', { name: "Modifier l'utilisateur" })).toBeVisible();
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveAttribute(
      'placeholder',
      'Laisser vide pour ne pas modifier',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Compte actif' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Nationalité/ })).toHaveValue("Côte d'Ivoire");

    await events.type(within(dialog).getByLabelText('Mot de passe'), 'court');
    await events.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(await within(dialog).findByText(EDIT_PASSWORD)).toBeVisible();
    expect(bodies).toHaveLength(0);

    await events.clear(within(dialog).getByLabelText('Mot de passe'));
    await events.click(within(dialog).getByRole('checkbox', { name: 'Compte actif' }));
    await events.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        url: `/Users/update-user/${gerantUser.id}`,
        body: {
          username: gerantUser.username,
          email: gerantUser.email,
          first_name: gerantUser.first_name,
          last_name: gerantUser.last_name,
          role: 'gerant',
          nationalite: 'CI',
          telephone: '',
          magasin: 2,
          is_active: false,
        },
      },
    ]);
  });

  it("shows the user's 'Historique' when editing: who changed their role", async () => {
    const fetchMock = fakeServer((url) =>
      url.startsWith('/Journal/?')
        ? journalResponse([
            journalRow({
              entite: 'utilisateur',
              entite_id: String(gerantUser.id),
              entite_libelle: gerantUser.username,
              changements: { role: { avant: 'direction', apres: 'gerant' } },
            }),
          ])
        : errorResponse(500),
    );
    const { events, dialog } = await renderDialog(gerantUser);
    await events.click(within(dialog).getByRole('button', { name: 'Historique' }));
    expect(
      await within(dialog).findByText('admin a changé le rôle de koffi : Direction → Gérant'),
    ).toBeInTheDocument();
    const [journalUrl] = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/Journal/'));
    expect(new URLSearchParams(journalUrl?.split('?')[1]).get('entite_id')).toBe(String(gerantUser.id));
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    fakeServer(() => errorResponse(409, { detail: "Ce nom d'utilisateur est déjà utilisé" }));
    const { events, dialog, onClose } = await renderDialog(gerantUser);
    await events.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(
      await within(dialog).findByText(
        "Erreur lors de la modification de l'utilisateur: Ce nom d'utilisateur est déjà utilisé",
      ),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
