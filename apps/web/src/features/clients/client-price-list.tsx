import { type Client, can } from '@pelote/shared';
import { SelectField } from '@/components/select-field';
import { useSession } from '@/lib/session';
import { usePriceListChoices } from './clients-api';

export const CLIENT_PRICE_LIST_TEXTS = {
  label: 'Tarif',
  none: 'Aucun (prix du catalogue)',
  help: 'Les ventes à ce client prennent le prix le plus bas : son tarif, une promotion ou le catalogue.',
  loading: 'Chargement des tarifs...',
  unknown: (id: number) => `Tarif n° ${id}`,
  promotion: (name: string) => `${name} (promotion)`,
} as const;

const T = CLIENT_PRICE_LIST_TEXTS;

/** Whether the signed-in user gives clients their price list (direction: the server refuses the others). */
export function useSetsPriceList(): boolean {
  return can(useSession().user?.role, 'price-lists:manage');
}

/** The client form's 'Tarif' select: none, or one of the lists ('' for none). */
export function ClientPriceListSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = usePriceListChoices();
  const options = [
    { id: '', label: T.none },
    ...(choices.data ?? [])
      // A list for everyone applies without being given; it stays listed when the client has it.
      .filter((list) => !list.pour_tous || String(list.id) === value)
      .map((list) => ({ id: String(list.id), label: list.pour_tous ? T.promotion(list.nom) : list.nom })),
  ];
  return (
    <SelectField
      label={T.label}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={T.none}
      description={choices.isPending ? T.loading : choices.isError ? choices.error.message : T.help}
      isDisabled={choices.isPending}
    />
  );
}

/** The client's price list by name on their profile, 'Aucun (prix du catalogue)' without one. */
export function ClientPriceListName({ client }: { client: Pick<Client, 'tarif'> }) {
  const choices = usePriceListChoices({ enabled: client.tarif !== null });
  if (client.tarif === null) return <>{T.none}</>;
  const list = choices.data?.find((item) => item.id === client.tarif);
  return <>{list?.nom ?? T.unknown(client.tarif)}</>;
}
