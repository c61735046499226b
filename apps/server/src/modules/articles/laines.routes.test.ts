import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, newArticle, tableRow, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.laine;
const context = useKindContext();
const calls = api(context, kind);

const edit = {
  nom: 'Mérinos fin',
  description: 'Superwash',
  prix_unitaire: 175050,
  famille: 'avec_marque',
  grammage: 25,
  couleur: 'Bleu nuit',
  type_couleur: 'multi',
};

describeKind(
  {
    kind,
    valid: { nom: 'Mérinos', prix_unitaire: '150000', grammage: '100' },
    edit,
    edited: { ...edit, unite: 'pelote' },
  },
  context,
);

describe('POST /Articles/laines/create', () => {
  it('applies the save rules: unite pelote, defaults, colour "Non spécifié", active, no stock', async () => {
    const response = await calls.create({ nom: '  Coton bio ', prix_unitaire: 125000 });
    expect(response.statusCode).toBe(201);
    const wool = response.json();
    expect(wool).toEqual(
      newArticle({
        nom: 'Coton bio',
        type: 'laine',
        prix_unitaire: 125000,
        unite: 'pelote',
        famille: 'sans_marque',
        grammage: 50,
        couleur: 'Non spécifié',
        type_couleur: 'unique',
      }),
    );
    const row = await tableRow(context.t, wool.id);
    expect(row).toMatchObject({ type: 'laine', prixUnitaire: 125000, deletedAt: null });
  });

  it('takes price and grammage as text or as numbers; a blank colour is "Non spécifié"', async () => {
    const fromText = await calls.created({
      nom: 'Texte',
      prix_unitaire: '99999',
      grammage: ' 200 ',
      couleur: ' ',
    });
    expect(fromText).toMatchObject({ prix_unitaire: 99999, grammage: 200, couleur: 'Non spécifié' });
    const fromNumbers = await calls.created({
      nom: 'Nombres',
      prix_unitaire: 0,
      grammage: 1,
      couleur: 'Rouge',
    });
    expect(fromNumbers).toMatchObject({ prix_unitaire: 0, grammage: 1, couleur: 'Rouge' });
  });

  it('keeps large amounts exact', async () => {
    const wool = await calls.created({ nom: 'Lot', prix_unitaire: '900719925474099' });
    expect(wool.prix_unitaire).toBe(900719925474099);
  });

  it('answers each rule with its French message', async () => {
    await expectRefused(await calls.create({}), {
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix unitaire est requis',
    });
    await expectRefused(
      await calls.create({
        nom: 'A',
        prix_unitaire: -100,
        famille: 'marque',
        grammage: 0,
        type_couleur: 'arc-en-ciel',
      }),
      {
        prix_unitaire: 'Le prix ne peut pas être négatif',
        famille: 'La famille doit être « avec_marque » ou « sans_marque »',
        grammage: 'Le grammage doit être d’au moins 1 g',
        type_couleur: 'Le type de couleur doit être « unique » ou « multi »',
      },
    );
    await expectRefused(await calls.create({ nom: 'A', prix_unitaire: '12.50', grammage: 'cinquante' }), {
      prix_unitaire: 'Le prix unitaire doit être un nombre entier de centièmes de FCFA',
      grammage: 'Le grammage doit être un nombre entier de grammes',
    });
    await expectRefused(
      await calls.create({ nom: 'x'.repeat(201), prix_unitaire: 1, famille: '', grammage: '' }),
      {
        nom: 'Le nom ne peut pas dépasser 200 caractères',
        famille: 'La famille est requise',
        grammage: 'Le grammage est requis',
      },
    );
  });
});
