import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_LINK_DAYS, type PublicLink, RECEIPT_PATHS } from '@pelote/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { liensPublics } from '../../db/schema/public-links.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';

/**
 * The invoice's public links (the WhatsApp receipt): a token of 32 random bytes (256 bits) in the
 * link, only its SHA-256 in the database; valid PUBLIC_LINK_DAYS days unless revoked. A link
 * serves that one invoice's PDF and nothing else.
 */

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as a link carries it: base64url, 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Sale = { id: number; numero_facture: string; magasin: { id: number } };

/** POST /Mouvements/ventes/{id}/lien-public: a new link to the invoice, journalled. */
export async function createPublicLink(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  sale: Sale,
): Promise<PublicLink> {
  const token = randomBytes(32).toString('base64url');
  const expireLe = new Date(now.getTime() + PUBLIC_LINK_DAYS * DAY_MS);
  await tx
    .insert(liensPublics)
    .values({ venteId: sale.id, tokenHash: hashOf(token), expireLe, creePar: user.id });
  await recordJournal(tx, {
    ...journal,
    magasinId: sale.magasin.id,
    action: 'creation',
    entite: 'lien_public',
    entiteId: sale.id,
    entiteLibelle: sale.numero_facture,
    changements: journalChanges(null, { vente: sale.numero_facture, expire_le: expireLe }),
  });
  return { url: `/api${RECEIPT_PATHS.publicInvoice}/${token}`, expire_le: expireLe.toISOString() };
}

/** DELETE /Mouvements/ventes/{id}/lien-public: every live link of the sale stops working. */
export async function revokePublicLinks({ tx, journal, now }: ServiceContext<JournalContext>, sale: Sale) {
  const revoked = await tx
    .update(liensPublics)
    .set({ revoqueLe: now })
    .where(and(eq(liensPublics.venteId, sale.id), isNull(liensPublics.revoqueLe)))
    .returning({ id: liensPublics.id });
  await recordJournal(tx, {
    ...journal,
    magasinId: sale.magasin.id,
    action: 'suppression',
    entite: 'lien_public',
    entiteId: sale.id,
    entiteLibelle: sale.numero_facture,
    changements: journalChanges({ liens_actifs: revoked.length }, { liens_actifs: 0 }),
  });
  return revoked.length;
}

/** The sale a live token opens, or null (unknown, revoked or expired: the caller answers 404). */
export async function saleOfToken(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ venteId: liensPublics.venteId })
    .from(liensPublics)
    .where(
      and(
        eq(liensPublics.tokenHash, hashOf(token)),
        isNull(liensPublics.revoqueLe),
        gt(liensPublics.expireLe, now),
      ),
    );
  return link?.venteId ?? null;
}
