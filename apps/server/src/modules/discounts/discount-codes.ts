import { createHmac } from 'node:crypto';
import { DISCOUNT_APPROVAL_MINUTES, type DiscountCodeAnswer, formatMoney } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { HOTP, Secret } from 'otpauth';
import { codesRemiseUtilises, secretsCodesRemise } from '../../db/schema/discounts.ts';
import type { Tx } from '../../db/types.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';

/**
 * The one-time codes direction gives a shop working offline: 6 digits for one shop and one maximum
 * discount, usable for DISCOUNT_APPROVAL_MINUTES from the minute they were given. A code is an
 * HOTP (RFC 4226, the otpauth library) whose counter is that minute and whose key is drawn from
 * the shop's secret and the maximum, so a code says nothing of another shop or amount. The secret
 * never leaves the server: the phone that sells cannot check a code, the server does when the sale
 * arrives, and a code serves one sale only.
 */

const MINUTE_MS = 60_000;
/** A device clock running this many minutes behind the server's still finds the code it was given. */
const CLOCK_SKEW_MINUTES = 5;

const minuteOf = (at: Date) => Math.floor(at.getTime() / MINUTE_MS);

/** The shop's secret, made the first time a code is asked for it. */
async function shopSecret(tx: Tx, magasinId: number, create: boolean): Promise<Secret | null> {
  const [row] = await tx.select().from(secretsCodesRemise).where(eq(secretsCodesRemise.magasinId, magasinId));
  if (row) return Secret.fromBase32(row.secret);
  if (!create) return null;
  const secret = new Secret({ size: 32 });
  await tx.insert(secretsCodesRemise).values({ magasinId, secret: secret.base32 }).onConflictDoNothing();
  // Two directors asking at once: the first secret written is the shop's.
  return shopSecret(tx, magasinId, false);
}

/** The code of a shop's secret (base32) and a maximum, given at `minute` (since the epoch). */
export const codeAt = (secret: string, montantMax: number, minute: number) =>
  codeGenerator(Secret.fromBase32(secret), montantMax).generate({ counter: minute });

/** The HOTP of one shop and one maximum. */
function codeGenerator(secret: Secret, montantMax: number) {
  const key = createHmac('sha256', Buffer.from(secret.buffer)).update(`remise:${montantMax}`).digest();
  const bytes = new Uint8Array(key).buffer;
  return new HOTP({ secret: new Secret({ buffer: bytes }), digits: 6, algorithm: 'SHA1' });
}

/** POST /Parametres/remises/codes: a code for the shop and the maximum, journalled. */
export async function giveDiscountCode(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  input: { magasin: number; montant_max: number },
): Promise<DiscountCodeAnswer> {
  const shop = await findShop(tx, user, input.magasin, 'Magasin introuvable');
  const secret = await shopSecret(tx, shop.id, true);
  if (!secret) throw new Error('discount code: no secret');
  const minute = minuteOf(now);
  const code = codeGenerator(secret, input.montant_max).generate({ counter: minute });
  const until = new Date((minute + DISCOUNT_APPROVAL_MINUTES) * MINUTE_MS);
  await recordJournal(tx, {
    ...journal,
    magasinId: shop.id,
    action: 'acceptation',
    entite: 'remise',
    entiteLibelle: `Code de remise hors ligne (${formatMoney(input.montant_max)})`,
    changements: journalChanges(null, {
      magasin: shop.id,
      montant_max: input.montant_max,
      valable_jusqu_a: until,
    }),
  });
  return { magasin: shop.id, code, montant_max: input.montant_max, valable_jusqu_a: until.toISOString() };
}

/**
 * Whether `code` was given for the shop and the maximum within the minutes before `at` (the
 * device's time for an offline sale), and was never used: then it is taken for `venteId`.
 */
export async function takeDiscountCode(
  tx: Tx,
  use: { magasinId: number; code: string; montantMax: number; at: Date; venteId: number },
): Promise<boolean> {
  const secret = await shopSecret(tx, use.magasinId, false);
  if (!secret) return false;
  const generator = codeGenerator(secret, use.montantMax);
  const last = minuteOf(use.at) + CLOCK_SKEW_MINUTES;
  for (let minute = last; minute >= last - CLOCK_SKEW_MINUTES - DISCOUNT_APPROVAL_MINUTES; minute -= 1) {
    if (generator.generate({ counter: minute }) !== use.code) continue;
    const taken = await tx
      .insert(codesRemiseUtilises)
      .values({ magasinId: use.magasinId, minute, montantMax: use.montantMax, venteId: use.venteId })
      .onConflictDoNothing()
      .returning({ minute: codesRemiseUtilises.minute });
    return taken.length > 0;
  }
  return false;
}
