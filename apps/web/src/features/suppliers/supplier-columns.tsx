import { normalizePhone, type Supplier } from '@pelote/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { actionsColumn, type DataTableColumn } from '@/components/data-table-parts';
import { PlainIconButton } from '@/components/icon-button';
import { Money } from '@/components/money';

export const SUPPLIER_COLUMN_TEXTS = {
  supplier: 'Fournisseur',
  telephone: 'Téléphone (WhatsApp)',
  quartier: 'Quartier / ville',
  delai: 'Délai de livraison',
  minimum: 'Minimum de commande',
  actions: 'Actions',
  days: (days: number) => `${days} jour${days > 1 ? 's' : ''}`,
  whatsapp: (name: string) => `Écrire à ${name} sur WhatsApp`,
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
} as const;

const T = SUPPLIER_COLUMN_TEXTS;

const none = <span className="text-stone-500">—</span>;

/** The number as typed, a WhatsApp link when it is one a phone can dial. */
function PhoneCell({ supplier }: { supplier: Supplier }) {
  if (!supplier.telephone) return none;
  const number = normalizePhone(supplier.telephone);
  if (!number) return <span>{supplier.telephone}</span>;
  return (
    <a
      href={`https://wa.me/${number.slice(1)}`}
      target="_blank"
      rel="noreferrer"
      aria-label={T.whatsapp(supplier.nom)}
      className="inline-flex min-h-10 items-center whitespace-nowrap text-rose-800 underline underline-offset-2 hover:text-rose-900"
    >
      {supplier.telephone}
    </a>
  );
}

type SupplierColumnsOptions = {
  canManage: boolean;
  onEdit: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
};

/** The columns of the suppliers table; edit and delete for direction only. */
export function supplierColumns({
  canManage,
  onEdit,
  onDelete,
}: SupplierColumnsOptions): DataTableColumn<Supplier>[] {
  const columns: DataTableColumn<Supplier>[] = [
    {
      id: 'nom',
      header: T.supplier,
      isRowHeader: true,
      card: 'title',
      cell: (supplier) => <span className="font-medium text-stone-900">{supplier.nom}</span>,
    },
    { id: 'telephone', header: T.telephone, cell: (supplier) => <PhoneCell supplier={supplier} /> },
    { id: 'quartier', header: T.quartier, cell: (supplier) => supplier.quartier ?? none },
    {
      id: 'delai_livraison',
      header: T.delai,
      cell: (supplier) => (supplier.delai_livraison === null ? none : T.days(supplier.delai_livraison)),
    },
    {
      id: 'minimum_commande',
      header: T.minimum,
      align: 'end',
      card: 'aside',
      cell: (supplier) =>
        supplier.minimum_commande === null ? none : <Money value={supplier.minimum_commande} />,
    },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    actionsColumn(T.actions, (supplier) => (
      <div className="flex items-center justify-end gap-1">
        <PlainIconButton label={T.edit(supplier.nom)} icon={Pencil} onPress={() => onEdit(supplier)} />
        <PlainIconButton
          label={T.delete(supplier.nom)}
          icon={Trash2}
          onPress={() => onDelete(supplier)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        />
      </div>
    )),
  ];
}
