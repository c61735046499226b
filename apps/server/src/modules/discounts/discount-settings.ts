import {
  can,
  DEFAULT_GERANT_CAP_PERCENT,
  DISCOUNT_MESSAGES,
  type DiscountSettings,
  type discountSettingsSchema,
} from '@pelote/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { plafondsRemiseUtilisateurs, reglagesRemises } from '../../db/schema/discounts.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';

/**
 * The discount caps: the gérants' one (10 % of the ticket unless direction sets another) and any
 * user's own. Stored in basis points (1 000 = 10 %), answered in percent.
 */

const toPercent = (basisPoints: number) => basisPoints / 100;
/** The gérants' cap until direction sets one (no settings row yet). */
const DEFAULT_CAP = DEFAULT_GERANT_CAP_PERCENT * 100;
const toBasisPoints = (percent: number) => Math.round(percent * 100);

export async function readDiscountSettings(db: DbOrTx): Promise<DiscountSettings> {
  const [settings] = await db.select().from(reglagesRemises).where(eq(reglagesRemises.id, 1));
  const own = await db
    .select({ utilisateur: users.id, username: users.username, plafond: plafondsRemiseUtilisateurs.plafond })
    .from(plafondsRemiseUtilisateurs)
    .innerJoin(users, eq(users.id, plafondsRemiseUtilisateurs.userId))
    .orderBy(asc(users.username));
  return {
    plafond_gerant: toPercent(settings?.plafondGerant ?? DEFAULT_CAP),
    plafonds_utilisateurs: own.map((row) => ({ ...row, plafond: toPercent(row.plafond) })),
  };
}

/** Replaces the caps; the journal row names what changed (each user's cap included). */
export async function saveDiscountSettings(
  { tx, journal }: ServiceContext<JournalContext>,
  input: z.output<typeof discountSettingsSchema>,
): Promise<DiscountSettings> {
  const ids = [...new Set(input.plafonds_utilisateurs.map((row) => row.utilisateur))];
  if (ids.length !== input.plafonds_utilisateurs.length)
    throw badRequest(DISCOUNT_MESSAGES.userNotFound, {
      plafonds_utilisateurs: DISCOUNT_MESSAGES.userNotFound,
    });
  if (ids.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
    if (found.length !== ids.length)
      throw badRequest(DISCOUNT_MESSAGES.userNotFound, {
        plafonds_utilisateurs: DISCOUNT_MESSAGES.userNotFound,
      });
  }
  const before = await readDiscountSettings(tx);
  await tx
    .insert(reglagesRemises)
    .values({ id: 1, plafondGerant: toBasisPoints(input.plafond_gerant) })
    .onConflictDoUpdate({
      target: reglagesRemises.id,
      set: { plafondGerant: toBasisPoints(input.plafond_gerant) },
    });
  await tx.delete(plafondsRemiseUtilisateurs);
  if (ids.length > 0)
    await tx.insert(plafondsRemiseUtilisateurs).values(
      input.plafonds_utilisateurs.map((row) => ({
        userId: row.utilisateur,
        plafond: toBasisPoints(row.plafond),
      })),
    );
  const after = await readDiscountSettings(tx);
  const named = (settings: DiscountSettings) => ({
    plafond_gerant: settings.plafond_gerant,
    plafonds_utilisateurs: settings.plafonds_utilisateurs.map((row) => `${row.username} : ${row.plafond} %`),
  });
  await recordJournal(tx, {
    ...journal,
    action: 'modification',
    entite: 'remise',
    entiteLibelle: 'Plafonds de remise',
    changements: journalChanges(named(before), named(after)),
  });
  return after;
}

/** A user's cap in basis points: their own, else the gérants' one; null (no cap) for direction. */
export async function capFor(db: DbOrTx, user: SessionUser): Promise<number | null> {
  if (can(user.role, 'discounts:manage')) return null;
  const [own] = await db
    .select({ plafond: plafondsRemiseUtilisateurs.plafond })
    .from(plafondsRemiseUtilisateurs)
    .where(eq(plafondsRemiseUtilisateurs.userId, user.id));
  if (own) return own.plafond;
  const [settings] = await db.select().from(reglagesRemises).where(eq(reglagesRemises.id, 1));
  return settings?.plafondGerant ?? DEFAULT_CAP;
}
