import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  ARTICLE_KINDS,
  accessoryFormSchema,
  accessoryPayloadSchema,
  articleFailureMessage,
  articleListQuerySchema,
  componentFormSchema,
  componentPayloadSchema,
  GARMENT_GENRE_OF_SEX,
  garmentFormSchema,
  garmentPayloadSchema,
  garmentSchema,
  kitPayloadSchema,
  machineFormSchema,
  machinePayloadSchema,
  pouchFormSchema,
  pouchPayloadSchema,
  woolFormSchema,
  woolPayloadSchema,
} from './articles.ts';

/** The first message per field, as the API and the forms show them. */
function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    found[key] ??= issue.message;
  }
  return found;
}

describe('wool', () => {
  it('fills the defaults of a wool left out: sans marque, 50 g, colour unspecified and single', () => {
    expect(woolPayloadSchema.parse({ nom: '  Alpaga  ', prix_unitaire: 150000 })).toEqual({
      nom: 'Alpaga',
      description: '',
      prix_unitaire: 150000,
      famille: 'sans_marque',
      grammage: 50,
      couleur: 'Non spécifié',
      type_couleur: 'unique',
    });
  });

  it('reads price and grammage sent as text or as numbers', () => {
    const fromText = woolPayloadSchema.parse({ nom: 'A', prix_unitaire: '150050', grammage: '100' });
    expect(fromText).toMatchObject({ prix_unitaire: 150050, grammage: 100 });
    const fromNumbers = woolPayloadSchema.parse({ nom: 'A', prix_unitaire: 0, grammage: 25 });
    expect(fromNumbers).toMatchObject({ prix_unitaire: 0, grammage: 25 });
  });

  it('gives every rule its French message', () => {
    expect(messages(woolPayloadSchema, {})).toEqual({
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix unitaire est requis',
    });
    expect(
      messages(woolPayloadSchema, {
        nom: ' ',
        prix_unitaire: -1,
        famille: 'autre',
        grammage: 0,
        type_couleur: '',
      }),
    ).toEqual({
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix ne peut pas être négatif',
      famille: 'La famille doit être « avec_marque » ou « sans_marque »',
      grammage: 'Le grammage doit être d’au moins 1 g',
      type_couleur: 'Le type de couleur est requis',
    });
    expect(messages(woolPayloadSchema, { nom: 'A', prix_unitaire: 10.5, grammage: '12.5' })).toEqual({
      prix_unitaire: 'Le prix unitaire doit être un nombre entier de centièmes de FCFA',
      grammage: 'Le grammage doit être un nombre entier de grammes',
    });
    expect(messages(woolPayloadSchema, { nom: 'A', prix_unitaire: 1, grammage: '' })).toEqual({
      grammage: 'Le grammage est requis',
    });
  });

  it('reads the form price in FCFA with 2 decimals into hundredths, without float error', () => {
    const values = { nom: 'A', prix_unitaire: '1 500,10', famille: 'avec_marque', grammage: '50' };
    expect(woolFormSchema.parse(values).prix_unitaire).toBe(150010);
    expect(woolFormSchema.parse({ ...values, prix_unitaire: '0.29' }).prix_unitaire).toBe(29);
    expect(messages(woolFormSchema, { ...values, prix_unitaire: '1.234' })).toEqual({
      prix_unitaire: 'Le prix doit être un nombre avec au plus 2 décimales',
    });
    expect(messages(woolFormSchema, { ...values, prix_unitaire: '' })).toEqual({
      prix_unitaire: 'Le prix unitaire est requis',
    });
  });
});

