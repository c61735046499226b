import { describe, expect, it } from 'vitest';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import { provisionalReceipt } from './receipt-api';

const entry: DeviceSale = {
  ticket: 'T-M03-4',
  motif: null,
  deviceTime: '2026-11-28T15:10:00.000Z',
  body: {
    client: null,
    magasin: 3,
    articles: [{ article: 11, quantite: 2, bain: 'B2417' }],
    paiements: [{ methode: 'especes', montant: 300000, montant_recu: 500000, reference: null }],
  },
  summary: {
    shop: { id: 3, nom: 'Pelote Yopougon', code: 'M03' },
    clientLabel: 'Vente libre',
    lines: [
      { article: 11, nom: 'Laine coton bleu', quantite: 2, bain: 'B2417', prix: 150000, total: 300000 },
    ],
    payments: [{ methode: 'especes', montant: 300000, reference: null }],
    total: 300000,
  },
};

describe("an offline sale's provisional ticket", () => {
  it('is built on the device from the outbox, with the change and the shop as last read', () => {
    const receipt = provisionalReceipt(
      entry,
      {
        id: 3,
        nom: 'Pelote Yopougon',
        quartier: 'Yopougon',
        is_active: true,
        telephone: '0102030405',
        pied_ticket: '',
      },
      'awa',
    );
    expect(receipt).toMatchObject({
      type: 'provisoire',
      numero: 'T-M03-4',
      magasin: { nom: 'Pelote Yopougon', quartier: 'Yopougon', telephone: '0102030405' },
      vendeur: 'awa',
      client: null,
      total: 300000,
      pied: 'Merci de votre visite',
    });
    expect(receipt.lignes).toEqual([
      expect.objectContaining({
        nom: 'Laine coton bleu',
        bain: 'B2417',
        quantite: 2,
        brut: 300000,
        net: 300000,
      }),
    ]);
    expect(receipt.paiements).toEqual([
      { methode: 'Espèces', montant: 300000, montant_recu: 500000, monnaie_rendue: 200000, reference: null },
    ]);
  });

  it('still prints without the shop list on the device', () => {
    expect(provisionalReceipt(entry, undefined, null).magasin).toEqual({
      nom: 'Pelote Yopougon',
      quartier: '',
      telephone: '',
    });
  });
});
