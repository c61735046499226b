import { describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '../schemas/sale-paths.ts';
import { clientName, productName, SALE_FALLBACKS, shopName } from './sale-display.ts';

describe('sale display fallbacks', () => {
  it("names a product, or says 'Produit sans nom' when its name is missing or blank", () => {
    expect(productName(' Laine mohair rose ')).toBe('Laine mohair rose');
    for (const missing of [null, undefined, '', '   ']) expect(productName(missing)).toBe('Produit sans nom');
  });

  it("names a shop, or says 'Magasin sans nom'", () => {
    expect(shopName('Boutique Cocody')).toBe('Boutique Cocody');
    for (const missing of [null, undefined, ' ']) expect(shopName(missing)).toBe('Magasin sans nom');
  });

  it("names a client first name first, 'Client introuvable' when no name is left, anonymous without one", () => {
    expect(clientName({ nom: 'Koné', prenom: 'Awa' })).toBe('Awa Koné');
    expect(clientName({ nom: 'Koné', prenom: 'Awa' }, 'Vente libre', 'nom-prenom')).toBe('Koné Awa');
    expect(clientName({ nom: 'Koné', prenom: ' ' })).toBe('Koné');
    expect(clientName({ nom: ' ', prenom: '' })).toBe('Client introuvable');
    expect(clientName(null)).toBe(SALE_MESSAGES.anonymousClient);
    expect(clientName(null, 'Vente libre')).toBe('Vente libre');
  });

  it("keeps 'Vente introuvable' for a sale that is gone", () => {
    expect(SALE_FALLBACKS.saleMissing).toBe('Vente introuvable');
  });
});
