import type { CatalogueType } from './articles-fields.ts';

/**
 * Per catalogue type: its screen, its API paths (under /api; the `{id}` and
 * `{shopId}` segments are appended) and its French texts. Web and server read
 * the same table, so a path or a message is written once.
 */

export type ArticleKindPaths = {
  list: string;
  create: string;
  edit: string;
  detail: string;
  delete: string;
};

export type ArticleKindTexts = {
  /** Page title. */
  title: string;
  /** Menu label and catalogue card title. */
  label: string;
  /** 'la laine', 'le kit': used in the dialogs. */
  singular: string;
  add: string;
  editTitle: string;
  deleteTitle: string;
  deleteQuestion: string;
  empty: string;
  loading: string;
  loadError: string;
  notFound: string;
  deleted: string;
  /** Alerts when the call itself fails, without an answer to show. */
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

export type ArticleKind = {
  type: CatalogueType;
  /** The web screen. */
  route: string;
  api: ArticleKindPaths;
  texts: ArticleKindTexts;
};

type Words = {
  label: string;
  /** 'une laine', 'un kit'. */
  a: string;
  /** 'la laine', 'le kit'. */
  the: string;
  /** 'cette laine', 'ce kit'. */
  this: string;
  /** Plural with its article for load errors: 'des laines'. */
  ofPlural: string;
  /** 'Aucune laine enregistrée'. */
  none: string;
  /** 'Laine non trouvée'. */
  notFound: string;
  /** 'Laine supprimée'. */
  deleted: string;
  /** 'de l'accessoire', 'du kit'; default 'de ' + the. */
  ofSingular?: string;
};

function texts(words: Words, title = `Gestion des ${words.label}`): ArticleKindTexts {
  return {
    title,
    label: words.label,
    singular: words.the,
    add: `Ajouter ${words.a}`,
    editTitle: `Modifier ${words.the}`,
    deleteTitle: `Supprimer ${words.the}`,
    deleteQuestion: `Êtes-vous sûr de vouloir supprimer ${words.this} ?`,
    empty: words.none,
    loading: `Chargement ${words.ofPlural}...`,
    loadError: `Erreur lors du chargement ${words.ofPlural}`,
    notFound: words.notFound,
    deleted: words.deleted,
    createFailed: `Erreur lors de la création ${words.ofSingular ?? `de ${words.the}`}`,
    updateFailed: `Erreur lors de la modification ${words.ofSingular ?? `de ${words.the}`}`,
    deleteFailed: `Erreur lors de la suppression ${words.ofSingular ?? `de ${words.the}`}`,
  };
}

/** Paths of the types that follow the common pattern: /Articles/{type}s/create, ... */
function plural(type: string): ArticleKindPaths {
  return {
    list: `/Articles/list-${type}s`,
    create: `/Articles/${type}s/create`,
    edit: `/Articles/${type}s/edit-${type}`,
    detail: `/Articles/${type}s/detail-${type}`,
    delete: `/Articles/${type}s/delete-${type}`,
  };
}

export const ARTICLE_KINDS = {
  laine: {
    type: 'laine',
    route: '/laines',
    api: plural('laine'),
    texts: texts({
      label: 'Laines',
      a: 'une laine',
      the: 'la laine',
      this: 'cette laine',
      ofPlural: 'des laines',
      none: 'Aucune laine enregistrée',
      notFound: 'Laine non trouvée',
      deleted: 'Laine supprimée',
    }),
  },
  accessoire: {
    type: 'accessoire',
    route: '/accessoires',
    api: plural('accessoire'),
    texts: texts({
      label: 'Accessoires',
      a: 'un accessoire',
      the: "l'accessoire",
      this: 'cet accessoire',
      ofPlural: 'des accessoires',
      none: 'Aucun accessoire enregistré',
      notFound: 'Accessoire non trouvé',
      deleted: 'Accessoire supprimé',
      ofSingular: "de l'accessoire",
    }),
  },
  habit: {
    type: 'habit',
    route: '/habits',
    api: plural('habit'),
    texts: texts({
      label: 'Habits',
      a: 'un habit',
      the: "l'habit",
      this: 'cet habit',
      ofPlural: 'des habits',
      none: 'Aucun habit enregistré',
      notFound: 'Habit non trouvé',
      deleted: 'Habit supprimé',
      ofSingular: "de l'habit",
    }),
  },
  trousse: {
    type: 'trousse',
    route: '/trousses',
    // The pouch paths are singular.
    api: {
      list: '/Articles/list-trousses',
      create: '/Articles/trousse/create',
      edit: '/Articles/trousse/edit-trousse',
      detail: '/Articles/trousse/detail-trousse',
      delete: '/Articles/trousse/delete-trousse',
    },
    texts: texts({
      label: 'Trousses',
      a: 'une trousse',
      the: 'la trousse',
      this: 'cette trousse',
      ofPlural: 'des trousses',
      none: 'Aucune trousse enregistrée',
      notFound: 'Trousse non trouvée',
      deleted: 'Trousse supprimée',
    }),
  },
  kit: {
    type: 'kit',
    route: '/kits',
    api: plural('kit'),
    texts: texts({
      label: 'Kits',
      a: 'un kit',
      the: 'le kit',
      this: 'ce kit',
      ofPlural: 'des kits',
      none: 'Aucun kit enregistré',
      notFound: 'Kit non trouvé',
      deleted: 'Kit supprimé',
      ofSingular: 'du kit',
    }),
  },
  machine: {
    type: 'machine',
    route: '/machines',
    api: plural('machine'),
    texts: texts({
      label: 'Machines',
      a: 'une machine',
      the: 'la machine',
      this: 'cette machine',
      ofPlural: 'des machines',
      none: 'Aucune machine enregistrée',
      notFound: 'Machine non trouvée',
      deleted: 'Machine supprimée',
    }),
  },
  composant: {
    type: 'composant',
    route: '/trousse-composants',
    api: {
      list: '/Articles/list-trousseComposants',
      create: '/Articles/trousseComposant/create',
      edit: '/Articles/trousseComposant/edit-trousseComposant',
      detail: '/Articles/trousseComposant/detail-trousseComposant',
      delete: '/Articles/trousseComposant/delete-trousseComposant',
    },
    texts: {
      ...texts(
        {
          label: 'Composants de trousse',
          a: 'un composant',
          the: 'le composant',
          this: 'ce composant',
          ofPlural: 'des composants',
          none: 'Aucun composant enregistré',
          notFound: 'Produit non trouvé',
          deleted: 'Composant supprimé',
          ofSingular: 'du composant',
        },
        'Gestion des Composants de trousse',
      ),
      // The component screen warns that deleting cannot be undone.
      deleteQuestion: 'Êtes-vous sûr de vouloir supprimer ce composant ? Cette action est irréversible.',
      // Its failures fall back to short messages.
      createFailed: 'Erreur lors de la création',
      updateFailed: 'Erreur lors de la modification',
      deleteFailed: 'Erreur lors de la suppression',
    },
  },
} as const satisfies Record<CatalogueType, ArticleKind>;

/** GET /Articles/trousseComposant/list-trousseComposant/{shopId}: a shop's component stock lines. */
export const COMPONENT_SHOP_STOCK_PATH = '/Articles/trousseComposant/list-trousseComposant';
export const CATALOGUE_SUMMARY_PATH = '/Articles/catalogue/resume';
export const CATALOGUE_SEARCH_PATH = '/Articles/catalogue/recherche';

/** The alerts when the server answered an error: 'Erreur lors de la création: …'. */
export const ARTICLE_FAILURE_PREFIX = {
  create: 'Erreur lors de la création',
  update: 'Erreur lors de la modification',
  delete: 'Erreur lors de la suppression',
} as const;

export function articleFailureMessage(action: keyof typeof ARTICLE_FAILURE_PREFIX, error: string): string {
  return `${ARTICLE_FAILURE_PREFIX[action]}: ${error}`;
}
