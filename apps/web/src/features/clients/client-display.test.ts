import { describe, expect, it } from 'vitest';
import { ageInYears, clientFullName, formatAge, isActiveClient } from './client-display';

describe('client display', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageInYears('1990-05-14', '2026-05-13')).toBe(35);
    expect(ageInYears('1990-05-14', '2026-05-14')).toBe(36);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInYears('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageInYears('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('has no age without a usable birth date', () => {
    expect(ageInYears(null)).toBeNull();
    expect(ageInYears('14/05/1990')).toBeNull();
    expect(ageInYears('2030-01-01', '2026-01-01')).toBeNull();
  });

  it('names and classifies a client', () => {
    expect(clientFullName({ prenom: 'Awa', nom: 'Koné' })).toBe('Awa Koné');
    expect(isActiveClient({ chiffre_affaire: 1 })).toBe(true);
    expect(isActiveClient({ chiffre_affaire: 0 })).toBe(false);
    expect(formatAge(1)).toBe('1 an');
    expect(formatAge(0)).toBe('0 an');
    expect(formatAge(34)).toBe('34 ans');
  });
});
