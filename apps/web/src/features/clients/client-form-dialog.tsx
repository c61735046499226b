import {
  CLIENT_MESSAGES,
  type Client,
  type ClientInput,
  type ClientPayload,
  clientInputSchema,
  parseMoney,
  SEXE_LABELS,
  SEXES,
  todayIso,
} from '@pelote/shared';
import { useState } from 'react';
import { FormComboBoxField } from '@/components/form-combo-box-field';
import { FormDateField } from '@/components/form-date-field';
import { FormDialog } from '@/components/form-dialog';
import { toMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { MoneyTextField } from '@/components/money-text-field';
import { useSchemaForm } from '@/lib/schema-form';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session';
import { ClientPriceListSelect, useSetsPriceList } from './client-price-list';
import { useNationalities, useSaveClient } from './clients-api';

export const CLIENT_FORM_TEXTS = {
  createTitle: 'Ajouter un client',
  editTitle: 'Modifier le client',
  create: 'Ajouter',
  update: 'Modifier',
  pending: 'Enregistrement...',
  nom: 'Nom',
  prenom: 'Prénom',
  contact: 'Contact',
  contactPlaceholder: 'Téléphone',
  sexe: 'Sexe',
  email: 'Email',
  dateNaissance: 'Date de naissance',
  adresse: 'Adresse',
  profession: 'Profession',
  creditLimit: 'Plafond de crédit (FCFA, 0 : pas de crédit)',
  nationalite: 'Nationalité',
  nationalitePlaceholder: 'Tapez pour rechercher...',
  nationalitesLoading: 'Chargement des nationalités...',
  saveFailed: "Une erreur s'est produite lors de la sauvegarde",
} as const;

const T = CLIENT_FORM_TEXTS;

const sexeOptions = SEXES.map((sexe) => ({ id: sexe, label: SEXE_LABELS[sexe] }));

/** The form starts from the client's values, or empty; every field is text in the form. */
function formValues(client: Client | null): ClientInput {
  return {
    nom: client?.nom ?? '',
    prenom: client?.prenom ?? '',
    contact: client?.contact ?? '',
    sexe: client?.sexe ?? '',
    email: client?.email ?? '',
    date_naissance: client?.date_naissance ?? '',
    adresse: client?.adresse ?? '',
    profession: client?.profession ?? '',
    nationalite: client?.nationalite ?? '',
  };
}

function NationalityField() {
  const nationalities = useNationalities();
  const options = (nationalities.data ?? []).map((option) => ({ id: option.code, label: option.label }));
  return (
    <FormComboBoxField<ClientInput>
      // Mounted again once the options arrive, so a client's nationality shows its name.
      key={options.length}
      name="nationalite"
      label={T.nationalite}
      options={options}
      placeholder={T.nationalitePlaceholder}
      isDisabled={nationalities.isPending}
      description={
        nationalities.isPending
          ? T.nationalitesLoading
          : nationalities.isError
            ? nationalities.error.message
            : undefined
      }
    />
  );
}

type ClientFormDialogProps = {
  /** The client to edit; null to create one. */
  client: Client | null;
  onClose: () => void;
};

/**
 * 'Ajouter un client' / 'Modifier le client': the shared
 * schema's rules and French messages, errors cleared as a field is edited, only filled fields
 * sent, and on failure the server's message in the dialog, which stays open. Key it on the client
 * so each opening starts afresh.
 */
export function ClientFormDialog({ client, onClose }: ClientFormDialogProps) {
  const form = useSchemaForm<ClientInput, ClientPayload>(clientInputSchema, formValues(client));
  const save = useSaveClient();
  const [failure, setFailure] = useState<string | null>(null);
  // The credit limit: direction only sets it (the server refuses anyone else), in FCFA.
  const setsLimit = useSession().user?.role === 'direction';
  const [limit, setLimit] = useState(toMoneyField(client?.plafond_credit ?? 0));
  const [limitError, setLimitError] = useState<string | undefined>(undefined);
  // The price list ('Tarif'): direction only gives it, sent only when changed.
  const setsPriceList = useSetsPriceList();
  const [priceList, setPriceList] = useState(client?.tarif ? String(client.tarif) : '');

  async function submit(payload: ClientPayload) {
    setFailure(null);
    const plafond = limit.trim() === '' ? 0 : parseMoney(limit);
    if (setsLimit && (plafond === null || plafond < 0)) {
      setLimitError(CLIENT_MESSAGES.creditLimitInvalid);
      return;
    }
    setLimitError(undefined);
    const tarif = priceList === '' ? null : Number(priceList);
    try {
      await save.mutateAsync({
        id: client?.id ?? null,
        // Sent only when changed, like every field left empty.
        payload: {
          ...payload,
          ...(setsLimit && plafond !== null && plafond !== (client?.plafond_credit ?? 0)
            ? { plafond_credit: plafond }
            : {}),
          ...(setsPriceList && tarif !== (client?.tarif ?? null) ? { tarif } : {}),
        },
      });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : T.saveFailed);
      showServerFieldErrors(form, error, formValues(null));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={client ? T.editTitle : T.createTitle}
      form={form}
      onSubmit={submit}
      submitLabel={client ? T.update : T.create}
      pendingLabel={T.pending}
      isPending={save.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<ClientInput>
          name="nom"
          label={T.nom}
          isRequired
          autoComplete="family-name"
          autoFocus
        />
        <FormTextField<ClientInput> name="prenom" label={T.prenom} isRequired autoComplete="given-name" />
        <FormTextField<ClientInput>
          name="contact"
          label={T.contact}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={T.contactPlaceholder}
        />
        <FormSelectField<ClientInput> name="sexe" label={T.sexe} options={sexeOptions} />
        <FormTextField<ClientInput>
          name="email"
          label={T.email}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormDateField<ClientInput> name="date_naissance" label={T.dateNaissance} max={todayIso()} />
        <FormTextField<ClientInput> name="profession" label={T.profession} />
        <NationalityField />
        <FormTextareaField<ClientInput> name="adresse" label={T.adresse} className="sm:col-span-2" />
        {setsLimit ? (
          <MoneyTextField label={T.creditLimit} value={limit} onChange={setLimit} error={limitError} />
        ) : null}
        {setsPriceList ? <ClientPriceListSelect value={priceList} onChange={setPriceList} /> : null}
      </div>
    </FormDialog>
  );
}
