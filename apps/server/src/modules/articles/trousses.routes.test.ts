import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, newArticle, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.trousse;
const context = useKindContext();
const calls = api(context, kind);

const knitting = [
  { nom: 'Aiguilles', quantite: 2 },
  { nom: 'Mètre ruban', quantite: 1 },
];
const edit = { nom: 'Trousse tricot', description: 'Complète', prix_unitaire: 650000, composants: knitting };

describeKind(
  {
    kind,
    valid: {
      nom: 'Trousse crochet',
      prix_unitaire: 500000,
      composants: [{ nom: 'Crochet 3 mm', quantite: 2 }],
    },
    edit,
    edited: { ...edit, unite: 'pièce' },
  },
  context,
);

describe('POST /Articles/trousse/create', () => {
  it('saves with unite pièce, no stock, and its components', async () => {
    const response = await calls.create({
      nom: 'Trousse débutant',
      prix_unitaire: '0',
      composants: [{ nom: ' Crochet ', quantite: '3' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      newArticle({
        nom: 'Trousse débutant',
        type: 'trousse',
        prix_unitaire: 0,
        unite: 'pièce',
        composants: [{ nom: 'Crochet', quantite: 3 }],
      }),
    );
    expect((await calls.created({ nom: 'Vide', prix_unitaire: 1 })).composants).toEqual([]);
  });

  it('asks for name and price, and whole component quantities of at least 1', async () => {
    await expectRefused(await calls.create({}), {
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix unitaire est requis',
    });
    await expectRefused(
      await calls.create({
        nom: 'T',
        prix_unitaire: 1,
        composants: [
          { nom: '', quantite: 1 },
          { nom: 'Fil', quantite: 0 },
          { nom: 'Fil', quantite: 1.5 },
          { nom: 'Fil' },
        ],
      }),
      {
        'composants.0.nom': 'Le nom du composant est requis',
        'composants.1.quantite': 'La quantité doit être au moins 1',
        'composants.2.quantite': 'La quantité doit être un nombre entier',
        'composants.3.quantite': 'La quantité du composant est requise',
      },
    );
    await expectRefused(await calls.create({ nom: 'T', prix_unitaire: 1, composants: 'Fil' }), {
      composants: 'La liste des composants est invalide',
    });
  });
});
