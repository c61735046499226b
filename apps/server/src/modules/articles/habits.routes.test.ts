import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { api, expectRefused, newArticle, tableRow, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.habit;
const context = useKindContext();
const calls = api(context, kind);

/** Pull marin, M, Femme, Mérinos, 15 000,00 FCFA. */
const valid = ARTICLE_BODIES.habit;

describeKind(
  {
    kind,
    valid,
    edit: {
      ...valid,
      nom: 'Écharpe longue',
      type_habit: 'Écharpe',
      taille: '4XL',
      sexe: 'Enfant',
      prix_unitaire: 800000,
    },
    edited: {
      nom: 'Écharpe longue',
      type: 'habit',
      type_habit: 'Écharpe',
      taille: '4XL',
      sexe: 'Enfant',
      genre: 'ENF',
      prix_unitaire: 800000,
    },
  },
  context,
);

describe('POST /Articles/habits/create', () => {
  it('stores and shows Mixte as Mixte (decision), with genre F for the specification shape', async () => {
    const garment = await calls.created({ ...valid, nom: 'Bonnet', type_habit: 'Bonnet', sexe: 'Mixte' });
    expect(garment).toEqual(
      newArticle({
        nom: 'Bonnet',
        description: 'Mérinos',
        type: 'habit',
        type_habit: 'Bonnet',
        taille: 'M',
        sexe: 'Mixte',
        genre: 'F',
        prix_unitaire: 1500000,
        unite: 'unité',
      }),
    );
    expect((await tableRow(context.t, garment.id))?.sexe).toBe('Mixte');
  });

  it('takes genre H, F, ENF in place of sexe, and answers both', async () => {
    const { sexe: _sexe, ...withoutSexe } = valid;
    for (const [genre, sexe] of [
      ['H', 'Homme'],
      ['F', 'Femme'],
      ['ENF', 'Enfant'],
    ]) {
      const garment = await calls.created({ ...withoutSexe, nom: `Gilet ${genre}`, genre });
      expect(garment).toMatchObject({ sexe, genre });
    }
  });

  it('takes genre MIXTE in place of sexe as Mixte, and answers it as genre F', async () => {
    const { sexe: _sexe, ...withoutSexe } = valid;
    const garment = await calls.created({ ...withoutSexe, nom: 'Poncho mixte', genre: 'MIXTE' });
    expect(garment).toMatchObject({ sexe: 'Mixte', genre: 'F' });
    expect((await tableRow(context.t, garment.id))?.sexe).toBe('Mixte');
  });

  it('refuses each missing or invalid field with its French message', async () => {
    await expectRefused(await calls.create({ prix_unitaire: 0 }), {
      nom: 'Le nom est requis',
      type_habit: "Le type d'habit est requis",
      description: 'La description est requise',
      taille: 'La taille est requise',
      sexe: 'Le sexe est requis',
      prix_unitaire: 'Le prix doit être supérieur à 0',
    });
    await expectRefused(
      await calls.create({ ...valid, type_habit: 'Robe', taille: 'XS', genre: 'X', sexe: '' }),
      {
        type_habit:
          "Le type d'habit doit être l’un de : Pull, Gilet, Cardigan, Écharpe, Bonnet, Chaussettes, Mitaines, Châle, Poncho, Autre",
        taille: 'La taille doit être l’une de : S, M, L, XL, XXL, 3XL, 4XL',
        sexe: 'Le sexe doit être Homme, Femme, Enfant ou Mixte',
      },
    );
  });
});

describe('GET /Articles/list-habits', () => {
  it('serves the whole list at page_size=200 (the screen is not paginated) and filters on type', async () => {
    await calls.created({ ...valid, nom: 'Poncho rayé', type_habit: 'Poncho' });
    const all = (await calls.list('?page_size=200')).json();
    expect(all.results).toHaveLength(all.count);
    const ponchos = (await calls.list('?type=Poncho')).json();
    expect(ponchos.results.map((item: { nom: string }) => item.nom)).toEqual(['Poncho rayé']);
  });
});
