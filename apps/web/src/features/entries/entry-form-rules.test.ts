import {
  BAIN_MESSAGES,
  entryFormSchema,
  entryFormTotal,
  ENTRY_MESSAGES as M,
  todayIso,
} from '@pelote/shared';
import { describe, expect, it } from 'vitest';

/** The rules of the stock entry form, as the dialog applies them through the shared schema. */

const valid = {
  produit_type: 'laine',
  produit_id: '12',
  magasin_id: '1',
  type_entree: 'livraison' as const,
  quantite: 3 as number | '',
  prix_unitaire: '1 500,50',
  fournisseur: '  Filature du Bandama ',
  reference_commande: '',
  date_entree: todayIso(),
  commentaire: '',
  bain: ' B2417 ',
};

const messages = (values: Partial<typeof valid>) => {
  const result = entryFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('entryFormSchema', () => {
  it('turns the fields into the API payload, with the total computed', () => {
    expect(entryFormSchema.parse(valid)).toEqual({
      ...valid,
      produit_id: 12,
      magasin_id: 1,
      prix_unitaire: 150050,
      prix_total: 450150,
      fournisseur: 'Filature du Bandama',
      fournisseur_id: null,
      bain: 'B2417',
    });
  });

  it.each([
    [{ produit_id: '' }, M.productRequired],
    [{ magasin_id: '' }, M.shopRequired],
    [{ quantite: '' as const }, M.quantityAboveZero],
    [{ quantite: 0 }, M.quantityAboveZero],
    [{ quantite: 2.5 }, M.quantityAboveZero],
    [{ prix_unitaire: '' }, M.priceAboveZero],
    [{ prix_unitaire: '0,00' }, M.priceAboveZero],
    [{ prix_unitaire: '12,345' }, 'Le montant doit être un nombre avec au plus 2 décimales'],
    [{ fournisseur: '   ' }, M.supplierRequired],
    [{ date_entree: '' }, M.dateRequired],
    [{ date_entree: '2999-12-31' }, M.dateFuture],
    [{ bain: '  ' }, BAIN_MESSAGES.required],
    [{ bain: 'B'.repeat(41) }, BAIN_MESSAGES.tooLong],
    [{ produit_type: 'kit' }, BAIN_MESSAGES.notForType],
  ])('refuses %j: %s', (values, message) => {
    expect(messages(values)).toEqual([message]);
  });

  it('computes the read-only total, or nothing while a field is unusable', () => {
    expect(entryFormTotal(3, '2 500,50')).toBe(750150);
    expect(entryFormTotal('', '2 500,50')).toBeNull();
    expect(entryFormTotal(3, 'abc')).toBeNull();
  });
});
