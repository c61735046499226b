import type { MatchedPayment, MobileMoneyMethod } from '@pelote/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { paiements } from '../../db/schema/payments.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { TypedPayment } from './matching.ts';

/**
 * What a shop typed in for one operator: the mobile-money payments of its validated sales (at the
 * sale's time) and its clients' instalments (at their time), each with what an answer shows of it.
 */

export type Typed = TypedPayment & { numeroFacture: string | null };

const salePayments = (db: DbOrTx) =>
  db
    .select({
      id: paiements.id,
      reference: paiements.reference,
      montant: paiements.montant,
      date: ventes.dateVente,
      numeroFacture: ventes.numeroFacture,
    })
    .from(paiements)
    .innerJoin(ventes, eq(ventes.id, paiements.venteId));

const instalments = (db: DbOrTx) =>
  db
    .select({
      id: compteClientMouvements.id,
      reference: compteClientMouvements.reference,
      montantDu: compteClientMouvements.montantDu,
      date: compteClientMouvements.createdAt,
    })
    .from(compteClientMouvements);

const fromSale = (row: Awaited<ReturnType<ReturnType<typeof salePayments>['where']>>[number]): Typed => ({
  ...row,
  kind: 'paiement',
});
const fromInstalment = (
  row: Awaited<ReturnType<ReturnType<typeof instalments>['where']>>[number],
): Typed => ({
  id: row.id,
  kind: 'versement',
  reference: row.reference,
  montant: -row.montantDu,
  date: row.date,
  numeroFacture: null,
});

/** The shop's typed payments of `operateur` from `from` (included) to `to` (excluded). */
export async function typedPayments(
  db: DbOrTx,
  shop: number,
  operateur: MobileMoneyMethod,
  period: { from: Date; to: Date },
): Promise<Typed[]> {
  const sales = await salePayments(db).where(
    and(
      eq(paiements.magasinId, shop),
      eq(paiements.methode, operateur),
      eq(ventes.statut, 'validee'),
      gte(ventes.dateVente, period.from),
      lt(ventes.dateVente, period.to),
    ),
  );
  const paid = await instalments(db).where(
    and(
      eq(compteClientMouvements.magasinId, shop),
      eq(compteClientMouvements.kind, 'versement'),
      eq(compteClientMouvements.methode, operateur),
      gte(compteClientMouvements.createdAt, period.from),
      lt(compteClientMouvements.createdAt, period.to),
    ),
  );
  return [...sales.map(fromSale), ...paid.map(fromInstalment)];
}

/** The answers' view of typed payments, by kind and id (the rows name them by id). */
export async function typedByIds(
  db: DbOrTx,
  ids: { paiement: number[]; versement: number[] },
): Promise<Map<string, MatchedPayment>> {
  const sales = ids.paiement.length ? await salePayments(db).where(inArray(paiements.id, ids.paiement)) : [];
  const paid = ids.versement.length
    ? await instalments(db).where(inArray(compteClientMouvements.id, ids.versement))
    : [];
  return new Map(
    [...sales.map(fromSale), ...paid.map(fromInstalment)].map((typed) => [
      typedKey(typed.kind, typed.id),
      matchedPayment(typed),
    ]),
  );
}

export const typedKey = (kind: 'paiement' | 'versement', id: number) => `${kind}:${id}`;

export const matchedPayment = (typed: Typed): MatchedPayment => ({
  type: typed.kind,
  id: typed.id,
  reference: typed.reference,
  montant: typed.montant,
  date: typed.date.toISOString(),
  numero_facture: typed.numeroFacture,
});
