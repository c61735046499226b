import { describe, expect, it } from 'vitest';
import { type JournalEntry, journalEntrySchema } from '../schemas/journal.ts';
import { fieldLabel, formatJournalValue, journalContextParts, journalSentence } from './journal-sentence.ts';

/** A row as GET /Journal/ answers it (checked against the shared schema). */
function row(overrides: Partial<JournalEntry>): JournalEntry {
  return journalEntrySchema.parse({
    id: 1,
    date: '2026-03-02T14:05:00.000Z',
    date_appareil: null,
    utilisateur: { id: 1, username: 'direction', nom: null },
    role: 'direction',
    magasin: null,
    action: 'modification',
    entite: 'article',
    entite_id: '12',
    entite_libelle: 'Laine Mérinos',
    changements: {},
    idempotency_key: null,
    source: 'web',
    adresse: '127.0.0.1',
    ...overrides,
  });
}

const sentenceOf = (overrides: Partial<JournalEntry>) => journalSentence(row(overrides)).sentence;

describe('journalSentence', () => {
  it('a price change: the field, whose, before → after in FCFA', () => {
    expect(
      sentenceOf({
        utilisateur: { id: 3, username: 'awa.kone', nom: 'Awa Koné' },
        changements: { prix_unitaire: { avant: 250_000, apres: 300_000 } },
      }),
    ).toBe('Awa Koné a changé le prix de Laine Mérinos : 2 500,00 FCFA → 3 000,00 FCFA');
  });

  it('elides before a vowel, keeps unknown fields by their name, quotes text', () => {
    expect(
      sentenceOf({
        entite: 'composant',
        entite_libelle: 'Aiguille circulaire',
        changements: { quantite_composant: { avant: 1, apres: 2 } },
      }),
    ).toBe("direction a changé la quantité par trousse d'Aiguille circulaire : 1 → 2");
    expect(
      sentenceOf({
        entite: 'client',
        entite_libelle: 'Aya Bamba',
        changements: { fidelite: { avant: 'a', apres: 'b' } },
      }),
    ).toBe("direction a changé fidelite d'Aya Bamba : « a » → « b »");
  });

  it('a change of several fields: one sentence, one detail line per field', () => {
    const sentence = journalSentence(
      row({
        entite: 'stock',
        entite_libelle: 'Laine Mérinos',
        changements: { quantite: { avant: 10, apres: 15 }, quantite_seuil: { avant: null, apres: 3 } },
      }),
    );
    expect(sentence).toEqual({
      sentence: 'direction a modifié le stock Laine Mérinos',
      details: ['la quantité : 10 → 15', "le seuil d'alerte : vide → 3"],
    });
  });

  it("a sale's client changed: named by its invoice number, clients by their names", () => {
    expect(
      sentenceOf({
        entite: 'vente',
        entite_libelle: 'FAC-2026-M01-000012',
        changements: { client: { avant: null, apres: { id: 4, nom: 'Aya Bamba' } } },
      }),
    ).toBe('direction a changé le client de la vente FAC-2026-M01-000012 : vide → Aya Bamba');
  });

  it('a user: their username, never elided; a role by its label', () => {
    expect(
      sentenceOf({
        entite: 'utilisateur',
        entite_libelle: 'awa',
        changements: { role: { avant: 'gerant', apres: 'direction' } },
      }),
    ).toBe('direction a changé le rôle de awa : Gérant → Direction');
  });

  it.each([
    ['magasin', 'Boutique Cocody', 'direction a créé le magasin Boutique Cocody'],
    ['utilisateur', 'awa', "direction a créé l'utilisateur awa"],
    ['article', 'Laine Mérinos', "direction a créé l'article Laine Mérinos"],
    ['composant', 'Fil de lin', 'direction a créé le composant de trousse Fil de lin'],
    ['client', 'Aya Bamba', 'direction a créé le client Aya Bamba'],
    ['stock', 'Laine Mérinos', 'direction a créé le stock Laine Mérinos'],
    ['entree', 'Laine Mérinos', "direction a enregistré l'entrée de stock Laine Mérinos"],
    ['vente', 'FAC-2026-M01-000012', 'direction a enregistré la vente FAC-2026-M01-000012'],
    ['retour', 'AV-2026-M01-000003', "direction a enregistré l'avoir AV-2026-M01-000003"],
  ])('creation of a %s', (entite, libelle, expected) => {
    expect(
      sentenceOf({
        action: 'creation',
        entite,
        entite_libelle: libelle,
        changements: { nom: { avant: null, apres: 'x' } },
      }),
    ).toBe(expected);
  });

  it.each([
    ['magasin', 'Boutique Cocody', 'direction a supprimé le magasin Boutique Cocody'],
    ['utilisateur', 'awa', "direction a supprimé l'utilisateur awa"],
    ['article', 'Laine Mérinos', "direction a supprimé l'article Laine Mérinos"],
    ['composant', 'Fil de lin', 'direction a supprimé le composant de trousse Fil de lin'],
    ['client', 'Aya Bamba', 'direction a supprimé le client Aya Bamba'],
  ])('deletion of a %s', (entite, libelle, expected) => {
    expect(sentenceOf({ action: 'suppression', entite, entite_libelle: libelle })).toBe(expected);
  });

  it('a cancelled sale', () => {
    expect(
      sentenceOf({
        utilisateur: { id: 2, username: 'gerant.cocody', nom: null },
        action: 'annulation',
        entite: 'vente',
        entite_libelle: 'FAC-2026-M01-000012',
        changements: { statut: { avant: 'validee', apres: 'annulee' } },
      }),
    ).toBe('gerant.cocody a annulé la vente FAC-2026-M01-000012');
  });

  it('a record without a name: its number; a row of the server itself: the system', () => {
    expect(sentenceOf({ action: 'suppression', entite_libelle: null })).toBe(
      "direction a supprimé l'article n° 12",
    );
    expect(
      sentenceOf({
        utilisateur: null,
        role: null,
        action: 'creation',
        entite: 'client',
        entite_libelle: 'Aya',
      }),
    ).toBe('Le système a créé le client Aya');
  });

  it.each([
    ['connexion', 'awa', 'Connexion de awa'],
    ['echec_connexion', 'admin', 'Échec de connexion pour admin'],
    ['verrouillage', 'admin', 'Verrouillage du compte admin'],
    ['deconnexion', 'awa', 'Déconnexion de awa'],
  ])('sign-in event %s', (action, username, expected) => {
    expect(
      sentenceOf({
        action,
        entite: 'session',
        entite_id: null,
        entite_libelle: null,
        utilisateur: { id: null, username, nom: null },
      }),
    ).toBe(expected);
  });

  it('password changes: their own, or of another user', () => {
    expect(
      sentenceOf({
        action: 'changement_mot_de_passe',
        entite: 'utilisateur',
        entite_id: '1',
        entite_libelle: 'direction',
      }),
    ).toBe('direction a changé son mot de passe');
    expect(
      sentenceOf({
        action: 'changement_mot_de_passe',
        entite: 'utilisateur',
        entite_id: '7',
        entite_libelle: 'awa',
      }),
    ).toBe('direction a changé le mot de passe de awa');
    expect(
      sentenceOf({
        action: 'reinitialisation_mot_de_passe',
        entite: 'utilisateur',
        entite_id: '7',
        entite_libelle: 'awa',
      }),
    ).toBe('direction a réinitialisé le mot de passe de awa');
  });

  it('an action it does not know yet: its name and the record', () => {
    expect(sentenceOf({ action: 'fusion', entite: 'client', entite_libelle: 'Aya Bamba' })).toBe(
      'direction : fusion — le client Aya Bamba',
    );
  });
});

