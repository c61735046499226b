import {
  type Accessory,
  type AccessoryPayload,
  ARTICLE_DEFAULTS,
  ARTICLE_UNITS,
  type Component,
  type ComponentPayload,
  GARMENT_GENRE_OF_SEX,
  type Garment,
  type GarmentPayload,
  type GarmentSex,
  type Kit,
  type KitPayload,
  type Machine,
  type MachinePayload,
  type Pouch,
  type PouchPayload,
  type Wool,
  type WoolPayload,
} from '@pelote/shared';
import type { articles } from '../../db/schema/articles.ts';
import { costForApi } from '../costs/index.ts';

/**
 * Between the API's snake_case French fields and the `articles` row of each type. Saving sets
 * the type's unit and is_active; every type-specific column of the type
 * is written, so an edit replaces the article's fields.
 */

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleColumns = Omit<typeof articles.$inferInsert, 'id' | 'type'>;
/** A row with its stock: the sum of its stock lines (all shops, or one). */
export type ArticleWithStock = { article: ArticleRow; quantiteStock: number };

/** A barcode given replaces the article's; none keeps it (the database gives one on creation). */
const barcodeColumn = (p: { code_barre?: string | undefined }) =>
  p.code_barre ? { codeBarre: p.code_barre } : {};

/** The columns every sellable type fills the same way: unit of its type, always active. */
function commonColumns(
  p: { nom: string; description: string; prix_unitaire: number; code_barre?: string | undefined },
  kind: keyof typeof ARTICLE_UNITS,
): ArticleColumns {
  return {
    ...barcodeColumn(p),
    nom: p.nom,
    description: p.description,
    prixUnitaire: p.prix_unitaire,
    unite: ARTICLE_UNITS[kind],
    isActive: true,
  };
}

function common({ article, quantiteStock }: ArticleWithStock) {
  return {
    id: article.id,
    nom: article.nom,
    description: article.description,
    prix_unitaire: article.prixUnitaire,
    quantite_stock: quantiteStock,
    unite: article.unite,
    is_active: article.isActive,
    code_barre: article.codeBarre,
    // Direction's only: dropped from a gerant's answers (costs/cost-visibility.ts).
    cout_moyen: costForApi(article.coutMoyen),
  };
}

export const woolMapper = {
  toColumns: (p: WoolPayload): ArticleColumns => ({
    ...commonColumns(p, 'laine'),
    famille: p.famille,
    grammage: p.grammage,
    couleur: p.couleur,
    typeCouleur: p.type_couleur,
  }),
  toDto: (row: ArticleWithStock): Wool => ({
    ...common(row),
    type: 'laine',
    famille: row.article.famille ?? ARTICLE_DEFAULTS.famille,
    grammage: row.article.grammage ?? ARTICLE_DEFAULTS.grammage,
    couleur: row.article.couleur ?? ARTICLE_DEFAULTS.couleur,
    type_couleur: row.article.typeCouleur ?? ARTICLE_DEFAULTS.typeCouleur,
  }),
};

export const accessoryMapper = {
  toColumns: (p: AccessoryPayload): ArticleColumns => ({
    ...commonColumns(p, 'accessoire'),
    categorie: p.type_accessoire,
    taille: p.taille,
  }),
  toDto: (row: ArticleWithStock): Accessory => ({
    ...common(row),
    type: 'accessoire',
    type_accessoire: row.article.categorie ?? '',
    taille: row.article.taille ?? ARTICLE_DEFAULTS.tailleAccessoire,
  }),
};

export const garmentMapper = {
  toColumns: (p: GarmentPayload): ArticleColumns => ({
    ...commonColumns(p, 'habit'),
    typeHabit: p.type_habit,
    taille: p.taille,
    sexe: p.sexe,
  }),
  toDto: (row: ArticleWithStock): Garment => {
    const sexe = row.article.sexe ?? '';
    return {
      ...common(row),
      type: 'habit',
      type_habit: row.article.typeHabit ?? '',
      taille: row.article.taille ?? '',
      sexe,
      genre: GARMENT_GENRE_OF_SEX[sexe as GarmentSex] ?? 'F',
    };
  },
};

export const pouchMapper = {
  toColumns: (p: PouchPayload): ArticleColumns => ({
    ...commonColumns(p, 'trousse'),
    composants: p.composants,
  }),
  toDto: (row: ArticleWithStock): Pouch => ({
    ...common(row),
    type: 'trousse',
    composants: row.article.composants ?? [],
  }),
};

export const kitMapper = {
  toColumns: (p: KitPayload): ArticleColumns => ({
    ...commonColumns(p, 'kit'),
    contenance: p.contenance,
  }),
  toDto: (row: ArticleWithStock): Kit => ({
    ...common(row),
    type: 'kit',
    contenance: row.article.contenance ?? '',
  }),
};

export const machineMapper = {
  toColumns: (p: MachinePayload): ArticleColumns => ({
    ...commonColumns(p, 'machine'),
    marque: p.marque,
  }),
  toDto: (row: ArticleWithStock): Machine => ({
    ...common(row),
    type: 'machine',
    marque: row.article.marque ?? '',
  }),
};

/** Pouch components: their free-text type is `categorie`, their quantity `quantite_composant`. */
export const componentMapper = {
  toColumns: (p: ComponentPayload): ArticleColumns => ({
    ...barcodeColumn(p),
    nom: p.nom,
    prixUnitaire: p.prix_unitaire,
    unite: ARTICLE_UNITS.composant,
    isActive: true,
    categorie: p.type,
    quantiteComposant: p.quantite,
  }),
  toDto: ({ article }: ArticleWithStock): Component => ({
    id: article.id,
    nom: article.nom,
    type: article.categorie ?? '',
    quantite: article.quantiteComposant ?? ARTICLE_DEFAULTS.quantiteComposant,
    prix_unitaire: article.prixUnitaire,
    code_barre: article.codeBarre,
  }),
};
