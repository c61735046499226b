import { PAYMENT_MESSAGES, SALE_MESSAGES, type StoreProduct } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { emptySaleForm, type SaleFormContext, type SaleFormValues, saleFormSchema } from './sale-form-schema';
import { cashPayment } from './sale-payment-rules';

const products: StoreProduct[] = [
  {
    id: 12,
    nom: 'Crochet 4 mm',
    type: 'accessoire',
    prix: 25_000,
    quantite_stock: 30,
    bains: [{ bain: '', quantite: 30 }],
    couleur: '',
    code_barre: '2000000000121',
  },
];
const context: SaleFormContext = { shopId: 1, products, credit: 0, debtRoom: null };
const line = (key: number, quantite: string) => ({ key, article: '12', quantite, bain: '' });
const form = (change: Partial<SaleFormValues>): SaleFormValues => ({ ...emptySaleForm(), ...change });

/** The issues of the drafts, as path → message. */
function issues(values: SaleFormValues, ctx = context) {
  const parsed = saleFormSchema(ctx).safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the new sale form schema', () => {
  it('turns valid drafts into the body of the shared schema', () => {
    const parsed = saleFormSchema(context).parse(form({ client: 'libre', lines: [line(1, '2')] }));
    expect(parsed).toEqual({
      client: null,
      magasin: 1,
      articles: [{ article: 12, quantite: 2 }],
      paiements: [{ methode: 'especes', montant: 50_000, montant_recu: 50_000 }],
    });
  });

  it('puts each error at the draft it concerns, by position', () => {
    expect(issues(form({}))).toEqual({
      client: SALE_MESSAGES.clientRequired,
      'root.articles': SALE_MESSAGES.noItems,
    });
    expect(issues(form({ client: 'libre', lines: [line(4, '1'), line(7, '0')] }))).toEqual({
      'lines.1.quantite': SALE_MESSAGES.quantityAboveZero,
    });
    expect(
      issues(
        form({
          client: 'libre',
          lines: [line(1, '1')],
          payments: [
            { ...cashPayment(0), auto: false, montant: '100' },
            { ...cashPayment(5), methode: 'wave', auto: false, montant: '50' },
          ],
        }),
      ),
    ).toEqual({
      'payments.1.reference': PAYMENT_MESSAGES.referenceRequired,
      'root.sum': PAYMENT_MESSAGES.sumMismatch,
    });
  });

  it("refuses what the shared schema refuses, at the line's quantity", () => {
    const many = { ...products[0], quantite_stock: 4e9, bains: [] } as StoreProduct;
    const found = issues(form({ client: 'libre', lines: [line(1, '3000000000')] }), {
      ...context,
      products: [many],
    });
    expect(Object.keys(found)).toEqual(['lines.0.quantite']);
  });
});
