import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeTestPage, encodeTicket } from './escpos-ticket';
import { FIXTURE_RECEIPT, readEscPos } from './printing.test-support';

const golden = (name: string) => `${import.meta.dirname}/__golden__/${name}`;

describe('the ESC/POS ticket', () => {
  it.each([58, 80] as const)('prints the fixture at %i mm as its golden file', (width) => {
    const bytes = encodeTicket(FIXTURE_RECEIPT, { width, duplicate: false });
    const file = golden(`ticket-${width}.bin`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, bytes);
    const expected = new Uint8Array(readFileSync(file));
    // Line by line first: a failing test names the line that changed.
    expect(readEscPos(bytes)).toEqual(readEscPos(expected));
    expect(Buffer.from(bytes).equals(Buffer.from(expected))).toBe(true);
  });

  it('reads back as the customer reads it at 58 mm', () => {
    const lines = readEscPos(encodeTicket(FIXTURE_RECEIPT, { width: 58, duplicate: false }));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Pelote Cocody',
        'FACTURE',
        'FAC-2026-000123',
        'Laine mérinos écrue 50 g',
        'Bain B2417',
        '4 x 2 500 FCFA       10 000 FCFA',
        'Remise (Négociation) -1 000 FCFA',
        'Aiguilles à tricoter 4 mm',
        'Remise globale       -1 000 FCFA',
        'TOTAL                12 500 FCFA',
        'Espèces               7 500 FCFA',
        'Reçu                 10 000 FCFA',
        'Monnaie rendue        2 500 FCFA',
        'QR:FAC-2026-000123',
        'Échange sous 7 jours avec ce',
        '[coupe]',
      ]),
    );
    expect(lines).not.toContain('DUPLICATA');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('says DUPLICATA on a reprint and TICKET PROVISOIRE for an offline sale', () => {
    const reprint = readEscPos(encodeTicket(FIXTURE_RECEIPT, { width: 80, duplicate: true }));
    expect(reprint.slice(0, 8)).toContain('DUPLICATA');
    const offline = readEscPos(
      encodeTicket(
        { ...FIXTURE_RECEIPT, type: 'provisoire', numero: 'T-M03-4' },
        { width: 58, duplicate: false },
      ),
    );
    expect(offline).toContain('TICKET PROVISOIRE');
    expect(offline).not.toContain('FACTURE');
  });

  it('prints the test line with its accents on CP858', () => {
    expect(readEscPos(encodeTestPage({ width: 58, duplicate: false }))).toContain('éèàçô - 12 500 FCFA');
  });
});
