import { DEPOSIT_DESTINATION_LABELS, type Deposit, formatDateTime, formatMoney } from '@pelote/shared';
import { actionsColumn, type DataTableColumn } from '@/components/data-table-parts';
import { DepositReceipt, DepositStatusBadge } from '@/components/deposit-status';
import { Money } from '@/components/money';
import { PhotoLink } from '@/components/photo-link';
import { PlainButton } from '@/components/plain-button';

export const DEPOSIT_COLUMN_TEXTS = {
  shop: 'Magasin',
  destination: 'Destination',
  out: 'Sorti de la caisse',
  by: (at: string, name: string | null | undefined) => `${formatDateTime(at)}${name ? ` par ${name}` : ''}`,
  status: 'Statut',
  received: 'Reçu',
  amount: 'Montant',
  actions: 'Actions',
  confirm: 'Confirmer',
  confirmLabel: (destination: string, shop: string, amount: string) =>
    `Confirmer le dépôt (${destination}) de ${shop}, ${amount}`,
  photo: 'Justificatif',
  photoLabel: (shop: string) => `Voir le justificatif du dépôt de ${shop}`,
} as const;

const T = DEPOSIT_COLUMN_TEXTS;

/** The deposits' columns; 'Confirmer' on those in transit when the user may confirm. */
export function depositColumns(options: {
  canConfirm: boolean;
  onConfirm: (deposit: Deposit) => void;
}): DataTableColumn<Deposit>[] {
  const columns: DataTableColumn<Deposit>[] = [
    {
      id: 'magasin',
      header: T.shop,
      isRowHeader: true,
      card: 'title',
      cell: (deposit) => <span className="font-medium text-stone-900">{deposit.magasin.nom}</span>,
    },
    {
      id: 'categorie',
      header: T.destination,
      cell: (deposit) => DEPOSIT_DESTINATION_LABELS[deposit.categorie],
    },
    {
      id: 'created_at',
      header: T.out,
      cell: (deposit) => (
        <div className="flex flex-col gap-1">
          <span>{T.by(deposit.created_at, deposit.utilisateur?.nom)}</span>
          {deposit.justificatif_url ? (
            <PhotoLink
              url={deposit.justificatif_url}
              text={T.photo}
              label={T.photoLabel(deposit.magasin.nom)}
            />
          ) : null}
        </div>
      ),
    },
    { id: 'statut', header: T.status, cell: (deposit) => <DepositStatusBadge deposit={deposit} /> },
    { id: 'recu', header: T.received, cell: (deposit) => <DepositReceipt deposit={deposit} /> },
    {
      id: 'montant',
      header: T.amount,
      align: 'end',
      card: 'aside',
      cell: (deposit) => <Money value={deposit.montant} />,
    },
  ];
  if (!options.canConfirm) return columns;
  return [
    ...columns,
    actionsColumn(T.actions, (deposit) =>
      deposit.statut === 'en_transit' ? (
        <PlainButton
          size="sm"
          variant="secondary"
          aria-label={T.confirmLabel(
            DEPOSIT_DESTINATION_LABELS[deposit.categorie],
            deposit.magasin.nom,
            formatMoney(deposit.montant),
          )}
          onPress={() => options.onConfirm(deposit)}
        >
          {T.confirm}
        </PlainButton>
      ) : null,
    ),
  ];
}
