import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from './search-text';

describe('search text', () => {
  it('drops accents and case', () => {
    expect(searchKey('Écru MÉRINOS')).toBe('ecru merinos');
  });

  it('finds every word in any field, in any order', () => {
    const wool = ['Laine mérinos', 'Bleu nuit', '2000000000114'];
    expect(matchesSearch(wool, 'bleu merinos')).toBe(true);
    expect(matchesSearch(wool, '0114')).toBe(true);
    expect(matchesSearch(wool, 'merinos rose')).toBe(false);
    expect(matchesSearch(wool, '  ')).toBe(true);
  });
});
