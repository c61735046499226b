import {
  ARTICLE_TYPE_LABELS,
  BAIN_MESSAGES,
  CATALOGUE_TYPES,
  type CatalogueType,
  DEFAULT_ENTRY_QUANTITY,
  DEFAULT_ENTRY_TYPE,
  ENTRY_QUANTITY_MAX,
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  type Entry,
  type EntryFormPayload,
  type EntryFormValues,
  entryFormSchema,
  entryFormTotal,
  formatMoney,
  hasLots,
  todayIso,
} from '@pelote/shared';
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BarcodeField } from '@/components/barcode-field';
import { FormDateField } from '@/components/form-date-field';
import { FormDialog } from '@/components/form-dialog';
import { FieldLabel, fieldClass } from '@/components/form-field-parts';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormNumberField } from '@/components/form-number-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { SelectField } from '@/components/select-field';
import { useFormField } from '@/components/use-form-field';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import type { SelectableShop } from '@/lib/selected-shop';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { type EntryProduct, useCreateEntry } from './entries-api';
import { EntryProductPicker } from './entry-product-picker';
import { EntrySupplierPicker } from './entry-supplier-picker';
import { ProductTypeBadge } from './entry-type-badge';

export const ENTRY_FORM_TEXTS = {
  createTitle: 'Nouvelle entrée de stock',
  submit: "Créer l'entrée",
  pending: 'Traitement...',
  productType: 'Type de produit',
  productSummary: 'Produit choisi',
  basePrice: 'Prix catalogue',
  shop: 'Magasin',
  globally: '(sélectionné globalement)',
  entryType: "Type d'entrée",
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  total: 'Prix total',
  reference: 'Référence de commande',
  date: "Date d'entrée",
  comment: 'Commentaire',
  lot: BAIN_MESSAGES.label,
  lotPlaceholder: BAIN_MESSAGES.placeholder,
  lotHelp: "Tel qu'imprimé sur l'étiquette : chaque bain est compté à part",
  failed: "Erreur lors de la création de l'entrée de stock",
} as const;

const T = ENTRY_FORM_TEXTS;

const typeOptions = CATALOGUE_TYPES.map((type) => ({ id: type, label: ARTICLE_TYPE_LABELS[type] }));
const entryTypeOptions = ENTRY_TYPES.map((type) => ({ id: type, label: ENTRY_TYPE_LABELS[type] }));
const isCatalogueType = (value: string): value is CatalogueType =>
  (CATALOGUE_TYPES as readonly string[]).includes(value);

function emptyValues(shop: SelectableShop | null): EntryFormValues {
  return {
    produit_type: '',
    produit_id: '',
    magasin_id: shop ? String(shop.id) : '',
    type_entree: DEFAULT_ENTRY_TYPE,
    quantite: DEFAULT_ENTRY_QUANTITY,
    prix_unitaire: '',
    fournisseur: '',
    fournisseur_id: '',
    reference_commande: '',
    date_entree: todayIso(),
    commentaire: '',
    bain: '',
  };
}

/** The product type select; choosing another type clears the chosen product. */
function ProductTypeField({ onChange }: { onChange: (type: CatalogueType | null) => void }) {
  const { field, error, change } = useFormField<EntryFormValues>('produit_type');
  return (
    <SelectField
      label={T.productType}
      options={typeOptions}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => {
        if (value === field.value) return;
        change(value);
        onChange(isCatalogueType(value) ? value : null);
      }}
      onBlur={field.onBlur}
      error={error}
      isRequired
      buttonRef={field.ref}
    />
  );
}

function ReadOnlyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={fieldClass}>
      <FieldLabel>{label}</FieldLabel>
      <output
        aria-label={label}
        className="flex min-h-11 items-center rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm text-stone-800"
      >
        {children}
      </output>
    </div>
  );
}

type EntryFormDialogProps = {
  /** The globally selected shop: shown read-only; null offers a shop select. */
  shop: SelectableShop | null;
  /** The shops the user may choose from when none is selected. */
  shops: readonly SelectableShop[];
  onClose: () => void;
  onCreated: (entry: Entry) => void;
};

