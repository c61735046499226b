import { shopSchema, uploadedPhotoSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopRecord } from '@/test/shop-fixtures';
import { checked, createTestQueryClient, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { ShopFormDialog } from './shop-form-dialog';
import type { ShopListItem } from './shops-api';

const TYPE_MESSAGE = 'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp';
const SIZE_MESSAGE = 'Le fichier est trop volumineux. Taille maximum: 2MB';
const PHOTO = checked(uploadedPhotoSchema, {
  url: '/api/Magasins/7/photo/0b0e7c9a5a434f0e9a594c3a1d2b7e11.png',
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

  it('previews a chosen image from the device, creates the shop, then sends the photo for it', async () => {
    // jsdom has no object URLs: the preview's address is stubbed.
    URL.createObjectURL = vi.fn(() => 'blob:apercu');
    URL.revokeObjectURL = vi.fn();
    const bodies: unknown[] = [];
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(url);
      if (url === '/Magasins/upload-photo') {
        expect(init.body).toBeInstanceOf(FormData);
        expect((init.body as FormData).get('magasin_id')).toBe('7');
        expect((init.body as FormData).get('photo')).toBeInstanceOf(File);
        return fakeResponse(uploadedPhotoSchema, PHOTO, 201);
      }
      if (url === '/Magasins/magasin-create') {
        bodies.push(JSON.parse(String(init.body)));
        return fakeResponse(
          shopSchema,
          shopRecord({ id: 7, nom: 'Cocody', quartier: 'Angré', photo: PHOTO }),
          201,
        );
      }
      return errorResponse(404, { detail: 'Ressource introuvable' });
    });
    const { user, dialog, fileInput, onClose } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du magasin/ }), 'Cocody');
    await user.type(within(dialog).getByRole('textbox', { name: /Quartier/ }), 'Angré');
    await user.upload(fileInput(), image('devanture.png', 'image/png', 1000));
    expect(await within(dialog).findByRole('img', { name: 'devanture' })).toHaveAttribute(
      'src',
      'blob:apercu',
    );
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ nom: 'Cocody', quartier: 'Angré', is_active: true, photo: null });
    expect(calls).toEqual(['/Magasins/magasin-create', '/Magasins/upload-photo']);
  });

  it('keeps the dialog open when the photo fails after the save, and then edits the created shop', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:apercu');
    URL.revokeObjectURL = vi.fn();
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
      const record = shopRecord({ id: 7, nom: 'Cocody', quartier: 'Angré' });
      return fakeResponse(shopSchema, record, url === '/Magasins/magasin-create' ? 201 : 200);
    });
    const { user, dialog, fileInput, onClose } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du magasin/ }), 'Cocody');
    await user.type(within(dialog).getByRole('textbox', { name: /Quartier/ }), 'Angré');
    await user.upload(fileInput(), image('devanture.png', 'image/png', 1000));
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText(
        "Magasin enregistré, mais la photo n'a pas été envoyée : Service indisponible",
      ),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      '/Magasins/magasin-create',
      '/Magasins/upload-photo',
      '/Magasins/magasin-update/7',
      '/Magasins/upload-photo',
    ]);
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
});
