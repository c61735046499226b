import { ARTICLE_EXPORT_NAMES, ARTICLE_IMPORT_COLUMNS, csvAmount } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvColumn, CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches } from '../../lib/list-export.ts';
import type { KindDefinition } from './article-kinds.ts';
import type { ArticleWithStock } from './articles.mappers.ts';
import { type ArticleFilters, articleListWhere, stockQuantity } from './articles.repository.ts';

/**
 * A catalogue type's list (its filters, by name). Its columns are the import file's of that type,
 * so an export edited in a spreadsheet imports back (matched by barcode); the stock follows, read
 * only (an import never sets stock).
 */

const KEYSET: Keyset = {
  keys: [
    { expr: sql`lower(${articles.nom})`, type: 'text' },
    { expr: articles.id, type: 'int' },
  ],
  direction: 'asc',
};

/** 'Crochet × 1 | Pelote × 2': a pouch's components in one cell, as the import reads them. */
export const formatComponents = (lines: readonly { nom: string; quantite: number }[]) =>
  lines.map((line) => `${line.nom} × ${line.quantite}`).join(' | ');

/** The file name of each type's list: 'laines', ..., 'composants-trousse'. */
/** The columns of a type: its import columns, then its stock. */
export function articleCsvColumns<Payload, Dto>(
  definition: KindDefinition<Payload, Dto>,
): CsvColumn<ArticleWithStock>[] {
  const fields = (row: ArticleWithStock) => definition.toDto(row) as Record<string, unknown>;
  const columns = ARTICLE_IMPORT_COLUMNS[definition.kind.type].map(
    (column): CsvColumn<ArticleWithStock> => ({
      header: column.header,
      value: (row) => {
        if (column.field === 'code_barre') return row.article.codeBarre;
        const value = fields(row)[column.field];
        if (column.field === 'prix_unitaire') return csvAmount(value as number);
        if (column.field === 'composants') return formatComponents(row.article.composants ?? []);
        return typeof value === 'number' || typeof value === 'string' ? value : '';
      },
    }),
  );
  return [...columns, { header: 'Stock', value: (row) => row.quantiteStock }];
}

export function articlesCsv<Payload, Dto>(
  primary: DbOrTx,
  definition: KindDefinition<Payload, Dto>,
  filters: ArticleFilters,
): CsvExport<ArticleWithStock> {
  const db = exportReader(primary);
  return {
    name: ARTICLE_EXPORT_NAMES[definition.kind.type],
    columns: articleCsvColumns(definition),
    batches: listBatches(KEYSET, articleListWhere(filters), () =>
      db
        .select({
          article: articles,
          quantiteStock: stockQuantity(filters.magasinId),
          cursor: keysetCursor(KEYSET),
        })
        .from(articles),
    ),
  };
}
