import {
  can,
  LAYAWAY_DEPOSIT_OUTCOME_LABELS,
  LAYAWAY_DEPOSIT_OUTCOMES,
  LAYAWAY_MESSAGES,
  type LayawaySettings,
  layawaySettingsSchema,
} from '@pelote/shared';
import { type ReactNode, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormNumberField } from '@/components/form-number-field';
import { FormSelectField } from '@/components/form-select-field';
import { Panel } from '@/components/panel';
import { LoadingState, QueryErrorState } from '@/components/status';
import { useSchemaForm } from '@/lib/schema-form';
import { useSession } from '@/lib/session';
import { useLayawaySettings, useSaveLayawaySettings } from './layaways-api';

export const LAYAWAY_SETTINGS_TEXTS = {
  title: LAYAWAY_MESSAGES.settingsTitle,
  help: 'Ce que devient l’acompte d’une mise de côté annulée ou expirée, et combien de temps elle dure.',
  outcome: 'Acompte d’une mise de côté annulée ou expirée',
  term: 'Durée par défaut (jours)',
  grace: 'Délai de grâce après l’échéance (jours)',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: 'Réglages des mises de côté enregistrés',
  loading: 'Chargement des réglages...',
  loadError: 'Erreur lors du chargement des réglages',
  summary: (outcome: string, term: number, grace: number) =>
    `${outcome}. Durée : ${term} jours ; expiration ${grace} jours après l’échéance.`,
} as const;

const T = LAYAWAY_SETTINGS_TEXTS;
const OUTCOME_OPTIONS = LAYAWAY_DEPOSIT_OUTCOMES.map((id) => ({
  id,
  label: LAYAWAY_DEPOSIT_OUTCOME_LABELS[id],
}));

/** Direction's form: the deposit's fate, the default term, the grace; 'Enregistrer'. */
function SettingsForm({ settings }: { settings: LayawaySettings }) {
  const form = useSchemaForm<LayawaySettings, LayawaySettings>(layawaySettingsSchema, settings);
  const save = useSaveLayawaySettings();
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit((body) => {
    setDone(null);
    save.mutate(body, { onSuccess: () => setDone(T.saved) });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormSelectField<LayawaySettings>
          name="depot_annulation"
          label={T.outcome}
          options={OUTCOME_OPTIONS}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormNumberField<LayawaySettings> name="duree_jours" label={T.term} minValue={1} maxValue={365} />
          <FormNumberField<LayawaySettings>
            name="delai_grace_jours"
            label={T.grace}
            minValue={0}
            maxValue={365}
          />
        </div>
        {save.error ? <Alert>{save.error.message}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <div>
          <Button type="submit" isPending={save.isPending} pendingLabel={T.saving}>
            {T.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * Paramètres › 'Mises de côté': direction chooses what a cancelled or expired layaway's deposit
 * becomes (an avoir by default, or a refund), the default term and the grace; others read them.
 */
export function LayawaySettingsSection() {
  const { user } = useSession();
  const settings = useLayawaySettings();
  let body: ReactNode;
  if (settings.isPending) body = <LoadingState label={T.loading} />;
  else if (settings.isError) body = <QueryErrorState title={T.loadError} query={settings} />;
  else if (can(user?.role, 'layaways:manage')) body = <SettingsForm settings={settings.data} />;
  else
    body = (
      <p className="text-sm text-stone-700">
        {T.summary(
          LAYAWAY_DEPOSIT_OUTCOME_LABELS[settings.data.depot_annulation],
          settings.data.duree_jours,
          settings.data.delai_grace_jours,
        )}
      </p>
    );
  return (
    <Panel id="parametres-mises-de-cote" title={T.title}>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-stone-600">{T.help}</p>
        {body}
      </div>
    </Panel>
  );
}
