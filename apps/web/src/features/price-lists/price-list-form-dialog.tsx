import type { PriceList, PriceListInput } from '@pelote/shared';
import { FormCheckboxField } from '@/components/form-checkbox-field';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogSave } from '@/components/use-dialog-save';
import { useSchemaForm } from '@/lib/schema-form';
import { PriceListArticlesFields } from './price-list-articles-fields';
import { formValues, type PriceListFormValues, priceListFormSchema } from './price-list-form';
import { PriceListTypesFields, PriceListWhereWhenFields } from './price-list-scope-fields';
import { useSavePriceList } from './price-lists-api';

export const PRICE_LIST_FORM_TEXTS = {
  createTitle: 'Nouveau tarif',
  editTitle: 'Modifier le tarif',
  description:
    'Le prix le plus bas applicable l’emporte à la vente : tarif du client, promotion ou catalogue, sans cumul.',
  create: 'Créer le tarif',
  update: 'Enregistrer',
  pending: 'Enregistrement...',
  nom: 'Nom',
  active: 'Actif',
  pourTous: 'Pour tous les clients (promotion)',
  pourTousHelp: 'Sinon, le tarif ne vaut que pour les clients à qui il est attribué (fiche client).',
  saveFailed: "Une erreur s'est produite lors de la sauvegarde",
} as const;

const T = PRICE_LIST_FORM_TEXTS;

type PriceListFormDialogProps = {
  /** The list to edit, in full; null to create one. */
  priceList: PriceList | null;
  onClose: () => void;
};

/**
 * 'Nouveau tarif' / 'Modifier le tarif': its name, whether it is active and for every client, its
 * shops and dates, its articles with their breaks, its percentages per type. The shared schema's
 * French messages under each field, the server's refusal above the buttons; the dialog stays open
 * on failure. A create keeps its Idempotency-Key across retries. Key it on the list.
 */
export function PriceListFormDialog({ priceList, onClose }: PriceListFormDialogProps) {
  const form = useSchemaForm<PriceListFormValues, PriceListInput>(priceListFormSchema, formValues(priceList));
  const save = useSavePriceList();
  const { failure, submit } = useDialogSave<PriceListFormValues, PriceListInput>({
    form,
    save: (payload, key) => save.mutateAsync({ id: priceList?.id ?? null, key, payload }),
    onClose,
    fields: formValues(null),
    failedText: T.saveFailed,
  });

  return (
    <FormDialog
      onClose={onClose}
      title={priceList ? T.editTitle : T.createTitle}
      description={T.description}
      form={form}
      onSubmit={submit}
      submitLabel={priceList ? T.update : T.create}
      pendingLabel={T.pending}
      isPending={save.isPending}
      error={failure}
      size="lg"
    >
      <FormTextField<PriceListFormValues> name="nom" label={T.nom} isRequired autoFocus />
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
        <FormCheckboxField<PriceListFormValues> name="active" label={T.active} />
        <FormCheckboxField<PriceListFormValues>
          name="pour_tous"
          label={T.pourTous}
          description={T.pourTousHelp}
        />
      </div>
      <PriceListWhereWhenFields />
      <PriceListArticlesFields />
      <PriceListTypesFields />
    </FormDialog>
  );
}
