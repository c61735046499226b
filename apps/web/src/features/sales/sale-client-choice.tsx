import { SALE_MESSAGES } from '@pelote/shared';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '@/components/form-field-parts';
import type { OfflineClient } from '@/lib/offline-sale-slots';
import { FREE_SALE, SaleClientPicker } from './sale-client-picker';
import { radioClass } from './sale-return-radios';

export const SALE_CLIENT_CHOICE_TEXTS = {
  kind: 'Type de client',
  free: SALE_MESSAGES.freeSale,
  registered: 'Client enregistré',
  client: 'Client',
} as const;

const T = SALE_CLIENT_CHOICE_TEXTS;

type Kind = 'libre' | 'client';

type SaleClientChoiceProps = {
  /** FREE_SALE, the chosen client's id as text, or '' for none yet. */
  value: string;
  valueLabel: string;
  onChange: (value: string, label: string) => void;
  error?: string;
  offlineClients?: readonly OfflineClient[];
};

/**
 * Who buys, in two explicit steps: 'Vente libre' or 'Client enregistré', then, for the latter
 * only, the client searched by name or phone. A sale goes out without a client only when 'Vente
 * libre' was pressed; 'Client enregistré' with nobody picked is 'Le client est requis'.
 */
export function SaleClientChoice({
  value,
  valueLabel,
  onChange,
  error,
  offlineClients,
}: SaleClientChoiceProps) {
  const [kind, setKind] = useState<Kind | null>(value === FREE_SALE ? 'libre' : value ? 'client' : null);
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        value={kind}
        onChange={(next) => {
          const chosen = next === 'libre' ? 'libre' : 'client';
          setKind(chosen);
          if (chosen === 'libre') onChange(FREE_SALE, SALE_MESSAGES.freeSale);
          else if (value === FREE_SALE) onChange('', '');
        }}
        isRequired
        isInvalid={Boolean(error) && kind === null}
        validationBehavior="aria"
        orientation="horizontal"
        className="flex flex-col gap-1.5"
      >
        <FieldLabel isRequired>{T.kind}</FieldLabel>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {/* The form opens here: Space makes it a 'vente libre', Tab goes on to the articles. */}
          <Radio value="libre" autoFocus className={`${radioClass} justify-center`}>
            {T.free}
          </Radio>
          <Radio value="client" className={`${radioClass} justify-center`}>
            {T.registered}
          </Radio>
        </div>
        <FieldHelp error={kind === null ? error : undefined} />
      </RadioGroup>
      {kind === 'client' ? (
        <SaleClientPicker
          label={T.client}
          value={value === FREE_SALE ? '' : value}
          valueLabel={value === FREE_SALE ? '' : valueLabel}
          onChange={onChange}
          isRequired
          error={error}
          offlineClients={offlineClients}
        />
      ) : null}
    </div>
  );
}
