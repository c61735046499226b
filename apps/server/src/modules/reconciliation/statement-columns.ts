import {
  type MobileMoneyMethod,
  OPERATOR_LAYOUTS,
  RECONCILIATION_MESSAGES,
  type StatementColumns,
} from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import { rapprochementColonnes } from '../../db/schema/reconciliation.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import type { StatementFile } from './statement-file.ts';
import { columnIndexes, missingHeaders } from './statement-lines.ts';
import { StatementRejected } from './statement-rejected.ts';

/**
 * Which columns a statement is read through: the mapping sent with it; else the one remembered for
 * the shop and operator, when the file has its headers; else the operator's own layout. When none
 * fits, 400 names the headers missing and lists the file's, for the user to map them.
 */

export async function rememberedColumns(
  db: DbOrTx,
  shop: number,
  operateur: MobileMoneyMethod,
): Promise<StatementColumns | null> {
  const [row] = await db
    .select({ colonnes: rapprochementColonnes.colonnes })
    .from(rapprochementColonnes)
    .where(and(eq(rapprochementColonnes.magasinId, shop), eq(rapprochementColonnes.operateur, operateur)));
  return row?.colonnes ?? null;
}

export async function chooseColumns(
  db: DbOrTx,
  file: StatementFile,
  input: { shop: number; operateur: MobileMoneyMethod; given: StatementColumns | undefined },
) {
  const tried = input.given
    ? [input.given]
    : [await rememberedColumns(db, input.shop, input.operateur), OPERATOR_LAYOUTS[input.operateur]];
  for (const columns of tried) {
    const at = columns && columnIndexes(file.headers, columns);
    if (columns && at) return { columns, at };
  }
  const wanted = input.given ?? OPERATOR_LAYOUTS[input.operateur];
  throw new StatementRejected(RECONCILIATION_MESSAGES.missingColumns(missingHeaders(file.headers, wanted)), {
    colonnes_fichier: file.headers.filter((header) => header !== ''),
  });
}

/** Keeps the mapping a user gave for the shop's statements of that operator. */
export async function rememberColumns(
  tx: Tx,
  shop: number,
  operateur: MobileMoneyMethod,
  colonnes: StatementColumns,
): Promise<void> {
  await tx
    .insert(rapprochementColonnes)
    .values({ magasinId: shop, operateur, colonnes })
    .onConflictDoUpdate({
      target: [rapprochementColonnes.magasinId, rapprochementColonnes.operateur],
      set: { colonnes, updatedAt: sql`now()` },
    });
}
