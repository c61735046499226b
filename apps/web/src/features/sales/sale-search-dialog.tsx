import { PAYMENT_METHOD_LABELS, parseMoney, SALE_PAYMENT_METHODS } from '@pelote/shared';
import { useState } from 'react';
import { ComboBoxField } from '@/components/combo-box-field';
import { InputField } from '@/components/input-field';
import { DateRangeFields, isBackwards, SearchDialog } from '@/components/search-dialog';
import { SelectField } from '@/components/select-field';
import type { SelectableShop } from '@/lib/selected-shop';
import { SaleClientPicker } from './sale-client-picker';
import { noSaleFilters, type SaleFilterKey, type SaleFilters } from './sales-api';

export const SALE_SEARCH_TEXTS = {
  description: 'Filtrez les ventes par client, magasin, numéro, dates, montant et mode de paiement.',
  client: 'Client',
  shop: 'Magasin',
  number: 'Numéro de facture',
  numberPlaceholder: 'Ex. : FAC-2026',
  amountMin: 'Montant minimum (FCFA)',
  amountMax: 'Montant maximum (FCFA)',
  paymentMethod: 'Mode de paiement',
  anyPaymentMethod: 'Tous les modes',
  dateRange: 'La date de fin doit suivre la date de début',
  amountInvalid: 'Le montant doit être un nombre positif',
  amountRange: 'Le montant maximum doit dépasser le minimum',
} as const;

const T = SALE_SEARCH_TEXTS;

/** 'Tous les modes' first: choosing it removes the filter. */
const ANY_METHOD = 'tous';
const paymentMethodOptions = [
  { id: ANY_METHOD, label: T.anyPaymentMethod },
  ...SALE_PAYMENT_METHODS.map((methode) => ({ id: methode, label: PAYMENT_METHOD_LABELS[methode] })),
];

/** 'Cocody · 08 BP 123': the quartier (the shop's town) and the postal code, when known. */
export function shopDescription(shop: SelectableShop): string {
  return [shop.quartier, shop.code_postal?.trim()].filter(Boolean).join(' · ');
}

type SaleSearchDialogProps = {
  filters: SaleFilters;
  /** The client's name of the current client filter, when known. */
  clientLabel: string;
  /** The shops a direction user may choose; empty for a gerant (their shop is imposed). */
  shops: readonly SelectableShop[];
  onApply: (filters: SaleFilters, clientLabel: string) => void;
  onClose: () => void;
};

/**
 * The advanced sales search: a searchable client and shop, the invoice number, a
 * date range, an amount range (min 0, step 0.01) and a payment method. 'Rechercher' applies and closes,
 * 'Réinitialiser' clears everything and closes, 'Annuler' changes nothing.
 */
export function SaleSearchDialog({ filters, clientLabel, shops, onApply, onClose }: SaleSearchDialogProps) {
  const [draft, setDraft] = useState<SaleFilters>(filters);
  const [client, setClient] = useState(clientLabel);
  const [errors, setErrors] = useState<Partial<Record<SaleFilterKey, string>>>({});
  const chosenShop = draft.magasin ? shops.find((shop) => String(shop.id) === draft.magasin) : undefined;
  const set = (key: SaleFilterKey) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** An amount bound of the draft: FCFA, at least 0, to the hundredth. */
  const amountField = (key: 'montant_min' | 'montant_max', label: string) => (
    <InputField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={draft[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={errors[key]}
    />
  );

  function search() {
    const found: Partial<Record<SaleFilterKey, string>> = {};
    const amount = (key: 'montant_min' | 'montant_max') => {
      if (!draft[key]) return null;
      const value = parseMoney(draft[key]);
      if (value === null || value < 0) found[key] = T.amountInvalid;
      return value;
    };
    const min = amount('montant_min');
    const max = amount('montant_max');
    if (min && max && min > max) found.montant_max = T.amountRange;
    if (isBackwards(draft.date_debut, draft.date_fin)) found.date_fin = T.dateRange;
    setErrors(found);
    if (Object.keys(found).length === 0)
      onApply({ ...draft, numero_facture: draft.numero_facture.trim() }, client);
  }

  return (
    <SearchDialog
      description={T.description}
      onSearch={search}
      onReset={() => onApply(noSaleFilters(), '')}
      onClose={onClose}
    >
      <SaleClientPicker
        label={T.client}
        value={draft.client}
        valueLabel={client}
        onChange={(value, label) => {
          set('client')(value);
          setClient(label);
        }}
      />
      {shops.length > 0 ? (
        <ComboBoxField
          label={T.shop}
          options={shops.map((shop) => ({
            id: String(shop.id),
            label: shop.nom,
            description: shopDescription(shop),
          }))}
          value={draft.magasin}
          onChange={set('magasin')}
          description={chosenShop ? shopDescription(chosenShop) : undefined}
        />
      ) : null}
      <InputField
        label={T.number}
        value={draft.numero_facture}
        onChange={(event) => set('numero_facture')(event.target.value)}
        placeholder={T.numberPlaceholder}
        maxLength={50}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateRangeFields range={draft} set={set} error={errors.date_fin} />
        {amountField('montant_min', T.amountMin)}
        {amountField('montant_max', T.amountMax)}
      </div>
      <SelectField
        label={T.paymentMethod}
        options={paymentMethodOptions}
        value={draft.mode_paiement || ANY_METHOD}
        onChange={(value) => set('mode_paiement')(value === ANY_METHOD ? '' : value)}
      />
    </SearchDialog>
  );
}
