import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, newArticle, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.machine;
const context = useKindContext();
const calls = api(context, kind);

const edit = { nom: 'Surjeteuse', marque: 'Brother', description: '4 fils', prix_unitaire: 25000000 };

describeKind(
  {
    kind,
    valid: { nom: 'Machine à coudre', marque: 'Singer', prix_unitaire: 15000000 },
    edit,
    edited: { ...edit, type: 'machine', unite: 'unité' },
  },
  context,
);

describe('POST /Articles/machines/create', () => {
  it('saves with unite unité, no stock, an optional description', async () => {
    const response = await calls.create({ nom: 'Brodeuse', marque: ' Janome ', prix_unitaire: '30000000' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      newArticle({
        nom: 'Brodeuse',
        type: 'machine',
        marque: 'Janome',
        prix_unitaire: 30000000,
        unite: 'unité',
      }),
    );
  });

  it('refuses each missing or invalid field with its French message', async () => {
    await expectRefused(await calls.create({ prix_unitaire: 0 }), {
      nom: 'Le nom est requis',
      marque: 'La marque est requise',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    await expectRefused(await calls.create({ nom: 'M', marque: '  ', prix_unitaire: -1 }), {
      marque: 'La marque est requise',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
  });
});
