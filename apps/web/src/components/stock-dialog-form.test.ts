import type { StockProduct } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { productStockFormSchema, shopStockFormSchema } from './stock-dialog-form';

const mohair: StockProduct = {
  id: 11,
  nom: 'Laine mohair rose',
  type: 'laines',
  prix_unitaire: 150000,
  quantite_stock: 4,
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('shop add-stock form', () => {
  it('gives one French message per missing field', () => {
    expect(messages(shopStockFormSchema.safeParse({ type: '', produit: null, quantite: '' }))).toEqual({
      type: "Veuillez sélectionner un type d'article",
      produit: 'Veuillez sélectionner un produit',
      quantite: 'La quantité est requise',
    });
  });

  it('wants a whole quantity above 0', () => {
    for (const quantite of [0, -2, 1.5]) {
      expect(
        messages(shopStockFormSchema.safeParse({ type: 'laines', produit: mohair, quantite, bain: 'B1' })),
      ).toEqual({
        quantite: 'La quantité doit être un nombre positif',
      });
    }
    expect(
      shopStockFormSchema.parse({ type: 'laines', produit: mohair, quantite: 3, bain: ' B2417 ' }),
    ).toEqual({
      type: 'laines',
      produit: mohair,
      quantite: 3,
      bain: 'B2417',
    });
  });

  it('wants the lot of a wool, and none asked for another type', () => {
    expect(messages(shopStockFormSchema.safeParse({ type: 'laines', produit: mohair, quantite: 3 }))).toEqual(
      {
        bain: 'Le bain est requis pour une laine',
      },
    );
    expect(messages(shopStockFormSchema.safeParse({ type: 'kits', produit: mohair, quantite: 3 }))).toEqual(
      {},
    );
  });
});

describe('product-row add-stock form', () => {
  it('wants a quantity above 0 and a threshold of at least 0', () => {
    expect(messages(productStockFormSchema.safeParse({ quantite: 0, quantite_seuil: -1 }))).toEqual({
      quantite: 'La quantité doit être supérieure à 0',
      quantite_seuil: 'La quantité seuil ne peut pas être négative',
    });
    expect(productStockFormSchema.parse({ quantite: 1, quantite_seuil: 0 })).toEqual({
      quantite: 1,
      quantite_seuil: 0,
      bain: '',
    });
  });
});
