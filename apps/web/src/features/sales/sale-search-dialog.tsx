import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, parseMoney, todayIso } from '@pelote/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button';
import { ComboBoxField } from '@/components/combo-box-field';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import type { SelectableShop } from '@/lib/selected-shop';
import { SaleClientPicker } from './sale-client-picker';
import { noSaleFilters, type SaleFilterKey, type SaleFilters } from './sales-api';

export const SALE_SEARCH_TEXTS = {
  title: 'Recherche avancée',
  description: 'Filtrez les ventes par client, magasin, numéro, dates, montant et mode de paiement.',
  client: 'Client',
  shop: 'Magasin',
  number: 'Numéro de facture',
  numberPlaceholder: 'Ex. : FAC-2026',
  dateFrom: 'Date de début',
  dateTo: 'Date de fin',
  amountMin: 'Montant minimum (FCFA)',
  amountMax: 'Montant maximum (FCFA)',
  paymentMethod: 'Mode de paiement',
  anyPaymentMethod: 'Tous les modes',
  dateRange: 'La date de fin doit suivre la date de début',
  amountInvalid: 'Le montant doit être un nombre positif',
  amountRange: 'Le montant maximum doit dépasser le minimum',
  reset: 'Réinitialiser',
  cancel: 'Annuler',
  search: 'Rechercher',
} as const;

const T = SALE_SEARCH_TEXTS;

/** 'Tous les modes' first: choosing it removes the filter. */
const ANY_METHOD = 'tous';
const paymentMethodOptions = [
  { id: ANY_METHOD, label: T.anyPaymentMethod },
  ...PAYMENT_METHODS.map((methode) => ({ id: methode, label: PAYMENT_METHOD_LABELS[methode] })),
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

  function submit(event: FormEvent) {
    event.preventDefault();
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
    if (draft.date_debut && draft.date_fin && draft.date_debut > draft.date_fin) found.date_fin = T.dateRange;
    setErrors(found);
    if (Object.keys(found).length === 0)
      onApply({ ...draft, numero_facture: draft.numero_facture.trim() }, client);
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={T.title}
      description={T.description}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
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
            <InputField
              label={T.dateFrom}
              type="date"
              value={draft.date_debut}
              max={todayIso()}
              onChange={(event) => set('date_debut')(event.target.value)}
            />
            <InputField
              label={T.dateTo}
              type="date"
              value={draft.date_fin}
              max={todayIso()}
              onChange={(event) => set('date_fin')(event.target.value)}
              error={errors.date_fin}
            />
            <InputField
              label={T.amountMin}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.montant_min}
              onChange={(event) => set('montant_min')(event.target.value)}
              error={errors.montant_min}
            />
            <InputField
              label={T.amountMax}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.montant_max}
              onChange={(event) => set('montant_max')(event.target.value)}
              error={errors.montant_max}
            />
          </div>
          <SelectField
            label={T.paymentMethod}
            options={paymentMethodOptions}
            value={draft.mode_paiement || ANY_METHOD}
            onChange={(value) => set('mode_paiement')(value === ANY_METHOD ? '' : value)}
          />
        </ModalBody>
        <ModalFooter>
          <Button variant="ghost" onPress={() => onApply(noSaleFilters(), '')} className="sm:mr-auto">
            {T.reset}
          </Button>
          <Button variant="secondary" slot="close">
            {T.cancel}
          </Button>
          <Button type="submit">{T.search}</Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
