import { type LotQuantity, lotName, lotsInDrawOrder } from '@pelote/shared';

export const LOT_QUANTITIES_TEXTS = {
  label: 'Bains :',
  lot: (bain: string, quantite: number) => `${lotName(bain)} : ${quantite}`,
} as const;

const T = LOT_QUANTITIES_TEXTS;

/**
 * A wool's quantities per lot ('Bain'), most stock first: 'Bains : B2417 : 12 · B2420 : 3', so a shop
 * sees at once whether one bath holds enough for a project. Nothing for an article without lots.
 */
export function LotQuantities({ lots }: { lots: readonly LotQuantity[] }) {
  const held = lotsInDrawOrder(lots.filter((lot) => lot.quantite > 0));
  if (held.length === 0 || (held.length === 1 && held[0]?.bain === '')) return null;
  return (
    <p className="text-xs break-words text-stone-600 tabular-nums">
      <span className="font-medium text-stone-700">{T.label}</span>{' '}
      {held.map((lot) => T.lot(lot.bain, lot.quantite)).join(' · ')}
    </p>
  );
}
