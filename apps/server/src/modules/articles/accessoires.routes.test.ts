import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, newArticle, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.accessoire;
const context = useKindContext();
const calls = api(context, kind);

const edit = {
  nom: 'Crochet 3 mm',
  type_accessoire: 'Crochets',
  description: 'Aluminium',
  prix_unitaire: 120000,
  taille: 'petit',
};

describeKind(
  {
    kind,
    valid: {
      nom: 'Aiguilles 4 mm',
      type_accessoire: 'Aiguilles',
      description: 'Bambou',
      prix_unitaire: 250000,
    },
    edit,
    edited: { ...edit, type: 'accessoire', unite: 'unité' },
  },
  context,
);

describe('POST /Articles/accessoires/create', () => {
  it('defaults taille to moyen; the answer carries the category as type_accessoire', async () => {
    const response = await calls.create({
      nom: 'Boutons nacre',
      type_accessoire: 'Boutons',
      description: 'Lot de 10',
      prix_unitaire: 50000,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      newArticle({
        nom: 'Boutons nacre',
        description: 'Lot de 10',
        type: 'accessoire',
        type_accessoire: 'Boutons',
        taille: 'moyen',
        prix_unitaire: 50000,
        unite: 'unité',
      }),
    );
  });

  it('also takes the category as `type`', async () => {
    const accessory = await calls.created({
      nom: 'Ciseaux brodeuse',
      type: 'Ciseaux',
      description: 'Inox',
      prix_unitaire: '300000',
      taille: 'grand',
    });
    expect(accessory).toMatchObject({ type: 'accessoire', type_accessoire: 'Ciseaux', taille: 'grand' });
  });

  it('refuses each missing or invalid field with its French message', async () => {
    await expectRefused(await calls.create({ type: 'accessoire', prix_unitaire: 0 }), {
      nom: 'Le nom est requis',
      type_accessoire: 'Le type est requis',
      description: 'La description est requise',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    await expectRefused(
      await calls.create({
        nom: 'A',
        type_accessoire: 'Pelotes',
        description: 'd',
        prix_unitaire: 1,
        taille: 'XL',
      }),
      {
        type_accessoire:
          'Le type doit être l’un de : Aiguilles, Crochets, Boutons, Fermetures, Marqueurs, Compteurs, Ciseaux, Autres',
        taille: 'La taille doit être petit, moyen ou grand',
      },
    );
    await expectRefused(
      await calls.create({ nom: 'A', type_accessoire: 'Autres', description: ' ', prix_unitaire: -5 }),
      { description: 'La description est requise', prix_unitaire: 'Le prix doit être supérieur à 0' },
    );
  });
});

describe('GET /Articles/list-accessoires?type=', () => {
  it('filters on the category', async () => {
    await calls.created({
      nom: 'Marqueur anneau',
      type_accessoire: 'Marqueurs',
      description: 'x',
      prix_unitaire: 1,
    });
    await calls.created({
      nom: 'Compteur rangs',
      type_accessoire: 'Compteurs',
      description: 'x',
      prix_unitaire: 1,
    });
    const page = (await calls.list('?type=marqueurs')).json();
    expect(page.results.map((item: { nom: string }) => item.nom)).toEqual(['Marqueur anneau']);
  });
});
