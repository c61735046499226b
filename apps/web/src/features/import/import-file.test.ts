import { describe, expect, it } from 'vitest';
import { dataLineCount, previewRows, readCsv, reportCsv } from './import-file';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('a CSV file read in the browser', () => {
  it('detects Windows-1252 and the tab, numbers lines as the spreadsheet does, skips blank ones', () => {
    const file = readCsv(latin1('Nom\tPrénom\r\nKoné\tAïcha\r\n\r\nBamba\tÉloïse\r\n'));
    expect(file.encoding).toBe('windows-1252');
    expect(file.separator).toBe('\t');
    expect(file.header).toEqual(['Nom', 'Prénom']);
    expect(dataLineCount(file)).toBe(2);
    expect(previewRows(file)).toEqual([
      { ligne: 2, cells: ['Koné', 'Aïcha'] },
      { ligne: 4, cells: ['Bamba', 'Éloïse'] },
    ]);
    expect(previewRows(file, 1)).toHaveLength(1);
  });

  it('writes the report: the rows as they were, an erreur column, formulas defused, BOM and ;', () => {
    const file = readCsv(new TextEncoder().encode('\uFEFFNom,Contact\n=1+1,07\n"Koné, A",xx\n'));
    expect(file.encoding).toBe('utf-8-bom');
    const csv = reportCsv(file, [
      { ligne: 3, colonne: 'Contact', valeur: 'xx', message: 'Numéro de téléphone invalide' },
      { ligne: 3, colonne: 'Nom', valeur: 'Koné, A', message: 'Trop long' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nom;Contact;erreur',
      "'=1+1;07;",
      'Koné, A;xx;Contact : Numéro de téléphone invalide | Nom : Trop long',
      '',
    ]);
  });
});
