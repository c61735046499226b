import {
  parseMoney,
  SHOP_MESSAGES,
  SHOP_PHOTO_MAX_BYTES,
  SHOP_PHOTO_TYPES,
  type ShopInput,
  type ShopPayload,
  shopInputSchema,
} from '@pelote/shared';
import { useRef, useState } from 'react';
import { type Path, useController } from 'react-hook-form';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormCheckboxField } from '@/components/form-checkbox-field';
import { FormDialog } from '@/components/form-dialog';
import { toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { MoneyTextField } from '@/components/money-text-field';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { type ShopListItem, useSaveShop, useUploadShopPhoto } from './shops-api';

export const SHOP_FORM_TEXTS = {
  createTitle: 'Créer un nouveau magasin',
  editTitle: 'Modifier le magasin',
  nom: 'Nom du magasin',
  quartier: 'Quartier',
  photo: 'Photo du magasin',
  active: 'Magasin actif',
  expenseCap: 'Plafond de dépenses par jour (FCFA, vide : aucun)',
  ticketFooter: 'Pied de ticket',
  ticketFooterHelp:
    'Imprimé en bas des tickets de caisse : remerciement, conditions d’échange. Vide : « Merci de votre visite ».',
  create: 'Créer',
  update: 'Modifier',
  pending: 'Sauvegarde...',
  createFailed: 'Erreur lors de la création du magasin',
  updateFailed: 'Erreur lors de la modification du magasin',
  fallback: "Erreur lors de l'opération",
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
    pied_ticket: shop?.pied_ticket ?? '',
  };
}

type ShopFormDialogProps = {
  /** The shop to edit; null to create one. */
  shop: ShopListItem | null;
  onClose: () => void;
};

/**
 * Create or edit a shop: name, quartier, photo, its daily cap on expenses, its tickets' footer and
 * 'Magasin actif'. A chosen photo is uploaded at
 * once (the server keeps it by its content and answers its `{ url, alt }`, kept in the form), then
 * saved with the shop; a submit waits for a photo still being sent, and a photo that could not be
 * sent stops it, its error beside the photo. Mounted on each opening, so its fields and errors
 * start afresh; on failure the alert shows and the dialog stays open.
 */
export function ShopFormDialog({ shop, onClose }: ShopFormDialogProps) {
  const form = useSchemaForm<ShopInput, ShopPayload>(shopInputSchema, initialValues(shop));
  const save = useSaveShop();
  const upload = useUploadShopPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  /** The upload of the last chosen photo: true once its address is in the form. */
  const pendingUpload = useRef<Promise<boolean> | null>(null);
  const { field: photo } = useController({ control: form.control, name: 'photo' });
  const action = shop ? 'update' : 'create';
  const savedCap = shop?.plafond_depenses_jour ?? null;
  const [cap, setCap] = useState(savedCap === null ? '' : toMoneyField(savedCap));
  const [capError, setCapError] = useState<string | undefined>(undefined);

  function choosePhoto(file: File) {
    setUploadError(null);
    pendingUpload.current = upload
      .mutateAsync(file)
      .then((uploaded) => {
        photo.onChange(uploaded);
        return true;
      })
      .catch((error: unknown) => {
        setUploadError(error instanceof Error && error.message ? error.message : T.fallback);
        return false;
      });
  }

  async function submit(values: ShopPayload) {
    setFailure(null);
    // A photo still being sent is waited for; one that failed keeps the dialog as it is.
    if (pendingUpload.current && !(await pendingUpload.current)) return;
    // The daily cap, in FCFA: empty lifts it.
    const plafond = cap.trim() === '' ? null : parseMoney(cap);
    if (cap.trim() !== '' && (plafond === null || plafond < 0)) {
      setCapError(SHOP_MESSAGES.expenseCapInvalid);
      return;
    }
    setCapError(undefined);
    const current = form.getValues('photo');
    const payload: ShopPayload = {
      ...values,
      photo: current ? { url: current.url, alt: current.alt ?? '' } : null,
      plafond_depenses_jour: plafond,
    };
    try {
      await save.mutateAsync({ id: shop?.id ?? null, payload });
      onClose();
    } catch (error) {
      setFailure(shopFailureText(action, error));
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (name === 'nom' || name === 'quartier') form.setError(name as Path<ShopInput>, { message });
          if (name === 'photo') setUploadError(message);
        }
      }
    }
  }

  return (
    <FormDialog
      onClose={onClose}
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
        previewUrl={photo.value?.url ?? null}
        previewAlt={photo.value?.alt ?? ''}
        onRemove={() => {
          setUploadError(null);
          pendingUpload.current = null;
          photo.onChange(null);
        }}
        error={uploadError}
        isBusy={upload.isPending}
      />
      <MoneyTextField label={T.expenseCap} value={cap} onChange={setCap} error={capError} />
      <FormTextareaField<ShopInput>
        name="pied_ticket"
        label={T.ticketFooter}
        description={T.ticketFooterHelp}
        rows={3}
      />
      <FormCheckboxField<ShopInput> name="is_active" label={T.active} />
    </FormDialog>
  );
}
