import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, newArticle, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.kit;
const context = useKindContext();
const calls = api(context, kind);

const edit = { nom: 'Kit bonnet', description: 'Débutant', prix_unitaire: 900000, contenance: '2 pelotes' };

describeKind(
  {
    kind,
    valid: { nom: 'Kit amigurumi', prix_unitaire: 1200000, contenance: 'Laine, crochet, yeux' },
    edit,
    edited: { ...edit, type: 'kit', unite: 'kit' },
  },
  context,
);

describe('POST /Articles/kits/create', () => {
  it('saves with unite kit and no stock', async () => {
    const response = await calls.create({ nom: 'Kit doudou', prix_unitaire: 700000 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      newArticle({
        nom: 'Kit doudou',
        type: 'kit',
        prix_unitaire: 700000,
        unite: 'kit',
        contenance: '',
      }),
    );
  });

  it('asks for a name and a price above 0', async () => {
    await expectRefused(await calls.create({ prix_unitaire: 0 }), {
      nom: 'Le nom est requis',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    await expectRefused(await calls.create({ nom: 'K' }), {
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
  });
});
