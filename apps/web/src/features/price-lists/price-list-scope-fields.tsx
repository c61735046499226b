import { ARTICLE_TYPE_LABELS, PRODUCT_TYPES } from '@pelote/shared';
import { FormCheckboxField } from '@/components/form-checkbox-field';
import { FormInputField } from '@/components/form-input-field';
import { useShops } from '@/lib/shops-query';
import { type PriceListFormValues, shopField } from './price-list-form';

export const PRICE_LIST_SCOPE_TEXTS = {
  shops: 'Magasins',
  shopsHelp: 'Aucun coché : le tarif vaut dans tous les magasins.',
  shopsLoading: 'Chargement des magasins...',
  shopsFailed: 'Les magasins n’ont pas pu être chargés.',
  dates: 'Période (heure d’Abidjan)',
  datesHelp:
    'Sans dates, le tarif vaut tant qu’il est actif. Il vaut du début (inclus) jusqu’à la fin (exclue) : une promotion finissant à 18:00 ne vaut plus à 18:00.',
  du: 'Du',
  au: 'Au',
  types: 'Pourcentage par type de produit',
  typesHelp:
    'Une remise sur le prix catalogue de chaque article du type, arrondie au franc le plus proche ; le prix d’un article donné plus haut passe avant.',
  typeLabel: (label: string) => `${label} (%)`,
} as const;

const T = PRICE_LIST_SCOPE_TEXTS;

/** Where and when the list applies: its shops (none ticked: all), its start and end in Abidjan time. */
export function PriceListWhereWhenFields() {
  const shops = useShops();
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-700">{T.shops}</legend>
        <p className="text-sm text-stone-500">
          {shops.isPending ? T.shopsLoading : shops.isError ? T.shopsFailed : T.shopsHelp}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {(shops.data ?? []).map((shop) => (
            <FormCheckboxField<PriceListFormValues>
              key={shop.id}
              name={`magasins.${shopField(shop.id)}`}
              label={shop.nom}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-700">{T.dates}</legend>
        <p className="text-sm text-stone-500">{T.datesHelp}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormInputField<PriceListFormValues> name="du" label={T.du} type="datetime-local" />
          <FormInputField<PriceListFormValues> name="au" label={T.au} type="datetime-local" />
        </div>
      </fieldset>
    </>
  );
}

/** A percentage off the catalogue price for each product type (empty: none). */
export function PriceListTypesFields() {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-stone-900">{T.types}</legend>
      <p className="text-sm text-stone-600">{T.typesHelp}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {PRODUCT_TYPES.map((type) => (
          <FormInputField<PriceListFormValues>
            key={type}
            name={`types.${type}`}
            label={T.typeLabel(ARTICLE_TYPE_LABELS[type])}
            inputMode="decimal"
          />
        ))}
      </div>
    </fieldset>
  );
}
