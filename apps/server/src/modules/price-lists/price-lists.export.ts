import {
  ARTICLE_TYPE_LABELS,
  csvDateTime,
  type PriceListListQuery,
  type PriceListSummary,
} from '@pelote/shared';
import { inArray, sql } from 'drizzle-orm';
import { tarifs } from '../../db/schema/price-lists.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvColumn, CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches, mapBatches } from '../../lib/list-export.ts';
import { priceListWhere, summaryColumns, toSummaryDto } from './price-lists.repository.ts';

/** The price lists as CSV: their search, by name, each list's rules in outline. */

const BY_NAME: Keyset = {
  keys: [
    { expr: sql`lower(${tarifs.nom})`, type: 'text' },
    { expr: tarifs.id, type: 'int' },
  ],
  direction: 'asc',
};

type PriceListCsvRow = PriceListSummary & { shopNames: string[] };

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');
/** '12,5' for 12.5: the French decimal comma. */
const frenchNumber = (value: number) => String(value).replace('.', ',');

export const PRICE_LIST_CSV_COLUMNS: CsvColumn<PriceListCsvRow>[] = [
  { header: 'Nom', value: (list) => list.nom },
  { header: 'Actif', value: (list) => yesNo(list.active) },
  { header: 'Pour tous les clients', value: (list) => yesNo(list.pour_tous) },
  {
    header: 'Magasins',
    value: (list) => (list.magasins.length === 0 ? 'Tous' : list.shopNames.join(', ')),
  },
  { header: 'Du', value: (list) => (list.du ? csvDateTime(list.du) : '') },
  { header: 'Au', value: (list) => (list.au ? csvDateTime(list.au) : '') },
  { header: 'Articles', value: (list) => list.nb_articles },
  {
    header: 'Pourcentages par type',
    value: (list) =>
      list.types
        .map((line) => `${ARTICLE_TYPE_LABELS[line.type]} ${frenchNumber(line.pourcentage)} %`)
        .join(', '),
  },
  { header: 'Clients', value: (list) => list.clients },
  { header: 'Date de création', value: (list) => csvDateTime(list.date_creation) },
];

/** The shops' names of a batch, by id (a shop deleted since is left out). */
async function withShopNames(db: DbOrTx, lists: PriceListSummary[]): Promise<PriceListCsvRow[]> {
  const ids = [...new Set(lists.flatMap((list) => list.magasins))];
  const shops = ids.length
    ? await db.select({ id: magasins.id, nom: magasins.nom }).from(magasins).where(inArray(magasins.id, ids))
    : [];
  const names = new Map(shops.map((shop) => [shop.id, shop.nom]));
  return lists.map((list) => ({
    ...list,
    shopNames: list.magasins.flatMap((id) => names.get(id) ?? []),
  }));
}

export function priceListsCsv(
  primary: DbOrTx,
  query: Pick<PriceListListQuery, 'search'>,
): CsvExport<PriceListCsvRow> {
  const db = exportReader(primary);
  return {
    name: 'tarifs',
    columns: PRICE_LIST_CSV_COLUMNS,
    batches: mapBatches(
      listBatches(BY_NAME, priceListWhere(query.search), () =>
        db.select({ ...summaryColumns, cursor: keysetCursor(BY_NAME) }).from(tarifs),
      ),
      (rows) => withShopNames(db, rows.map(toSummaryDto)),
    ),
  };
}
