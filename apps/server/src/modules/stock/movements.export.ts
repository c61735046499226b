import { ARTICLE_TYPE_LABELS, csvDateTime, MOVEMENT_KIND_LABELS } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { magasins } from '../../db/schema/shops.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listBatches, newestFirst } from '../../lib/list-export.ts';
import { type MovementFilters, movementConditions } from './movements.repository.ts';

/** The stock ledger (its filters), newest first. */

const KEYSET = newestFirst(mouvementsStock.createdAt, mouvementsStock.id);

function selectRows(db: DbOrTx) {
  return db
    .select({
      date: mouvementsStock.createdAt,
      magasin: magasins.nom,
      article: articles.nom,
      type: articles.type,
      kind: mouvementsStock.kind,
      quantite: mouvementsStock.quantite,
      stockApres: mouvementsStock.stockApres,
      username: users.username,
      reference: mouvementsStock.reference,
      motif: mouvementsStock.motif,
      cursor: keysetCursor(KEYSET),
    })
    .from(mouvementsStock)
    .innerJoin(articles, eq(articles.id, mouvementsStock.articleId))
    .innerJoin(magasins, eq(magasins.id, mouvementsStock.magasinId))
    .leftJoin(users, eq(users.id, mouvementsStock.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

export function movementsCsv(primary: DbOrTx, filters: MovementFilters): CsvExport<Row> {
  const db = exportReader(primary);
  return {
    name: 'mouvements-stock',
    columns: [
      { header: 'Date', value: (row) => csvDateTime(row.date) },
      { header: 'Magasin', value: (row) => row.magasin },
      { header: 'Type de produit', value: (row) => ARTICLE_TYPE_LABELS[row.type] },
      { header: 'Article', value: (row) => row.article },
      { header: 'Mouvement', value: (row) => MOVEMENT_KIND_LABELS[row.kind] ?? row.kind },
      { header: 'Quantité', value: (row) => row.quantite },
      { header: 'Stock après', value: (row) => row.stockApres },
      { header: 'Utilisateur', value: (row) => row.username },
      { header: 'Référence', value: (row) => row.reference },
      { header: 'Motif', value: (row) => row.motif },
    ],
    batches: listBatches(KEYSET, movementConditions(filters), () => selectRows(db)),
  };
}
