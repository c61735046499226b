import { ACCOUNT_MESSAGES, CLIENT_MESSAGES } from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { REMINDER_LABEL } from './account-reads.ts';

/** A reminder sent from the manager's phone, kept as a journal row of the client ('Relance'). */
export async function recordReminder(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  clientId: number,
  input: { canal: 'whatsapp' | 'sms' },
): Promise<{ detail: string; date: string }> {
  const [client] = await tx
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, du: clients.soldeDu })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  await recordJournal(tx, {
    ...journal,
    magasinId: user.magasinId,
    action: 'creation',
    entite: 'client',
    entiteId: client.id,
    entiteLibelle: `${REMINDER_LABEL} de ${`${client.prenom} ${client.nom}`.trim()}`,
    changements: journalChanges(null, { relance: { canal: input.canal, solde_du: client.du } }),
  });
  return { detail: ACCOUNT_MESSAGES.reminderSent, date: now.toISOString() };
}