/**
 * 'Nouvelle entrée de stock': the shared
 * schema's rules and messages, the unit price prefilled from the chosen product, the total shown
 * as it changes; a wool asks for its lot ('Bain', as printed on the label). One Idempotency-Key per opened form, so a retried submit never adds the
 * delivery twice. On failure the server's message stays in the dialog.
 */
export function EntryFormDialog({ shop, shops, onClose, onCreated }: EntryFormDialogProps) {
  const form = useSchemaForm<EntryFormValues, EntryFormPayload>(entryFormSchema, emptyValues(shop));
  const create = useCreateEntry();
  const [key] = useState(newIdempotencyKey);
  const [type, setType] = useState<CatalogueType | null>(null);
  const [product, setProduct] = useState<EntryProduct | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [quantite, prix] = useWatch({ control: form.control, name: ['quantite', 'prix_unitaire'] });
  const total = entryFormTotal(quantite, prix);

  function pickProduct(next: EntryProduct | null) {
    setProduct(next);
    if (next) {
      form.setValue('prix_unitaire', toMoneyField(next.prix_unitaire));
      form.clearErrors('prix_unitaire');
    }
  }

  /** A scanned product fills the type and the product (and its price), as if both were chosen. */
  function scanned({ id, nom, type: scannedType, prix_unitaire }: ScannedArticle) {
    form.setValue('produit_type', scannedType);
    form.setValue('produit_id', String(id));
    form.clearErrors(['produit_type', 'produit_id']);
    if (scannedType !== type) form.setValue('bain', '');
    setType(scannedType);
    pickProduct({ id, nom, type: scannedType, prix_unitaire });
    return undefined;
  }

  async function submit(payload: EntryFormPayload) {
    setFailure(null);
    try {
      const entry = await create.mutateAsync({ payload, key });
      onCreated(entry);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : T.failed);
      showServerFieldErrors(form, error, emptyValues(null));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.createTitle}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={create.isPending}
      error={failure}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BarcodeField single onArticle={scanned} magasin={shop?.id} className="sm:col-span-2" />
        <ProductTypeField
          onChange={(next) => {
            setType(next);
            setProduct(null);
            form.setValue('produit_id', '');
            // Only a wool has a lot.
            form.setValue('bain', '');
            form.clearErrors('bain');
          }}
        />
        <EntryProductPicker key={type ?? 'aucun'} type={type} product={product} onPick={pickProduct} />
        {product ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm sm:col-span-2">
            <span className="sr-only">{T.productSummary} :</span>
            <span className="font-medium text-stone-900">{product.nom}</span>
            <ProductTypeBadge type={product.type} />
            <span className="text-stone-600">
              {T.basePrice} : {formatMoney(product.prix_unitaire)}
            </span>
          </div>
        ) : null}
        {shop ? (
          <ReadOnlyValue label={T.shop}>
            {shop.nom} {T.globally}
          </ReadOnlyValue>
        ) : (
          <FormSelectField<EntryFormValues>
            name="magasin_id"
            label={T.shop}
            isRequired
            options={shops.map((item) => ({ id: String(item.id), label: item.nom }))}
          />
        )}
        {type && hasLots(type) ? (
          <FormTextField<EntryFormValues>
            name="bain"
            label={T.lot}
            placeholder={T.lotPlaceholder}
            description={T.lotHelp}
            isRequired
            autoComplete="off"
          />
        ) : null}
        <FormSelectField<EntryFormValues> name="type_entree" label={T.entryType} options={entryTypeOptions} />
        <FormNumberField<EntryFormValues>
          name="quantite"
          label={T.quantity}
          isRequired
          minValue={1}
          maxValue={ENTRY_QUANTITY_MAX}
        />
        <FormMoneyField<EntryFormValues> name="prix_unitaire" label={T.unitPrice} isRequired />
        <ReadOnlyValue label={T.total}>{total === null ? '—' : formatMoney(total)}</ReadOnlyValue>
        <EntrySupplierPicker />
        <FormTextField<EntryFormValues> name="reference_commande" label={T.reference} />
        <FormDateField<EntryFormValues> name="date_entree" label={T.date} isRequired max={todayIso()} />
        <FormTextareaField<EntryFormValues> name="commentaire" label={T.comment} className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
