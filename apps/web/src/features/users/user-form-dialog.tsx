import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_ROLE,
  ROLE_LABELS,
  ROLES,
  type User,
  type UserCreateInput,
  type UserFormValues,
  type UserUpdateInput,
  userCreateFormSchema,
  userEditFormSchema,
} from '@pelote/shared';
import { useState } from 'react';
import { type Resolver, useForm, useFormContext, useWatch } from 'react-hook-form';
import { FormCheckboxField } from '@/components/form-checkbox-field';
import { FormComboBoxField } from '@/components/form-combo-box-field';
import { FormDialog } from '@/components/form-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { InputField } from '@/components/input-field';
import { RecordHistory } from '@/components/record-history';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useShops } from '@/lib/shops-query';
import { useCountries, useSaveUser } from './users-api';

export const USER_FORM_TEXTS = {
  createTitle: 'Nouvel utilisateur',
  editTitle: "Modifier l'utilisateur",
  create: 'Créer',
  update: 'Modifier',
  pending: 'Enregistrement...',
  username: "Nom d'utilisateur",
  email: 'Email',
  firstName: 'Prénom',
  lastName: 'Nom',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  keepPassword: 'Laisser vide pour ne pas modifier',
  role: 'Rôle',
  nationalite: 'Nationalité',
  nationalitePlaceholder: 'Tapez pour rechercher...',
  countriesLoading: 'Chargement des pays...',
  telephone: 'Téléphone',
  magasin: 'Magasin assigné',
  magasinPlaceholder: 'Sélectionner un magasin',
  shopsLoading: 'Chargement des magasins...',
  isActive: 'Compte actif',
  createFailed: "Erreur lors de la création de l'utilisateur",
  updateFailed: "Erreur lors de la modification de l'utilisateur",
} as const;

const T = USER_FORM_TEXTS;

/** The default nationality: 'France'. */
const DEFAULT_NATIONALITY = 'FR';

const roleOptions = [...ROLES].reverse().map((role) => ({ id: role, label: ROLE_LABELS[role] }));

/** The form starts from the user's values, or from the defaults (gerant, France). */
function formValues(user: User | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    password: '',
    confirmPassword: '',
    role: user?.role ?? DEFAULT_ROLE,
    nationalite: user?.nationalite ?? DEFAULT_NATIONALITY,
    telephone: user?.telephone ?? '',
    magasin: user?.magasin ? String(user.magasin) : '',
    is_active: user?.is_active ?? true,
  };
}

/** Password and confirmation: masked inputs bound to the form, errors under each. */
function PasswordFields({ isEdit }: { isEdit: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const placeholder = isEdit ? T.keepPassword : undefined;
  return (
    <>
      <InputField
        label={T.password}
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label={T.confirmPassword}
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}

function NationalityField() {
  const countries = useCountries();
  const options = (countries.data ?? []).map((country) => ({ id: country.code, label: country.name }));
  return (
    <FormComboBoxField<UserFormValues>
      // Mounted again once the options arrive, so the chosen country shows its name.
      key={options.length}
      name="nationalite"
      label={T.nationalite}
      options={options}
      isRequired
      placeholder={T.nationalitePlaceholder}
      isDisabled={countries.isPending}
      description={
        countries.isPending ? T.countriesLoading : countries.isError ? countries.error.message : undefined
      }
    />
  );
}

/** The shop of a gerant; not shown for direction (who has none). */
function ShopField() {
  const role = useWatch<UserFormValues, 'role'>({ name: 'role' });
  const shops = useShops({ enabled: role === 'gerant' });
  if (role !== 'gerant') return null;
  const options = (shops.data ?? []).map((shop) => ({ id: String(shop.id), label: shop.nom }));
  return (
    <FormSelectField<UserFormValues>
      key={options.length}
      name="magasin"
      label={T.magasin}
      options={options}
      isRequired
      placeholder={T.magasinPlaceholder}
      description={shops.isPending ? T.shopsLoading : shops.isError ? shops.error.message : undefined}
    />
  );
}

type UserFormDialogProps = {
  /** The user to edit; null to create one. */
  user: User | null;
  onClose: () => void;
};

type Payload = UserCreateInput | UserUpdateInput;

/**
 * 'Nouvel utilisateur' / "Modifier l'utilisateur": the shared schema's rules and French messages
 * under each field; the shop only for a gerant; 'Compte actif' in edit mode; on failure the
 * server's message in the dialog, which stays open. Key it on the user so each opening starts
 * afresh.
 */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const isEdit = user !== null;
  const form = useForm<UserFormValues, unknown, Payload>({
    resolver: (isEdit
      ? zodResolver(userEditFormSchema)
      : zodResolver(userCreateFormSchema)) as unknown as Resolver<UserFormValues, unknown, Payload>,
    defaultValues: formValues(user),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const save = useSaveUser();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(payload: Payload) {
    setFailure(null);
    try {
      if (user) await save.mutateAsync({ id: user.id, payload: payload as UserUpdateInput });
      else await save.mutateAsync({ id: null, payload: payload as UserCreateInput });
      onClose();
    } catch (error) {
      const title = isEdit ? T.updateFailed : T.createFailed;
      setFailure(error instanceof Error && error.message ? `${title}: ${error.message}` : title);
      showServerFieldErrors(form, error, formValues(null), { confirm_password: 'confirmPassword' });
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={isEdit ? T.editTitle : T.createTitle}
      form={form}
      onSubmit={submit}
      submitLabel={isEdit ? T.update : T.create}
      pendingLabel={T.pending}
      isPending={save.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<UserFormValues>
          name="username"
          label={T.username}
          isRequired
          autoComplete="off"
          autoFocus
        />
        <FormTextField<UserFormValues>
          name="email"
          label={T.email}
          isRequired
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <FormTextField<UserFormValues> name="first_name" label={T.firstName} isRequired autoComplete="off" />
        <FormTextField<UserFormValues> name="last_name" label={T.lastName} isRequired autoComplete="off" />
        <PasswordFields isEdit={isEdit} />
        <FormSelectField<UserFormValues> name="role" label={T.role} options={roleOptions} isRequired />
        <NationalityField />
        <FormTextField<UserFormValues>
          name="telephone"
          label={T.telephone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <ShopField />
        {isEdit ? (
          <FormCheckboxField<UserFormValues> name="is_active" label={T.isActive} className="sm:col-span-2" />
        ) : null}
      </div>
      {user ? <RecordHistory entite="utilisateur" entiteId={user.id} /> : null}
    </FormDialog>
  );
}
