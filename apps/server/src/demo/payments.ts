import type { StoredPaymentMethod } from '@pelote/shared';

/**
 * How a demo sale was paid: a mix like the shops' (mostly cash, then Orange Money, Wave, MTN MoMo,
 * Moov Money, a few split between Orange Money and cash). Drawn from the sale's id, not from the
 * generator's random stream, so the rest of the data set stays what the seed gives. Cash is handed
 * over in whole 1 000 FCFA notes (sometimes one more), the change given back.
 */

export type DemoPayment = {
  methode: StoredPaymentMethod;
  montant: number;
  montantRecu: number | null;
  monnaieRendue: number;
  reference: string | null;
};

const NOTE = 100_000;
const PREFIX = { orange_money: 'OM', wave: 'WV', mtn_momo: 'MM', moov_money: 'MV' } as const;

/** A number in [0, 100) spread evenly over consecutive ids (the high bits of Knuth's multiplicative hash). */
const draw = (saleId: number, salt: number) =>
  Math.floor(((Math.imul(saleId * 31 + salt, 2_654_435_761) >>> 0) / 2 ** 32) * 100);

function cash(montant: number, saleId: number): DemoPayment {
  const notes = Math.ceil(montant / NOTE) * NOTE + (draw(saleId, 2) < 30 ? NOTE : 0);
  return { methode: 'especes', montant, montantRecu: notes, monnaieRendue: notes - montant, reference: null };
}

function mobile(methode: keyof typeof PREFIX, montant: number, saleId: number, at: number): DemoPayment {
  const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    methode,
    montant,
    montantRecu: null,
    monnaieRendue: 0,
    reference: `${PREFIX[methode]}${day}.${String(saleId).padStart(7, '0')}`,
  };
}

export function demoPayments(saleId: number, total: number, at: number): DemoPayment[] {
  if (total <= 0) return [];
  const roll = draw(saleId, 1);
  if (roll < 55) return [cash(total, saleId)];
  if (roll < 75) return [mobile('orange_money', total, saleId, at)];
  if (roll < 85) return [mobile('wave', total, saleId, at)];
  if (roll < 92) return [mobile('mtn_momo', total, saleId, at)];
  if (roll < 95) return [mobile('moov_money', total, saleId, at)];
  // Split: most by Orange Money, the rest in cash.
  const byPhone = Math.floor((total * 0.6) / NOTE) * NOTE;
  if (byPhone <= 0 || byPhone >= total) return [cash(total, saleId)];
  return [mobile('orange_money', byPhone, saleId, at), cash(total - byPhone, saleId)];
}
