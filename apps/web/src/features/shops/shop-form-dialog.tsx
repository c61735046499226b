import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHOP_MESSAGES,
  SHOP_PHOTO_MAX_BYTES,
  SHOP_PHOTO_TYPES,
  type ShopInput,
  type ShopPayload,
  shopInputSchema,
} from '@pelote/shared';
import { useEffect, useRef, useState } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormCheckboxField } from '@/components/form-checkbox-field';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ApiError } from '@/lib/api-client';
import { type ShopListItem, useSaveShop, useUploadShopPhoto } from './shops-api';

export const SHOP_FORM_TEXTS = {
  createTitle: 'Créer un nouveau magasin',
  editTitle: 'Modifier le magasin',
  nom: 'Nom du magasin',
  quartier: 'Quartier',
  photo: 'Photo du magasin',
  active: 'Magasin actif',
  create: 'Créer',
  update: 'Modifier',
  pending: 'Sauvegarde...',
  createFailed: 'Erreur lors de la création du magasin',
  updateFailed: 'Erreur lors de la modification du magasin',
  fallback: "Erreur lors de l'opération",
  photoFailed: "Magasin enregistré, mais la photo n'a pas été envoyée",
} as const;

const T = SHOP_FORM_TEXTS;

/**
 * 'Erreur lors de la création du magasin : {detail}' (or 'de la modification'), the server's
 * detail falling back to 'Erreur lors de l'opération'. It shows under the heading 'Une erreur
 * s'est produite lors de la sauvegarde'.
 */
export function shopFailureText(action: 'create' | 'update', error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : T.fallback;
  return `${action === 'create' ? T.createFailed : T.updateFailed} : ${detail}`;
}

function initialValues(shop: ShopListItem | null): ShopInput {
  return {
    nom: shop?.nom ?? '',
    quartier: shop?.quartier ?? '',
    is_active: shop?.is_active ?? true,
    photo: shop?.photo ?? null,
  };
}

type ShopFormDialogProps = {
  /** The shop to edit; null to create one. */
  shop: ShopListItem | null;
  onClose: () => void;
};

/** The name a photo is shown under: its file's name without the extension (as the server does). */
const altOf = (file: File) => file.name.replace(/\.[^.]*$/, '').trim() || T.photo;

/**
 * Create or edit a shop: name, quartier, photo and 'Magasin actif'. A chosen photo is previewed
 * from the device and sent once the shop is saved (the server keeps it for that shop). Mounted on
 * each opening, so its fields and errors start afresh; on failure the alert shows and the dialog
 * stays open (a shop already created is then edited, never created twice).
 */
export function ShopFormDialog({ shop, onClose }: ShopFormDialogProps) {
  const form = useForm<ShopInput, unknown, ShopPayload>({
    resolver: zodResolver(shopInputSchema),
    defaultValues: initialValues(shop),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const save = useSaveShop();
  const upload = useUploadShopPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const savedId = useRef<number | null>(shop?.id ?? null);
  const { field: photo } = useController({ control: form.control, name: 'photo' });
  const action = shop ? 'update' : 'create';

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  function choosePhoto(file: File) {
    setUploadError(null);
    setChosen({ file, preview: URL.createObjectURL(file) });
  }

  async function submit(values: ShopPayload) {
    setFailure(null);
    const current = form.getValues('photo');
    const payload: ShopPayload = {
      ...values,
      photo: current ? { url: current.url, alt: current.alt ?? '' } : null,
    };
    try {
      const saved = await save.mutateAsync({ id: savedId.current, payload });
      savedId.current = saved.id;
    } catch (error) {
      setFailure(shopFailureText(action, error));
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (name === 'nom' || name === 'quartier') form.setError(name as Path<ShopInput>, { message });
        }
      }
      return;
    }
    try {
      if (chosen) photo.onChange(await upload.mutateAsync({ shopId: savedId.current, file: chosen.file }));
      setChosen(null);
      onClose();
    } catch (error) {
      setUploadError(
        `${T.photoFailed} : ${error instanceof Error && error.message ? error.message : T.fallback}`,
      );
    }
  }

  return (
    <FormDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !save.isPending) onClose();
      }}
      title={shop ? T.editTitle : T.createTitle}
      form={form}
      onSubmit={submit}
      submitLabel={shop ? T.update : T.create}
      pendingLabel={T.pending}
      isPending={form.formState.isSubmitting || save.isPending}
      error={failure}
      errorTitle={SHOP_MESSAGES.saveFailed}
    >
      <FormTextField<ShopInput> name="nom" label={T.nom} isRequired autoFocus autoComplete="off" />
      <FormTextField<ShopInput> name="quartier" label={T.quartier} isRequired autoComplete="off" />
      <FileDropZone
        label={T.photo}
        acceptedTypes={SHOP_PHOTO_TYPES}
        maxBytes={SHOP_PHOTO_MAX_BYTES}
        onFile={choosePhoto}
        previewUrl={chosen?.preview ?? photo.value?.url ?? null}
        previewAlt={chosen ? altOf(chosen.file) : (photo.value?.alt ?? '')}
        onRemove={() => {
          setUploadError(null);
          setChosen(null);
          photo.onChange(null);
        }}
        error={uploadError}
        isBusy={upload.isPending}
      />
      <FormCheckboxField<ShopInput> name="is_active" label={T.active} />
    </FormDialog>
  );
}