describe('accessory', () => {
  it('defaults taille to moyen and accepts the category as type', () => {
    const payload = accessoryPayloadSchema.parse({
      nom: 'Aiguilles 4 mm',
      type: 'Aiguilles',
      description: 'Bambou',
      prix_unitaire: 250000,
    });
    expect(payload).toEqual({
      nom: 'Aiguilles 4 mm',
      type_accessoire: 'Aiguilles',
      description: 'Bambou',
      prix_unitaire: 250000,
      taille: 'moyen',
    });
  });

  it('gives a French message for each missing or invalid accessory field', () => {
    expect(messages(accessoryPayloadSchema, { type: 'accessoire', prix_unitaire: 0 })).toEqual({
      nom: 'Le nom est requis',
      type_accessoire: 'Le type est requis',
      description: 'La description est requise',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    expect(
      messages(accessoryFormSchema, {
        nom: 'A',
        type_accessoire: 'Pelotes',
        description: 'd',
        prix_unitaire: '',
        taille: 'énorme',
      }),
    ).toEqual({
      type_accessoire: expect.stringContaining('Le type doit être l’un de'),
      prix_unitaire: 'Le prix doit être supérieur à 0',
      taille: 'La taille doit être petit, moyen ou grand',
    });
  });
});

describe('garment', () => {
  const valid = {
    nom: 'Pull marin',
    type_habit: 'Pull',
    description: 'Laine mérinos',
    taille: 'M',
    sexe: 'Mixte',
    prix_unitaire: 1500000,
  };

  it('keeps Mixte as Mixte and reads genre H, F, ENF, MIXTE', () => {
    expect(garmentPayloadSchema.parse(valid).sexe).toBe('Mixte');
    const { sexe: _sexe, ...withoutSexe } = valid;
    expect(garmentPayloadSchema.parse({ ...withoutSexe, genre: 'H' }).sexe).toBe('Homme');
    expect(garmentPayloadSchema.parse({ ...withoutSexe, genre: 'f' }).sexe).toBe('Femme');
    expect(garmentPayloadSchema.parse({ ...withoutSexe, genre: 'ENF' }).sexe).toBe('Enfant');
    expect(garmentPayloadSchema.parse({ ...withoutSexe, genre: 'MIXTE' }).sexe).toBe('Mixte');
  });

  it("answers each sexe as the specification's genre: H, F, ENF, and Mixte as F", () => {
    expect(GARMENT_GENRE_OF_SEX).toEqual({ Homme: 'H', Femme: 'F', Enfant: 'ENF', Mixte: 'F' });
    expect(garmentSchema.shape.genre.options).toEqual(['H', 'F', 'ENF']);
  });

  it('gives a French message for each missing or invalid garment field', () => {
    expect(messages(garmentFormSchema, { prix_unitaire: '0' })).toEqual({
      nom: 'Le nom est requis',
      type_habit: "Le type d'habit est requis",
      description: 'La description est requise',
      taille: 'La taille est requise',
      sexe: 'Le sexe est requis',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
  });
});

describe('pouch', () => {
  it('takes a list of components with whole quantities of at least 1', () => {
    const payload = pouchPayloadSchema.parse({
      nom: 'Trousse crochet',
      prix_unitaire: '500000',
      composants: [{ nom: ' Crochet 3 mm ', quantite: '2' }],
    });
    expect(payload.composants).toEqual([{ nom: 'Crochet 3 mm', quantite: 2 }]);
    expect(pouchPayloadSchema.parse({ nom: 'T', prix_unitaire: 0 }).composants).toEqual([]);
    expect(
      messages(pouchFormSchema, {
        nom: '',
        prix_unitaire: '',
        composants: [
          { nom: '', quantite: 1 },
          { nom: 'Fil', quantite: 0 },
          { nom: 'Fil', quantite: 1.5 },
        ],
      }),
    ).toEqual({
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix unitaire est requis',
      'composants.0.nom': 'Le nom du composant est requis',
      'composants.1.quantite': 'La quantité doit être au moins 1',
      'composants.2.quantite': 'La quantité doit être un nombre entier',
    });
  });
});

describe('kit and machine', () => {
  it('asks for a price above 0, and a marque for machines', () => {
    expect(messages(kitPayloadSchema, { nom: 'Kit', prix_unitaire: 0 })).toEqual({
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    expect(messages(machinePayloadSchema, { prix_unitaire: 100 })).toEqual({
      nom: 'Le nom est requis',
      marque: 'La marque est requise',
    });
    expect(messages(machineFormSchema, { nom: 'M', marque: 'Singer', prix_unitaire: '-5' })).toEqual({
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
  });
});

describe('pouch component', () => {
  it('asks for name and type with one message, defaults quantity to 1 and price to 0', () => {
    expect(messages(componentPayloadSchema, {})).toEqual({
      nom: 'Nom et type obligatoires',
      type: 'Nom et type obligatoires',
    });
    expect(componentPayloadSchema.parse({ nom: 'Fermeture', type: 'Zip' })).toEqual({
      nom: 'Fermeture',
      type: 'Zip',
      quantite: 1,
      prix_unitaire: 0,
    });
    expect(
      messages(componentFormSchema, { nom: 'F', type: 'Zip', quantite: '0', prix_unitaire: '' }),
    ).toEqual({
      quantite: 'La quantité doit être au moins 1',
      prix_unitaire: 'Le prix unitaire est requis',
    });
  });
});

describe('list query', () => {
  it('coerces the query string and ignores empty values', () => {
    expect(
      articleListQuerySchema.parse({ page: '2', nom: '', prix_min: '100', en_stock: 'false', magasin: '3' }),
    ).toEqual({ page: 2, page_size: 5, prix_min: 100, en_stock: false, magasin: 3 });
    expect(articleListQuerySchema.parse({ page_size: '200' }).page_size).toBe(200);
    expect(articleListQuerySchema.safeParse({ page_size: '201' }).success).toBe(false);
    expect(articleListQuerySchema.safeParse({ en_stock: 'oui' }).success).toBe(false);
    expect(articleListQuerySchema.safeParse({ prix_max: '1.5' }).success).toBe(false);
  });
});

describe('kinds', () => {
  it('spells the API paths and French texts of each type', () => {
    expect(ARTICLE_KINDS.laine.api.edit).toBe('/Articles/laines/edit-laine');
    expect(ARTICLE_KINDS.trousse.api.create).toBe('/Articles/trousse/create');
    expect(ARTICLE_KINDS.composant.api.list).toBe('/Articles/list-trousseComposants');
    expect(ARTICLE_KINDS.machine.texts).toMatchObject({
      title: 'Gestion des Machines',
      add: 'Ajouter une machine',
      deleteTitle: 'Supprimer la machine',
      deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette machine ?',
      empty: 'Aucune machine enregistrée',
      deleteFailed: 'Erreur lors de la suppression de la machine',
    });
    expect(ARTICLE_KINDS.laine.texts.loadError).toBe('Erreur lors du chargement des laines');
    expect(ARTICLE_KINDS.accessoire.texts.createFailed).toBe("Erreur lors de la création de l'accessoire");
    expect(ARTICLE_KINDS.composant.texts.empty).toBe('Aucun composant enregistré');
    expect(articleFailureMessage('create', 'Le nom est requis')).toBe(
      'Erreur lors de la création: Le nom est requis',
    );
  });
});
