import { ARTICLE_TYPE_LABELS, type CatalogueType, csvAmount, csvDateTime } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches } from '../../lib/list-export.ts';
import { shopLinesWhere } from './stock.repository.ts';

/** A shop's stock (the list's type and search), by type then name, as the list shows it. */

const KEYSET: Keyset = {
  keys: [
    { expr: articles.type, type: 'article_type' },
    { expr: sql`lower(${articles.nom})`, type: 'text' },
    { expr: stocks.id, type: 'int' },
  ],
  direction: 'asc',
};

function selectRows(db: DbOrTx) {
  return db
    .select({
      type: articles.type,
      nom: articles.nom,
      codeBarre: articles.codeBarre,
      prix: articles.prixUnitaire,
      supprime: sql<boolean>`${articles.deletedAt} is not null`,
      quantite: stocks.quantite,
      seuil: stocks.quantiteSeuil,
      dateAjout: stocks.dateAjout,
      cursor: keysetCursor(KEYSET),
    })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

export function stockLinesCsv(
  primary: DbOrTx,
  options: { magasinId: number; type?: CatalogueType | undefined; q?: string | undefined },
): CsvExport<Row> {
  const db = exportReader(primary);
  return {
    name: 'stock-magasin',
    columns: [
      { header: 'Type de produit', value: (row) => ARTICLE_TYPE_LABELS[row.type] },
      { header: 'Article', value: (row) => row.nom },
      { header: 'Code-barres', value: (row) => row.codeBarre },
      { header: 'Quantité', value: (row) => row.quantite },
      { header: 'Seuil d’alerte', value: (row) => row.seuil },
      { header: 'Prix unitaire (FCFA)', value: (row) => csvAmount(row.prix) },
      { header: 'Valeur au prix de vente (FCFA)', value: (row) => csvAmount(row.prix * row.quantite) },
      { header: 'Ajouté le', value: (row) => csvDateTime(row.dateAjout) },
      { header: 'Article supprimé', value: (row) => (row.supprime ? 'Oui' : 'Non') },
    ],
    batches: listBatches(KEYSET, shopLinesWhere(options), () => selectRows(db)),
  };
}
