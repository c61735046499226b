import { csvAmount, csvDateTime, type Supplier, type SupplierListQuery } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvColumn, CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches, mapBatches } from '../../lib/list-export.ts';
import { supplierListWhere, toSupplierDto } from './suppliers.repository.ts';

/** The suppliers list as CSV: its search, by name, every field as the form labels it. */

const BY_NAME: Keyset = {
  keys: [
    { expr: sql`lower(${fournisseurs.nom})`, type: 'text' },
    { expr: fournisseurs.id, type: 'int' },
  ],
  direction: 'asc',
};

export const SUPPLIER_CSV_COLUMNS: CsvColumn<Supplier>[] = [
  { header: 'Nom', value: (supplier) => supplier.nom },
  { header: 'Téléphone (WhatsApp)', value: (supplier) => supplier.telephone },
  { header: 'Quartier / ville', value: (supplier) => supplier.quartier },
  { header: 'Délai de livraison (jours)', value: (supplier) => supplier.delai_livraison },
  { header: 'Minimum de commande (FCFA)', value: (supplier) => csvAmount(supplier.minimum_commande) },
  { header: 'Notes', value: (supplier) => supplier.notes },
  { header: 'Date de création', value: (supplier) => csvDateTime(supplier.date_creation) },
];

export function suppliersCsv(primary: DbOrTx, query: Pick<SupplierListQuery, 'search'>): CsvExport<Supplier> {
  const db = exportReader(primary);
  return {
    name: 'fournisseurs',
    columns: SUPPLIER_CSV_COLUMNS,
    batches: mapBatches(
      listBatches(BY_NAME, supplierListWhere(query.search), () =>
        db.select({ supplier: fournisseurs, cursor: keysetCursor(BY_NAME) }).from(fournisseurs),
      ),
      (rows) => rows.map((row) => toSupplierDto(row.supplier)),
    ),
  };
}
