import { describe, expect, it } from 'vitest';
import { isNeverLogged, journalChanges } from './journal-changes.ts';

describe('journalChanges', () => {
  it('keeps only the fields whose value differs, as { avant, apres }', () => {
    const before = { id: 7, nom: 'Laine Mérinos', prix_unitaire: 250000, couleur: 'Rouge', is_active: true };
    const after = { id: 7, nom: 'Laine Mérinos', prix_unitaire: 300000, couleur: 'Bleu', is_active: true };
    expect(journalChanges(before, after)).toEqual({
      prix_unitaire: { avant: 250000, apres: 300000 },
      couleur: { avant: 'Rouge', apres: 'Bleu' },
    });
  });

  it('answers nothing when nothing changed, whatever the order of nested keys', () => {
    const before = { nom: 'Trousse', composants: [{ nom: 'Crochet', quantite: 2 }], meta: { a: 1, b: 2 } };
    const after = { meta: { b: 2, a: 1 }, composants: [{ quantite: 2, nom: 'Crochet' }], nom: 'Trousse' };
    expect(journalChanges(before, after)).toEqual({});
  });

  it('sees a change inside a list or an object', () => {
    const before = { composants: [{ nom: 'Crochet', quantite: 2 }] };
    const after = { composants: [{ nom: 'Crochet', quantite: 3 }] };
    expect(journalChanges(before, after)).toEqual({
      composants: { avant: [{ nom: 'Crochet', quantite: 2 }], apres: [{ nom: 'Crochet', quantite: 3 }] },
    });
  });

  it('a creation compares with nothing: every field set, avant null', () => {
    expect(journalChanges(null, { nom: 'Boutique Cocody', quartier: 'Cocody', telephone: null })).toEqual({
      nom: { avant: null, apres: 'Boutique Cocody' },
      quartier: { avant: null, apres: 'Cocody' },
    });
  });

  it('a deletion compares with nothing after: apres null', () => {
    expect(journalChanges({ nom: 'Kouassi', contact: '0700000000' }, null)).toEqual({
      nom: { avant: 'Kouassi', apres: null },
      contact: { avant: '0700000000', apres: null },
    });
  });

  it('an absent field counts as null; dates are kept as ISO text', () => {
    const day = new Date('2025-06-02T08:00:00.000Z');
    expect(journalChanges({ commentaire: null, date: day }, { date: new Date(day) })).toEqual({});
    expect(journalChanges({ date: day }, { date: new Date('2025-06-03T08:00:00.000Z') })).toEqual({
      date: { avant: '2025-06-02T08:00:00.000Z', apres: '2025-06-03T08:00:00.000Z' },
    });
  });

  it('never logs a password, its hash, a token or a secret, even when it changed', () => {
    const before = {
      username: 'awa',
      password: 'ancien-motdepasse',
      password_hash: '$argon2id$old',
      passwordHash: '$argon2id$old',
      refresh_token: 'a',
      reset_token_hash: 'x',
      api_secret: 's1',
    };
    const after = {
      username: 'awa.kone',
      password: 'nouveau-motdepasse',
      password_hash: '$argon2id$new',
      passwordHash: '$argon2id$new',
      refresh_token: 'b',
      reset_token_hash: 'y',
      api_secret: 's2',
    };
    const changes = journalChanges(before, after);
    expect(changes).toEqual({ username: { avant: 'awa', apres: 'awa.kone' } });
    expect(JSON.stringify(changes)).not.toMatch(/argon2|motdepasse/);
  });

  it('drops secrets nested in a changed value too', () => {
    const changes = journalChanges(
      { compte: { email: 'a@pelote.test', password_hash: 'h1' } },
      {
        compte: { email: 'b@pelote.test', password_hash: 'h2' },
      },
    );
    expect(changes).toEqual({
      compte: { avant: { email: 'a@pelote.test' }, apres: { email: 'b@pelote.test' } },
    });
  });

  it('compares only the fields asked for, and skips those to ignore', () => {
    const before = { nom: 'A', prix: 1, updated_at: new Date(1) };
    const after = { nom: 'B', prix: 2, updated_at: new Date(2) };
    expect(journalChanges(before, after, { only: ['prix'] })).toEqual({ prix: { avant: 1, apres: 2 } });
    expect(journalChanges(before, after, { ignore: ['updated_at'] })).toEqual({
      nom: { avant: 'A', apres: 'B' },
      prix: { avant: 1, apres: 2 },
    });
  });

  it('names the fields it never logs', () => {
    for (const field of ['password', 'password_hash', 'new_password', 'token_hash', 'mot_de_passe'])
      expect(isNeverLogged(field), field).toBe(true);
    for (const field of ['nom', 'prix_unitaire', 'email', 'username', 'request_hash'])
      expect(isNeverLogged(field), field).toBe(false);
  });
});
