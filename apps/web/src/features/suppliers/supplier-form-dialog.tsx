import { parseMoney, type Supplier, type SupplierPayload, supplierInputSchema } from '@pelote/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { parsedBody } from '@/lib/form-body-schema';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveSupplier } from './suppliers-api';

export const SUPPLIER_FORM_TEXTS = {
  createTitle: 'Ajouter un fournisseur',
  editTitle: 'Modifier le fournisseur',
  create: 'Ajouter',
  update: 'Modifier',
  pending: 'Enregistrement...',
  nom: 'Nom',
  telephone: 'Téléphone (WhatsApp)',
  quartier: 'Quartier / ville',
  delai: 'Délai de livraison (jours)',
  minimum: 'Minimum de commande (FCFA)',
  notes: 'Notes',
  saveFailed: "Une erreur s'est produite lors de la sauvegarde",
} as const;

const T = SUPPLIER_FORM_TEXTS;

/** The form's values: every field as typed; the delay and the amount are turned into numbers on submit. */
export type SupplierFormValues = {
  nom: string;
  telephone: string;
  quartier: string;
  delai_livraison: string;
  minimum_commande: string;
  notes: string;
};

function formValues(supplier: Supplier | null): SupplierFormValues {
  return {
    nom: supplier?.nom ?? '',
    telephone: supplier?.telephone ?? '',
    quartier: supplier?.quartier ?? '',
    delai_livraison: supplier?.delai_livraison === null || !supplier ? '' : String(supplier.delai_livraison),
    minimum_commande:
      supplier?.minimum_commande === null || !supplier ? '' : toMoneyField(supplier.minimum_commande),
    notes: supplier?.notes ?? '',
  };
}

/** A number typed in, '' for none; anything else reaches the shared schema, which says what is wrong. */
const typedNumber = (text: string, parse: (text: string) => number | null) =>
  text.trim() === '' ? null : (parse(text.trim()) ?? Number.NaN);

/** The values as the route's body, checked by the route's own schema (its French messages). */
export const supplierFormSchema = parsedBody(
  (values: SupplierFormValues) => ({
    ...values,
    delai_livraison: typedNumber(values.delai_livraison, (text) =>
      /^\d+$/.test(text) ? Number(text) : null,
    ),
    minimum_commande: typedNumber(values.minimum_commande, parseMoney),
  }),
  supplierInputSchema,
);

type SupplierFormDialogProps = {
  /** The supplier to edit; null to create one. */
  supplier: Supplier | null;
  onClose: () => void;
};

/**
 * 'Ajouter un fournisseur' / 'Modifier le fournisseur': the shared schema's rules and messages under
 * each field, the server's refusal (a name already taken) above the buttons; the dialog stays open
 * on failure. A create keeps its Idempotency-Key across retries. Key it on the supplier.
 */
export function SupplierFormDialog({ supplier, onClose }: SupplierFormDialogProps) {
  const form = useSchemaForm<SupplierFormValues, SupplierPayload>(supplierFormSchema, formValues(supplier));
  const save = useSaveSupplier();
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(payload: SupplierPayload) {
    setFailure(null);
    try {
      await save.mutateAsync({ id: supplier?.id ?? null, key, payload });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : T.saveFailed);
      showServerFieldErrors(form, error, formValues(null));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={supplier ? T.editTitle : T.createTitle}
      form={form}
      onSubmit={submit}
      submitLabel={supplier ? T.update : T.create}
      pendingLabel={T.pending}
      isPending={save.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<SupplierFormValues>
          name="nom"
          label={T.nom}
          isRequired
          autoComplete="organization"
          autoFocus
        />
        <FormTextField<SupplierFormValues>
          name="telephone"
          label={T.telephone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <FormTextField<SupplierFormValues> name="quartier" label={T.quartier} />
        <FormTextField<SupplierFormValues> name="delai_livraison" label={T.delai} inputMode="numeric" />
        <FormMoneyField<SupplierFormValues> name="minimum_commande" label={T.minimum} />
        <FormTextareaField<SupplierFormValues> name="notes" label={T.notes} className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
