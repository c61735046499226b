import {
  type ReorderArticleSettingsInput,
  type ReorderLine,
  type ReorderMinMaxInput,
  reorderArticleSettingsSchema,
  reorderMinMaxSchema,
  type Supplier,
} from '@pelote/shared';
import { useState } from 'react';
import * as z from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormInputField } from '@/components/form-input-field';
import { FormSelectField } from '@/components/form-select-field';
import { parsedBody } from '@/lib/form-body-schema';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveReorderSettings } from './reorder-api';

export const REORDER_SETTINGS_TEXTS = {
  title: (name: string) => `Réglages de ${name}`,
  description: (shop: string) =>
    `Un min/max fixé pour ${shop} remplace le calcul sur les ventes ; laissez-les vides pour calculer.`,
  minimum: 'Minimum',
  maximum: 'Maximum',
  supplier: 'Fournisseur habituel',
  noSupplier: 'Celui de la dernière livraison',
  pack: 'Colisage (unités par colis)',
  safety: 'Stock de sécurité',
  save: 'Enregistrer',
  pending: 'Enregistrement...',
  cancel: 'Annuler',
  failed: 'Erreur lors de l’enregistrement : ',
} as const;

const T = REORDER_SETTINGS_TEXTS;
const NONE = 'aucun';

type SettingsValues = {
  minMax: { minimum: string; maximum: string };
  article: { fournisseur: string; colisage: string; stock_securite: string };
};

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

function settingsSchema(line: ReorderLine) {
  return parsedBody(
    (values: SettingsValues) => ({
      minMax: {
        magasin: line.magasin.id,
        article: line.article.id,
        minimum: whole(values.minMax.minimum),
        maximum: whole(values.minMax.maximum),
      },
      article: {
        fournisseur: values.article.fournisseur === NONE ? null : Number(values.article.fournisseur),
        colisage: whole(values.article.colisage),
        stock_securite: whole(values.article.stock_securite),
      },
    }),
    z.object({ minMax: reorderMinMaxSchema, article: reorderArticleSettingsSchema }),
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));

type Props = { line: ReorderLine; suppliers: readonly Supplier[]; onClose: () => void };

/** 'Réglages' of an article (direction): its min/max in this shop, its supplier, pack size and safety stock. */
export function ReorderSettingsDialog({ line, suppliers, onClose }: Props) {
  const form = useSchemaForm<
    SettingsValues,
    { minMax: ReorderMinMaxInput; article: ReorderArticleSettingsInput }
  >(settingsSchema(line), {
    minMax: { minimum: text(line.minimum), maximum: text(line.maximum) },
    article: {
      fournisseur: line.fournisseur ? String(line.fournisseur.id) : NONE,
      colisage: text(line.colisage),
      stock_securite: line.stock_securite > 0 ? String(line.stock_securite) : '',
    },
  });
  const save = useSaveReorderSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <FormDialog
      onClose={onClose}
      title={T.title(line.article.nom)}
      description={T.description(line.magasin.nom)}
      form={form}
      onSubmit={(body) => {
        setFailure(null);
        save.mutate(body, {
          onSuccess: onClose,
          onError: (error) => setFailure(`${T.failed}${error.message}`),
        });
      }}
      submitLabel={T.save}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={save.isPending}
      error={failure}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormInputField<SettingsValues> name="minMax.minimum" label={T.minimum} {...number} />
        <FormInputField<SettingsValues> name="minMax.maximum" label={T.maximum} {...number} />
      </div>
      <FormSelectField<SettingsValues>
        name="article.fournisseur"
        label={T.supplier}
        options={[
          { id: NONE, label: T.noSupplier },
          ...suppliers.map((supplier) => ({ id: String(supplier.id), label: supplier.nom })),
        ]}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormInputField<SettingsValues> name="article.colisage" label={T.pack} {...number} min={1} />
        <FormInputField<SettingsValues> name="article.stock_securite" label={T.safety} {...number} />
      </div>
    </FormDialog>
  );
}
