import { ACCOUNT_MESSAGES, PAYMENT_MESSAGES } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { referencesMobileMoney } from '../../db/schema/mobile-money-references.ts';
import { paiements } from '../../db/schema/payments.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Claims a mobile-money transaction reference for a sale's payment or a client's instalment, in the
 * writer's transaction and before its other rows. The insert lands on the table's primary key: a
 * write racing with the same reference waits for the other to end, then does nothing once that one
 * committed. The loser gets 409 with what used the reference: 'Référence déjà utilisée pour la
 * facture …' for a sale, 'Référence déjà utilisée pour un versement client' for an instalment.
 */
export async function claimMobileMoneyReference(
  tx: Tx,
  claim: { methode: string; reference: string; venteId?: number | null },
): Promise<void> {
  const [claimed] = await tx
    .insert(referencesMobileMoney)
    .values({ methode: claim.methode, reference: claim.reference, venteId: claim.venteId ?? null })
    .onConflictDoNothing()
    .returning({ methode: referencesMobileMoney.methode });
  if (claimed) {
    // An instalment also checks the sales' payments: a payment written without a claim (bulk demo
    // data) still holds its reference. A sale's own payments keep their unique index for that.
    if (claim.venteId == null) {
      const [sale] = await tx
        .select({ numero: ventes.numeroFacture })
        .from(paiements)
        .innerJoin(ventes, eq(ventes.id, paiements.venteId))
        .where(and(eq(paiements.methode, claim.methode), eq(paiements.reference, claim.reference)))
        .limit(1);
      if (sale) throw conflict(PAYMENT_MESSAGES.referenceUsed(sale.numero));
    }
    return;
  }
  // A statement of its own: it sees the winner's commit.
  const [holder] = await tx
    .select({ numero: ventes.numeroFacture })
    .from(referencesMobileMoney)
    .leftJoin(ventes, eq(ventes.id, referencesMobileMoney.venteId))
    .where(
      and(
        eq(referencesMobileMoney.methode, claim.methode),
        eq(referencesMobileMoney.reference, claim.reference),
      ),
    );
  if (holder?.numero) throw conflict(PAYMENT_MESSAGES.referenceUsed(holder.numero));
  throw conflict(ACCOUNT_MESSAGES.referenceUsedByInstalment);
}

/** Ties an instalment's claimed reference to the account row it paid (known once written). */
export async function tieReferenceToInstalment(
  tx: Tx,
  claim: { methode: string; reference: string; compteMouvementId: number },
): Promise<void> {
  await tx
    .update(referencesMobileMoney)
    .set({ compteMouvementId: claim.compteMouvementId })
    .where(
      and(
        eq(referencesMobileMoney.methode, claim.methode),
        eq(referencesMobileMoney.reference, claim.reference),
      ),
    );
}
