import { describe, expect, it } from 'vitest';
import { countries, countryName, nationalities, nationalityLabel } from './countries.ts';

describe('countries', () => {
  it('lists every country by its French name, in French order', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ code: 'CI', name: "Côte d'Ivoire" });
    expect(countries).toContainEqual({ code: 'FR', name: 'France' });
    expect(countries).toContainEqual({ code: 'DE', name: 'Allemagne' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    // French collation sorts an accented letter with its base letter, not after 'Z'.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
  });

  it('has unique codes', () => {
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('names a code', () => {
    expect(countryName('CI')).toBe("Côte d'Ivoire");
    expect(countryName('sn')).toBe('Sénégal');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});

describe('nationalities', () => {
  it('lists about 190 nationalities with their French feminine adjective', () => {
    expect(nationalities.length).toBeGreaterThanOrEqual(190);
    expect(nationalities.length).toBeLessThan(200);
    expect(nationalities).toContainEqual({ code: 'CI', label: 'Ivoirienne' });
    expect(nationalities).toContainEqual({ code: 'FR', label: 'Française' });
    expect(nationalities).toContainEqual({ code: 'SN', label: 'Sénégalaise' });
    const labels = nationalities.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('has unique codes and unique labels', () => {
    expect(new Set(nationalities.map((option) => option.code)).size).toBe(nationalities.length);
    expect(new Set(nationalities.map((option) => option.label)).size).toBe(nationalities.length);
  });

  it('tells the two Congos apart', () => {
    expect(nationalityLabel('CG')).toBe('Congolaise (République du Congo)');
    expect(nationalityLabel('CD')).toBe('Congolaise (République démocratique du Congo)');
  });

  it('labels a code, territories included', () => {
    expect(nationalityLabel('ci')).toBe('Ivoirienne');
    expect(nationalityLabel('RE')).toBe('Réunionnaise');
    expect(nationalities.some((option) => option.code === 'RE')).toBe(false);
    expect(nationalityLabel('ZZ')).toBe('ZZ');
  });
});
