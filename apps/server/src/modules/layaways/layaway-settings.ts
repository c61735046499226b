import {
  LAYAWAY_DEFAULT_DEPOSIT_OUTCOME,
  LAYAWAY_DEFAULT_GRACE_DAYS,
  LAYAWAY_DEFAULT_TERM_DAYS,
  type LayawayDepositOutcome,
  type LayawaySettings,
} from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { reglagesMisesDeCote } from '../../db/schema/layaways.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';

/**
 * Direction's settings of layaways (Paramètres › Mises de côté): what a cancelled or expired
 * layaway's deposit becomes, the grace after the due date, the default term. The defaults live
 * here: no row exists until direction saves them.
 */

export async function readLayawaySettings(db: DbOrTx): Promise<LayawaySettings> {
  const [row] = await db.select().from(reglagesMisesDeCote).where(eq(reglagesMisesDeCote.id, 1));
  return {
    depot_annulation: (row?.depotAnnulation as LayawayDepositOutcome) ?? LAYAWAY_DEFAULT_DEPOSIT_OUTCOME,
    delai_grace_jours: row?.delaiGraceJours ?? LAYAWAY_DEFAULT_GRACE_DAYS,
    duree_jours: row?.dureeJours ?? LAYAWAY_DEFAULT_TERM_DAYS,
  };
}

export async function saveLayawaySettings(
  { tx, journal }: ServiceContext<JournalContext>,
  input: LayawaySettings,
): Promise<LayawaySettings> {
  const before = await readLayawaySettings(tx);
  const values = {
    depotAnnulation: input.depot_annulation,
    delaiGraceJours: input.delai_grace_jours,
    dureeJours: input.duree_jours,
  };
  await tx
    .insert(reglagesMisesDeCote)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: reglagesMisesDeCote.id, set: values });
  await recordJournal(tx, {
    ...journal,
    action: 'reglage',
    entite: 'mise_de_cote',
    entiteLibelle: 'Réglages des mises de côté',
    changements: journalChanges(before, input),
  });
  return input;
}
