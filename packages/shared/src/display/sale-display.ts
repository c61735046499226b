import { SALE_MESSAGES } from '../schemas/sale-paths.ts';

/** What the sales screens show where a name or a whole record is missing. */
export const SALE_FALLBACKS = {
  productName: 'Produit sans nom',
  shopName: 'Magasin sans nom',
  clientMissing: 'Client introuvable',
  saleMissing: 'Vente introuvable',
} as const;

const orFallback = (text: string | null | undefined, fallback: string) => text?.trim() || fallback;

export const productName = (name: string | null | undefined) => orFallback(name, SALE_FALLBACKS.productName);

export const shopName = (name: string | null | undefined) => orFallback(name, SALE_FALLBACKS.shopName);

type SaleClient = { nom: string; prenom: string } | null;

/**
 * 'Awa Koné' (first name first, as lists read), 'Client introuvable' for a client record with no
 * name left, or `anonymous` for a sale without a client ('Vente libre' or 'Client anonyme').
 */
export function clientName(
  client: SaleClient,
  anonymous: string = SALE_MESSAGES.anonymousClient,
  order: 'prenom-nom' | 'nom-prenom' = 'prenom-nom',
): string {
  if (!client) return anonymous;
  const parts = order === 'prenom-nom' ? [client.prenom, client.nom] : [client.nom, client.prenom];
  return (
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || SALE_FALLBACKS.clientMissing
  );
}
