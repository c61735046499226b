import { describe, expect, it } from 'vitest';
import { FIXTURE_RECEIPT } from './printing.test-support';
import { WHATSAPP_MAX, whatsappText, whatsappUrl } from './whatsapp-receipt';

describe('the WhatsApp receipt', () => {
  it('tells the shop, the number, the lines, the total, the payments and the link', () => {
    const text = whatsappText(FIXTURE_RECEIPT, 'https://pelote.ci/api/public/factures/abc');
    expect(text).toContain('*Pelote Cocody*');
    expect(text).toContain('FAC-2026-000123');
    expect(text).toContain('• 4 x Laine mérinos écrue 50 g : 9 000 FCFA');
    expect(text).toContain('*TOTAL : 12 500 FCFA*');
    expect(text).toContain('Espèces : 7 500 FCFA');
    expect(text).toContain('Orange Money : 5 000 FCFA');
    expect(text.endsWith('Votre facture : https://pelote.ci/api/public/factures/abc')).toBe(true);
  });

  it('says what is still owed, and leaves the link out offline', () => {
    const text = whatsappText({ ...FIXTURE_RECEIPT, reste_du: 300000 }, null);
    expect(text).toContain('Reste dû : 3 000 FCFA');
    expect(text).not.toContain('Votre facture');
  });

  it('stays under 1 000 characters with a long ticket, the link kept', () => {
    const line = FIXTURE_RECEIPT.lignes[0] as (typeof FIXTURE_RECEIPT.lignes)[number];
    const long = { ...FIXTURE_RECEIPT, lignes: Array.from({ length: 60 }, () => line) };
    const text = whatsappText(long, 'https://pelote.ci/api/public/factures/abc');
    expect(text.length).toBeLessThanOrEqual(WHATSAPP_MAX);
    expect(text).toMatch(/… et \d+ autres articles/);
    expect(text).toContain('Votre facture : https://pelote.ci/api/public/factures/abc');
  });

  it('opens the client’s chat in +225 form, accents surviving the URL', () => {
    const text = whatsappText(FIXTURE_RECEIPT, null);
    const url = whatsappUrl('07 08 09 10 11', text);
    expect(url.startsWith('https://wa.me/2250708091011?text=')).toBe(true);
    expect(url).toContain('m%C3%A9rinos%20%C3%A9crue');
    expect(url).not.toMatch(/[éèàçô\s]/);
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe(text);
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });

  it('lets the seller choose the chat without a number', () => {
    expect(whatsappUrl(null, 'Reçu')).toBe('https://wa.me/?text=Re%C3%A7u');
  });
});