describe('values and context', () => {
  it('money fields in FCFA, other numbers as they are, booleans, dates, lines', () => {
    expect(formatJournalValue('prix_total', 150_000)).toBe('1 500,00 FCFA');
    expect(formatJournalValue('montant_especes', 5)).toBe('0,05 FCFA');
    expect(formatJournalValue('total', 0)).toBe('0,00 FCFA');
    expect(formatJournalValue('quantite', 3)).toBe('3');
    expect(formatJournalValue('is_active', false)).toBe('non');
    expect(formatJournalValue('date_entree', '2026-03-02T14:05:00.000Z')).toBe('02/03/2026 14:05');
    expect(formatJournalValue('statut', 'annulee')).toBe('annulée');
    expect(
      formatJournalValue('composants', [
        { nom: 'Aiguilles', quantite: 2 },
        { nom: 'Fil', quantite: 1 },
      ]),
    ).toBe('2 × Aiguilles, 1 × Fil');
    expect(formatJournalValue('composants', [])).toBe('vide');
    expect(fieldLabel('quantite_seuil')).toBe("le seuil d'alerte");
    expect(fieldLabel('inconnu')).toBe('inconnu');
  });

  it('the secondary line: date, device time, shop (or a deleted one), role, address, source', () => {
    const entry = row({
      date_appareil: '2026-03-02T14:00:00.000Z',
      magasin: { id: 1, nom: 'Boutique Cocody' },
      source: 'hors_ligne',
    });
    expect(journalContextParts(entry)).toEqual([
      '02/03/2026 14:05',
      "heure de l'appareil : 02/03/2026 14:00",
      'Boutique Cocody',
      'Direction',
      '127.0.0.1',
      'Hors ligne',
    ]);
    expect(
      journalContextParts(row({ magasin: { id: 4, nom: null }, adresse: null }), { withDate: false }),
    ).toEqual(['Magasin n° 4 (supprimé)', 'Direction', 'Web']);
  });
});
