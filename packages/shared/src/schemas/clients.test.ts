import { describe, expect, it } from 'vitest';
import { todayIso } from '../dates.ts';
import { CLIENT_MESSAGES, clientInputSchema, clientListQuerySchema } from './clients.ts';

const base = { nom: 'Koné', prenom: 'Awa', contact: '0707070707' };

function messages(input: Record<string, unknown>) {
  const result = clientInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('clientInputSchema', () => {
  it('trims, upper-cases the nationality and leaves out what is empty', () => {
    const output = clientInputSchema.parse({
      nom: ' Koné ',
      prenom: ' Awa',
      contact: '07 ',
      sexe: '',
      email: ' ',
      date_naissance: '',
      adresse: '  ',
      profession: ' Couturière ',
      nationalite: 'ci',
    });
    expect(output).toEqual({
      nom: 'Koné',
      prenom: 'Awa',
      contact: '07',
      profession: 'Couturière',
      nationalite: 'CI',
    });
    expect(JSON.stringify(output)).not.toContain('email');
  });

  it('gives a French message for each missing or invalid field', () => {
    expect(messages({ nom: ' ', prenom: '', contact: '' })).toEqual({
      nom: CLIENT_MESSAGES.nomRequired,
      prenom: CLIENT_MESSAGES.prenomRequired,
      contact: CLIENT_MESSAGES.contactRequired,
    });
    expect(messages({ ...base, email: 'awa@kone' })).toEqual({ email: "Format d'email invalide" });
    expect(messages({ ...base, date_naissance: '2999-01-01' })).toEqual({
      date_naissance: 'La date de naissance ne peut pas être dans le futur',
    });
    expect(messages({ ...base, chiffre_affaire: -0.01 })).toEqual({
      chiffre_affaire: "Le chiffre d'affaires ne peut pas être négatif",
    });
    expect(messages({ ...base, date_naissance: todayIso(), chiffre_affaire: 0 })).toEqual({});
  });

  it('pages 5 by default, up to 200', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ page: 1, page_size: 5, ordering: 'nom' });
    expect(clientListQuerySchema.safeParse({ page_size: '201' }).success).toBe(false);
  });
});
