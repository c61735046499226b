import { ARTICLE_UNITS, type CatalogueType, GARMENT_SEXES, GARMENT_SIZES } from '@pelote/shared';
import type { articles } from '../db/schema/articles.ts';
import {
  ACCESSORIES,
  COLOURS,
  GARMENTS,
  KITS,
  MACHINES,
  POUCH_COMPONENTS,
  WOOL_BRANDS,
  WOOL_KINDS,
} from './names.ts';
import type { Random } from './random.ts';

export type ArticleRow = typeof articles.$inferInsert & {
  id: number;
  type: CatalogueType;
  prixUnitaire: number;
};

/** Share of each type in the catalogue: mostly wool, a few machines. */
const MIX: [CatalogueType, number][] = [
  ['laine', 0.4],
  ['accessoire', 0.2],
  ['habit', 0.15],
  ['trousse', 0.07],
  ['kit', 0.08],
  ['machine', 0.03],
  ['composant', 0.07],
];

/** Price range per type, in FCFA (stored ×100), rounded to 50 FCFA as shops price. */
const PRICES: Record<CatalogueType, [number, number]> = {
  laine: [1_200, 6_500],
  accessoire: [500, 9_000],
  habit: [7_500, 45_000],
  trousse: [4_000, 20_000],
  kit: [9_000, 35_000],
  machine: [85_000, 650_000],
  composant: [150, 3_000],
};

function price(random: Random, type: CatalogueType): number {
  const [min, max] = PRICES[type];
  return Math.round(random.int(min, max) / 50) * 50 * 100;
}

function typeFields(random: Random, type: CatalogueType, n: number): Partial<ArticleRow> & { nom: string } {
  switch (type) {
    case 'laine': {
      const brand = random.pick(WOOL_BRANDS);
      const colour = random.pick(COLOURS);
      return {
        nom: `${random.pick(WOOL_KINDS)} ${colour} ${brand === 'Sans marque' ? '' : `${brand} `}n°${n}`.replace(
          '  ',
          ' ',
        ),
        famille: brand === 'Sans marque' ? 'sans_marque' : 'avec_marque',
        grammage: random.pick([25, 50, 50, 100, 200]),
        couleur: colour,
        typeCouleur: random.chance(0.2) ? 'multi' : 'unique',
      };
    }
    case 'accessoire': {
      const [categorie, label] = random.pick(ACCESSORIES);
      return { nom: `${label} n°${n}`, categorie, taille: random.pick(['petit', 'moyen', 'grand']) };
    }
    case 'habit': {
      const kind = random.pick(GARMENTS);
      return {
        nom: `${kind} ${random.pick(COLOURS).toLowerCase()} n°${n}`,
        typeHabit: kind === 'Robe' || kind === 'Chaussons' || kind === 'Snood' ? 'Autre' : kind,
        taille: random.pick(GARMENT_SIZES),
        sexe: random.pick(GARMENT_SEXES),
      };
    }
    case 'trousse':
      return {
        nom: `Trousse brodée ${random.pick(COLOURS).toLowerCase()} n°${n}`,
        composants: [
          { nom: 'Fermeture éclair', quantite: 1 },
          { nom: 'Doublure coton', quantite: random.int(1, 2) },
        ],
      };
    case 'kit':
      return {
        nom: `${random.pick(KITS)} n°${n}`,
        contenance: `${random.int(3, 12)} pelotes, un crochet, le patron`,
      };
    case 'machine': {
      const [marque, label] = random.pick(MACHINES);
      return { nom: `${label} ${marque} ${random.int(100, 999)}`, marque };
    }
    case 'composant': {
      const [label, categorie] = random.pick(POUCH_COMPONENTS);
      return { nom: `${label} n°${n}`, categorie, quantiteComposant: random.int(1, 3) };
    }
  }
}

/** `count` articles of every type with realistic names and FCFA prices; ids from 1. */
export function generateCatalogue(random: Random, count: number, createdAt: Date): ArticleRow[] {
  const rows: ArticleRow[] = [];
  let id = 0;
  for (const [type, share] of MIX) {
    const ofType = Math.max(1, Math.round(count * share));
    for (let n = 1; n <= ofType && rows.length < Math.max(count, MIX.length); n++) {
      id += 1;
      rows.push({
        id,
        type,
        unite: ARTICLE_UNITS[type],
        prixUnitaire: price(random, type),
        description: '',
        createdAt,
        ...typeFields(random, type, n),
      });
    }
  }
  return rows;
}
