import type { Receipt } from '@pelote/shared';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

/** A ticket with a line discount, a lot, a ticket discount, a split payment and change. */
export const FIXTURE_RECEIPT: Receipt = {
  type: 'facture',
  magasin: { nom: 'Pelote Cocody', quartier: 'Cocody Angré', telephone: '07 01 02 03 04' },
  numero: 'FAC-2026-000123',
  facture: null,
  date: '2026-11-28T14:35:00+00:00',
  vendeur: 'awa',
  client: { nom: 'Aïcha Koné', telephone: '07 08 09 10 11' },
  lignes: [
    {
      nom: 'Laine mérinos écrue 50 g',
      bain: 'B2417',
      quantite: 4,
      prix_unitaire: 250000,
      brut: 1000000,
      remise: 100000,
      net: 900000,
      motif: 'Négociation',
    },
    {
      nom: 'Aiguilles à tricoter 4 mm',
      bain: '',
      quantite: 1,
      prix_unitaire: 450000,
      brut: 450000,
      remise: 0,
      net: 450000,
      motif: null,
    },
  ],
  remise_ticket: { montant: 100000, motif: 'Remise globale' },
  total: 1250000,
  paiements: [
    { methode: 'Espèces', montant: 750000, montant_recu: 1000000, monnaie_rendue: 250000, reference: null },
    {
      methode: 'Orange Money',
      montant: 500000,
      montant_recu: null,
      monnaie_rendue: 0,
      reference: 'OM2611.1234',
    },
  ],
  reste_du: null,
  pied: 'Merci de votre visite\nÉchange sous 7 jours avec ce ticket',
};

// Byte → character of the two tables the encoder uses: CP437 (table 0, its rules) and CP858.
const CANDIDATES = [...Array.from({ length: 96 }, (_, n) => String.fromCharCode(0xa0 + n)), '─', '═', '€'];
function tableOf(codepage: 'cp437' | 'cp858'): Map<number, string> {
  const table = new Map<number, string>();
  for (const char of CANDIDATES) {
    const [byte] = CodepageEncoder.encode(char, codepage);
    if (byte !== undefined && byte >= 0x80 && !table.has(byte)) table.set(byte, char);
  }
  return table;
}
const TABLES: Record<number, Map<number, string>> = { 0: tableOf('cp437'), 19: tableOf('cp858') };

/**
 * Reads ESC/POS bytes back into what a customer reads: one string per printed line (trimmed, blank
 * lines left out),
 * 'QR:<data>' for a QR code, '[coupe]' for the cut. Commands it does not print are skipped by
 * their known lengths.
 */
export function readEscPos(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  let current = '';
  let table = TABLES[0] as Map<number, string>;
  let i = 0;
  const flush = () => {
    if (current.trim()) lines.push(current.trim());
    current = '';
  };
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    const next = bytes[i + 1] as number;
    if (byte === 0x0a) {
      flush();
      i += 1;
    } else if (byte === 0x1b && next === 0x74) {
      // ESC t n: the code page from here on.
      table = TABLES[bytes[i + 2] as number] ?? new Map();
      i += 3;
    } else if (byte === 0x1b) {
      // ESC @ (init): 2 bytes; ESC d n, ESC t n, ESC a n, ESC E n, ESC M n, ESC - n, ESC 3 n: 3 bytes.
      i += next === 0x40 || next === 0x32 ? 2 : 3;
    } else if (byte === 0x1c) {
      // FS . (leave kanji mode): 2 bytes.
      i += 2;
    } else if (byte === 0x1d && next === 0x28 && bytes[i + 2] === 0x6b) {
      // GS ( k pL pH cn fn …: the QR code's functions; fn 0x50 stores its data.
      const size = (bytes[i + 3] as number) + (bytes[i + 4] as number) * 256;
      if (bytes[i + 6] === 0x50) current += `QR:${String.fromCharCode(...bytes.slice(i + 8, i + 5 + size))}`;
      i += 5 + size;
    } else if (byte === 0x1d && next === 0x56) {
      flush();
      lines.push('[coupe]');
      i += bytes[i + 2] === 0x41 || bytes[i + 2] === 0x42 ? 4 : 3;
    } else if (byte === 0x1d) {
      // GS ! n (size), GS B n, GS b n: 3 bytes.
      i += 3;
    } else {
      current += byte < 0x80 ? String.fromCharCode(byte) : (table.get(byte) ?? '?');
      i += 1;
    }
  }
  flush();
  return lines;
}
