import { describe, expect, it } from 'vitest';
import { priceListInputSchema } from './price-lists.ts';

/** The list form's and the route's rules, with their French messages. */

const issues = (body: unknown) =>
  Object.fromEntries(
    (priceListInputSchema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('priceListInputSchema', () => {
  it('takes a reseller list: defaults, breaks sorted, dates as UTC instants', () => {
    const parsed = priceListInputSchema.parse({
      nom: ' Revendeuse ',
      du: '2026-12-24T08:00:00+00:00',
      au: '',
      articles: [
        {
          article: 3,
          prix: 180_000,
          paliers: [
            { quantite: 20, prix: 140_000 },
            { quantite: 10, prix: 150_000 },
          ],
        },
      ],
    });
    expect(parsed).toEqual({
      nom: 'Revendeuse',
      active: true,
      pour_tous: false,
      magasins: [],
      du: '2026-12-24T08:00:00.000Z',
      au: null,
      articles: [
        {
          article: 3,
          prix: 180_000,
          paliers: [
            { quantite: 10, prix: 150_000 },
            { quantite: 20, prix: 140_000 },
          ],
        },
      ],
      types: [],
    });
  });

  it('says in French what is wrong, under each field', () => {
    expect(
      issues({
        nom: '',
        magasins: [1, 1],
        du: '2026-12-24T18:00:00Z',
        au: '2026-12-24T08:00:00Z',
        articles: [
          { article: 3, prix: 0, paliers: [{ quantite: 1, prix: 100 }] },
          {
            article: 3,
            prix: 100,
            paliers: [
              { quantite: 5, prix: 100 },
              { quantite: 5, prix: 90 },
            ],
          },
        ],
        types: [
          { type: 'laine', pourcentage: 100 },
          { type: 'laine', pourcentage: 10.005 },
          { type: 'voiture', pourcentage: 10 },
        ],
      }),
    ).toEqual({
      nom: 'Le nom est requis',
      'magasins.1': 'Un magasin est choisi deux fois',
      'articles.0.prix': 'Le prix doit être un montant supérieur à 0',
      'articles.0.paliers.0.quantite': 'À partir de : un nombre entier d’unités, au moins 2',
      'articles.1.paliers.1.quantite': 'Deux paliers partent de la même quantité',
      'articles.1.article': 'Cet article est déjà dans le tarif',
      'types.0.pourcentage': 'Le pourcentage doit être compris entre 0,01 et 99,99 (2 décimales au plus)',
      'types.1.pourcentage': 'Le pourcentage doit être compris entre 0,01 et 99,99 (2 décimales au plus)',
      'types.2.type': 'Type de produit invalide',
    });
  });

  it('wants the end after the start, and at least one price', () => {
    expect(
      issues({
        nom: 'Vide',
        du: '2026-12-24T18:00:00Z',
        au: '2026-12-24T18:00:00Z',
        articles: [],
        types: [],
      }),
    ).toEqual({
      au: 'La fin doit venir après le début',
      articles: 'Donnez au moins un prix d’article ou un pourcentage par type',
    });
    expect(issues({ nom: 'Date', du: '24/12/2026', types: [{ type: 'kit', pourcentage: 5 }] })).toEqual({
      du: 'Date et heure invalides',
    });
  });
});
