import type { DiscountSettings, DiscountSettingsInput } from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormInputField } from '@/components/form-input-field';
import { IconButton } from '@/components/icon-button';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useSchemaForm } from '@/lib/schema-form';
import { capsDraft, type DiscountCapsValues, discountCapsFormSchema } from './discount-caps-rules';
import { type CapUser, useCapUsers, useDiscountSettings, useSaveDiscountSettings } from './discounts-api';
import { SETTINGS_TEXTS as T } from './discounts-texts';

const userLabel = (user: CapUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

/** 'Ajouter': a user not in the list yet and their cap, added to the list (saved with it). */
function AddUserCap({ users, onAdd }: { users: CapUser[]; onAdd: (user: CapUser, plafond: string) => void }) {
  const [userId, setUserId] = useState('');
  const [plafond, setPlafond] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const user = users.find((item) => String(item.id) === userId);
    if (!user) return setError(T.pickUser);
    onAdd(user, plafond);
    setUserId('');
    setPlafond('');
    setError(undefined);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end">
      <SelectField
        label={T.user}
        options={users.map((user) => ({
          id: String(user.id),
          label: `${userLabel(user)} (${user.username})`,
        }))}
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setError(undefined);
        }}
        error={error}
      />
      <InputField
        label={T.newCap}
        inputMode="decimal"
        autoComplete="off"
        value={plafond}
        onChange={(event) => setPlafond(event.target.value)}
      />
      <Button variant="secondary" icon={<Plus aria-hidden="true" className="size-4" />} onPress={add}>
        {T.addUserCap}
      </Button>
    </div>
  );
}

/** The caps as saved, in a form: the gérants' cap, each user's own (remove), a user to add; 'Enregistrer'. */
function CapsForm({ settings, users }: { settings: DiscountSettings; users: CapUser[] }) {
  const save = useSaveDiscountSettings();
  const form = useSchemaForm<DiscountCapsValues, DiscountSettingsInput>(
    discountCapsFormSchema,
    capsDraft(settings),
  );
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'plafonds',
    keyName: 'key',
  });
  const listed = new Set(fields.map((field) => field.utilisateur));
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: (saved) => form.reset(capsDraft(saved)) }),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormInputField<DiscountCapsValues>
          name="plafond_gerant"
          label={T.gerantCap}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-xs"
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-stone-800">{T.userCaps}</legend>
          <p className="text-sm text-stone-600">{T.userCapsHelp}</p>
          {fields.length === 0 ? <p className="text-sm text-stone-600">{T.noUserCaps}</p> : null}
          <ul className="flex flex-col gap-2">
            {fields.map((field, index) => (
              <li key={field.key} className="flex items-end gap-2 rounded-lg border border-stone-200 p-3">
                <FormInputField<DiscountCapsValues>
                  name={`plafonds.${index}.plafond`}
                  label={T.userCap(field.username)}
                  inputMode="decimal"
                  autoComplete="off"
                  className="min-w-0 flex-1"
                />
                <IconButton
                  label={T.removeUserCap(field.username)}
                  icon={Trash2}
                  onPress={() => remove(index)}
                />
              </li>
            ))}
          </ul>
          <AddUserCap
            users={users.filter((user) => !listed.has(user.id))}
            onAdd={(user, plafond) => append({ utilisateur: user.id, username: user.username, plafond })}
          />
        </fieldset>
        {save.isError ? <Alert>{save.error.message}</Alert> : null}
        {save.isSuccess && !form.formState.isDirty ? <Alert tone="success">{T.saved}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isPending={save.isPending} pendingLabel={T.saving}>
            {T.save}
          </Button>
          <Button
            variant="secondary"
            onPress={() => form.reset(capsDraft(settings))}
            isDisabled={save.isPending}
          >
            {T.reset}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Direction's caps: loaded, then the form (keyed on what was read, so a reload starts it afresh). */
export function DiscountCapsForm() {
  const settings = useDiscountSettings();
  const users = useCapUsers();
  if (settings.isPending) return <LoadingState label={T.loading} />;
  if (settings.isError) return <QueryErrorState title={T.loadError} query={settings} />;
  return <CapsForm settings={settings.data} users={users.data ?? []} />;
}
