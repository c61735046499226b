import type { ReminderDuePage, ReminderStep } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf } from '../../lib/page.ts';
import { daysLate, debtors } from './account-reads.ts';

/**
 * 'Relances': the clients whose oldest open debt is due within 2 days, or 3 or 10 days late (one
 * step with `groupe`), most overdue first, one page of them. With a shop, only what its credit
 * sales still owe counts (a gerant's scope). Read from the debtors, as /Clients/creances is.
 */
export async function remindersDue(
  db: DbOrTx,
  filters: { magasin: number | null; groupe?: ReminderStep | undefined; page: number; page_size: number },
): Promise<ReminderDuePage> {
  const list = await debtors(db, { magasin: filters.magasin, aRelancer: true, ordering: 'echeance' });
  const due = list.flatMap((debtor) =>
    debtor.etape_relance !== null &&
    debtor.plus_ancienne_echeance !== null &&
    (filters.groupe === undefined || debtor.etape_relance === filters.groupe)
      ? [
          {
            ...debtor,
            etape_relance: debtor.etape_relance,
            jours_retard: daysLate(debtor.plus_ancienne_echeance),
          },
        ]
      : [],
  );
  const start = (filters.page - 1) * filters.page_size;
  return pageOf(due.length, filters.page, filters.page_size, due.slice(start, start + filters.page_size));
}
