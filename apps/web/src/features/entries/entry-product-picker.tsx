import type { CatalogueType, EntryFormValues } from '@pelote/shared';
import { AsyncPicker } from '@/components/async-picker';
import { useFormField } from '@/components/use-form-field';
import { ENTRY_PRODUCTS_LIMIT, type EntryProduct, entryKeys, getEntryProducts } from './entries-api';

export const ENTRY_PICKER_TEXTS = {
  label: 'Produit',
  chooseTypeFirst: "Choisissez d'abord le type de produit",
} as const;

const T = ENTRY_PICKER_TEXTS;

type EntryProductPickerProps = {
  /** The product type chosen beside it; null while none is. */
  type: CatalogueType | null;
  /** The chosen product (kept by the form dialog, which prefills the price from it). */
  product: EntryProduct | null;
  onPick: (product: EntryProduct | null) => void;
};

/**
 * The entry form's product choice over the chosen type's catalogue, each option with its type and
 * price; bound to the form's `produit_id`.
 */
export function EntryProductPicker({ type, product, onPick }: EntryProductPickerProps) {
  const { field, error, change } = useFormField<EntryFormValues>('produit_id');
  return (
    <AsyncPicker<EntryProduct>
      label={T.label}
      query={(q) => ({
        queryKey: entryKeys.products(type ?? 'laine', q),
        queryFn: ({ signal }) => getEntryProducts(type ?? 'laine', q, signal),
        enabled: type !== null,
      })}
      value={product}
      onChange={(next) => {
        onPick(next);
        change(next ? String(next.id) : '');
      }}
      facts={(item) => ({
        type: item.type,
        couleur: item.couleur,
        prix: item.prix_unitaire,
        stock: item.quantite_stock,
      })}
      limit={ENTRY_PRODUCTS_LIMIT}
      onBlur={field.onBlur}
      error={error}
      isDisabled={type === null}
      placeholder={type === null ? T.chooseTypeFirst : undefined}
      inputRef={field.ref}
    />
  );
}
