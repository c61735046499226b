import { ARTICLE_TYPE_LABELS, csvAmount, csvDateTime, ENTRY_TYPE_LABELS, type Entry } from '@pelote/shared';
import { eq, inArray } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import { type EntryFilters, entryConditions, selectEntries, toEntryDto } from './entries.repository.ts';

/** The stock entries list (its filters), newest first, as the list shows it. */

const KEYSET = newestFirst(entreesStock.dateEntree, entreesStock.id);

export function entriesCsv(primary: DbOrTx, filters: EntryFilters): CsvExport<Entry> {
  const db = exportReader(primary);
  return {
    name: 'entrees',
    columns: [
      { header: 'Date', value: (entry) => csvDateTime(entry.date_entree) },
      { header: 'Magasin', value: (entry) => entry.magasin.nom },
      { header: 'Type de produit', value: (entry) => ARTICLE_TYPE_LABELS[entry.article_type] },
      { header: 'Produit', value: (entry) => entry.article_nom },
      { header: 'Quantité', value: (entry) => entry.quantite },
      { header: 'Prix unitaire (FCFA)', value: (entry) => csvAmount(entry.prix_unitaire) },
      { header: 'Prix total (FCFA)', value: (entry) => csvAmount(entry.prix_total) },
      { header: 'Fournisseur', value: (entry) => entry.fournisseur },
      { header: 'Référence de commande', value: (entry) => entry.reference_commande },
      { header: 'Type d’entrée', value: (entry) => ENTRY_TYPE_LABELS[entry.type_entree] },
      { header: 'Commentaire', value: (entry) => entry.commentaire },
      { header: 'Utilisateur', value: (entry) => entry.utilisateur?.username },
    ],
    batches: listRowsById(
      KEYSET,
      entryConditions(filters),
      () =>
        db
          .select({ id: entreesStock.id, cursor: keysetCursor(KEYSET) })
          .from(entreesStock)
          .innerJoin(articles, eq(articles.id, entreesStock.articleId)),
      async (ids) => (await selectEntries(db).where(inArray(entreesStock.id, ids))).map(toEntryDto),
    ),
  };
}
