import { shopSchema, uploadedPhotoSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopRecord } from '@/test/shop.test-support';
import { checked, createTestQueryClient, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { ShopFormDialog } from './shop-form-dialog';
import type { ShopListItem } from './shops-api';

const TYPE_MESSAGE = 'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp';
const SIZE_MESSAGE = 'Le fichier est trop volumineux. Taille maximum: 2MB';
const PHOTO = checked(uploadedPhotoSchema, {
  url: '/api/Magasins/photos/0b0e7c9a5a434f0e9a594c3a1d2b7e11.png',
  alt: 'devanture',
});

function renderDialog(shop: ShopListItem | null = null) {
  const onClose = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ShopFormDialog shop={shop} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const fileInput = () => {
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  };
  return { user, onClose, dialog, fileInput };
}

function image(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('ShopFormDialog', () => {
  it('shows the required messages on an empty submit, and sends nothing', async () => {
    const fetchMock = mockFetch(() => errorResponse(500));
    const { user, dialog, onClose } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Créer un nouveau magasin' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Magasin actif' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeVisible();
    expect(within(dialog).getByText('Le quartier est requis')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, and one over 2 MB, with the specified messages', async () => {
    const fetchMock = mockFetch(() => errorResponse(500));
    const { user, dialog, fileInput } = renderDialog();
    await user.upload(fileInput(), new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(TYPE_MESSAGE)).toBeVisible();
    await user.upload(fileInput(), image('grande.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText(SIZE_MESSAGE)).toBeVisible();
    expect(within(dialog).queryByText(TYPE_MESSAGE)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a chosen image at once, previews it, and saves it with the shop', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, init });
      if (url === '/Magasins/upload-photo') {
        const form = init.body as FormData;
        expect(form).toBeInstanceOf(FormData);
        expect([...form.keys()]).toEqual(['photo']);
        expect(form.get('photo')).toBeInstanceOf(File);
        return fakeResponse(uploadedPhotoSchema, PHOTO, 201);
      }
      const record = shopRecord({ id: 7, nom: 'Cocody', quartier: 'Angré', photo: PHOTO });
      return fakeResponse(shopSchema, record, 201);
    });
    const { user, dialog, fileInput, onClose } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du magasin/ }), 'Cocody');
    await user.type(within(dialog).getByRole('textbox', { name: /Quartier/ }), 'Angré');
    await user.upload(fileInput(), image('devanture.png', 'image/png', 1000));
    expect(await within(dialog).findByRole('img', { name: 'devanture' })).toHaveAttribute('src', PHOTO.url);
    expect(calls.map((c) => c.url)).toEqual(['/Magasins/upload-photo']);
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(['/Magasins/upload-photo', '/Magasins/magasin-create']);
    const create = calls[1]?.init;
    expect(JSON.parse(String(create?.body))).toMatchObject({
      nom: 'Cocody',
      quartier: 'Angré',
      is_active: true,
      photo: PHOTO,
    });
    expect(new Headers(create?.headers).get('Idempotency-Key')).toMatch(/\S{16,}/);
  });

  it('a photo that could not be sent stops the save with its error; chosen again, it is saved', async () => {
    const calls: string[] = [];
    let uploads = 0;
    mockFetch((url) => {
      calls.push(url);
      if (url === '/Magasins/upload-photo') {
        uploads += 1;
        return uploads === 1
          ? errorResponse(503, { detail: 'Service indisponible' })
          : fakeResponse(uploadedPhotoSchema, PHOTO, 201);
      }
      return fakeResponse(shopSchema, shopRecord({ id: 7, nom: 'Cocody', photo: PHOTO }), 201);
    });
    const { user, dialog, fileInput, onClose } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du magasin/ }), 'Cocody');
    await user.type(within(dialog).getByRole('textbox', { name: /Quartier/ }), 'Angré');
    await user.upload(fileInput(), image('devanture.png', 'image/png', 1000));
    expect(await within(dialog).findByText('Service indisponible')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(within(dialog).getByText('Service indisponible')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls).toEqual(['/Magasins/upload-photo']);

    await user.upload(fileInput(), image('devanture.png', 'image/png', 1000));
    expect(await within(dialog).findByRole('img', { name: 'devanture' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual(['/Magasins/upload-photo', '/Magasins/upload-photo', '/Magasins/magasin-create']);
  });

  it('an edit sends the photo the shop has, and shows beside it a photo the server refuses', async () => {
    const bodies: unknown[] = [];
    mockFetch((_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return errorResponse(400, {
        detail: "Cette photo n'a pas été téléversée : téléversez-la à nouveau",
        errors: { photo: "Cette photo n'a pas été téléversée : téléversez-la à nouveau" },
      });
    });
    const shop = shopRecord({ id: 7, nom: 'Cocody', quartier: 'Angré', photo: PHOTO });
    const { user, dialog, onClose } = renderDialog(shop);
    expect(within(dialog).getByRole('img', { name: 'devanture' })).toHaveAttribute('src', PHOTO.url);
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(
      await within(dialog).findByText(
        "Erreur lors de la modification du magasin : Cette photo n'a pas été téléversée : téléversez-la à nouveau",
      ),
    ).toBeVisible();
    // And beside the photo, so the user knows which field to change.
    expect(
      within(dialog).getByText("Cette photo n'a pas été téléversée : téléversez-la à nouveau", {
        exact: true,
      }),
    ).toBeVisible();
    expect(bodies[0]).toMatchObject({ nom: 'Cocody', photo: PHOTO });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server detail when the save fails', async () => {
    mockFetch(() => errorResponse(400, { detail: 'Nom déjà utilisé' }));
    const shop = shopRecord({ id: 3, nom: 'Plateau', quartier: 'Plateau', is_active: false });
    const { user, dialog, onClose } = renderDialog(shop);
    expect(within(dialog).getByRole('heading', { name: 'Modifier le magasin' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Nom du magasin/ })).toHaveValue('Plateau');
    expect(within(dialog).getByRole('checkbox', { name: 'Magasin actif' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Une erreur s'est produite lors de la sauvegarde");
    expect(alert).toHaveTextContent('Erreur lors de la modification du magasin : Nom déjà utilisé');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits the daily cap on expenses in FCFA: shown, refused when not an amount, emptied to lift it', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return fakeResponse(shopSchema, {
        ...shopRecord({ id: 9, nom: 'Adjamé', quartier: 'Adjamé' }),
        ...body,
      });
    });
    const shop = shopRecord({ id: 9, nom: 'Adjamé', quartier: 'Adjamé', plafond_depenses_jour: 2_000_000 });
    const { user, dialog, onClose } = renderDialog(shop);
    const cap = within(dialog).getByRole('textbox', { name: /Plafond de dépenses par jour/ });
    expect((cap as HTMLInputElement).value).toMatch(/^20\s?000,00$/);
    await user.clear(cap);
    await user.type(cap, 'vingt');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(
      await within(dialog).findByText('Le plafond de dépenses doit être un montant positif ou nul'),
    ).toBeVisible();
    expect(bodies).toEqual([]);
    await user.clear(cap);
    await user.type(cap, '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ nom: 'Adjamé', plafond_depenses_jour: 1_500_000 });
  });

  it("edits the tickets' footer, 'Pied de ticket', shown and sent with the shop", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return fakeResponse(shopSchema, {
        ...shopRecord({ id: 9, nom: 'Adjamé', quartier: 'Adjamé' }),
        ...body,
      });
    });
    const shop = shopRecord({ id: 9, nom: 'Adjamé', quartier: 'Adjamé', pied_ticket: 'Merci !' });
    const { user, dialog, onClose } = renderDialog(shop);
    const footer = within(dialog).getByRole('textbox', { name: 'Pied de ticket' });
    expect(footer).toHaveValue('Merci !');
    await user.clear(footer);
    await user.type(footer, 'Échange sous 7 jours{Enter}avec ce ticket');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ pied_ticket: 'Échange sous 7 jours\navec ce ticket' });
  });
});
