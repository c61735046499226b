import {
  formatMoney,
  LAYAWAY_MESSAGES,
  LAYAWAY_REMINDER_DAYS,
  type LayawayReminderDuePage,
  type Reminder,
} from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import { misesDeCote } from '../../db/schema/layaways.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { assertShopAccess } from '../../lib/shop-scope.ts';
import { reminderTo } from '../client-accounts/index.ts';
import { readLayawaySettings } from './layaway-settings.ts';
import { findLayaway, selectItems, toItem } from './layaways.repository.ts';
import { journalStep, plusDays, type Step } from './layaways.service.ts';

/**
 * Layaway reminders, as the credit reminders are made: a prefilled WhatsApp or SMS message the
 * manager sends from their own phone, LAYAWAY_REMINDER_DAYS days before the due date; each one
 * sent is a journal row.
 */

const dayDiff = (from: Date, to: string) =>
  Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(from.toISOString().slice(0, 10)).getTime()) /
      86_400_000,
  );

/** The open layaways due within LAYAWAY_REMINDER_DAYS days (or past due), soonest first. */
export async function layawaysToRemind(
  db: DbOrTx,
  filters: { magasin: number | null; page: number; pageSize: number },
  now: Date,
): Promise<LayawayReminderDuePage> {
  const settings = await readLayawaySettings(db);
  const where = and(
    eq(misesDeCote.statut, 'en_cours'),
    sql`${misesDeCote.echeance} <= ${plusDays(now, LAYAWAY_REMINDER_DAYS)}`,
    filters.magasin === null ? undefined : eq(misesDeCote.magasinId, filters.magasin),
  );
  const { count, rows } = await readPage(
    filters,
    db.select({ n: sql<number>`count(*)::int` }).from(misesDeCote).where(where),
    selectItems(db, where),
  );
  const items = rows
    .map((row) => toItem(row, { graceDays: settings.delai_grace_jours, now }))
    .map((item) => ({ ...item, jours_restants: dayDiff(now, item.echeance) }))
    .sort((a, b) => a.jours_restants - b.jours_restants);
  return pageOf(count, filters.page, filters.pageSize, items);
}

/** The reminder's message: what is waiting, until when, and what is left to pay. */
export async function layawayReminder(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  now: Date,
): Promise<Reminder> {
  const settings = await readLayawaySettings(db);
  const layaway = await findLayaway(db, id, { graceDays: settings.delai_grace_jours, now });
  if (!layaway) throw notFound(LAYAWAY_MESSAGES.notFound);
  assertShopAccess(user, layaway.magasin.id);
  const units = layaway.lignes
    .filter((line) => line.quantite_reservee > 0)
    .map(
      (line) => `${line.quantite_reservee} × ${line.article.nom}${line.bain ? ` (bain ${line.bain})` : ''}`,
    )
    .join(', ');
  const due = layaway.echeance.split('-').reverse().join('/');
  const texte =
    `Bonjour ${`${layaway.client.prenom} ${layaway.client.nom}`.trim()}, vos articles mis de côté chez ` +
    `${layaway.magasin.nom} vous attendent jusqu'au ${due} : ${units}. Reste à payer : ` +
    `${formatMoney(layaway.reste_estime)}. Merci de votre confiance !`;
  return reminderTo(layaway.client.contact, texte);
}

/** A reminder sent, kept as a journal row of the layaway ('Relance'). */
export async function recordLayawayReminder(step: Step, id: number, input: { canal: 'whatsapp' | 'sms' }) {
  const [row] = await step.tx.select().from(misesDeCote).where(eq(misesDeCote.id, id));
  if (!row) throw notFound(LAYAWAY_MESSAGES.notFound);
  assertShopAccess(step.user, row.magasinId);
  await journalStep(
    step,
    { id, magasinId: row.magasinId },
    'envoi',
    { canal: input.canal },
    `Relance de la mise de côté n° ${id}`,
  );
  return { detail: 'Relance enregistrée', date: step.now.toISOString() };
}
