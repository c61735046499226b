import { DEFAULT_GERANT_CAP_PERCENT, DISCOUNT_APPROVAL_MINUTES } from '@pelote/shared';

/** What Paramètres › Remises says. */
export const SETTINGS_TEXTS = {
  title: 'Paramètres',
  description: 'Les règles de la boutique que la direction fixe.',
  discounts: 'Remises',
  discountsHelp: `Au-delà de son plafond (en % du ticket avant remise), ou sous le prix de revient, une remise demande l'accord de la direction. Sans plafond fixé, un gérant a ${DEFAULT_GERANT_CAP_PERCENT} %.`,
  myCap: 'Votre plafond de remise',
  myCapValue: (percent: string) => `${percent} % du ticket`,
  myCapNone: 'Aucun plafond : vos remises ne demandent pas d’accord.',
  myCapHelp: 'Au-delà, ou sous le prix de revient, demandez un accord à la direction depuis la vente.',
  loading: 'Chargement des remises...',
  loadError: 'Erreur lors du chargement des remises',
  gerantCap: 'Plafond des gérants (%)',
  userCaps: 'Plafonds par utilisateur',
  userCapsHelp: 'Le plafond d’un utilisateur remplace celui des gérants.',
  noUserCaps: 'Aucun plafond particulier.',
  userCap: (username: string) => `Plafond de ${username} (%)`,
  removeUserCap: (username: string) => `Retirer le plafond de ${username}`,
  user: 'Utilisateur',
  newCap: 'Plafond (%)',
  addUserCap: 'Ajouter',
  pickUser: 'Choisissez un utilisateur',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: 'Plafonds enregistrés.',
  reset: 'Annuler les changements',
} as const;

/** What 'Code hors ligne' says. */
export const CODE_TEXTS = {
  title: 'Code hors ligne',
  help: `Pour une vente hors ligne au-delà du plafond : un code à usage unique, valable ${DISCOUNT_APPROVAL_MINUTES} minutes, pour un magasin et une remise au plus de ce montant. Lisez-le au vendeur par téléphone.`,
  shop: 'Magasin',
  max: 'Remise maximale (FCFA)',
  give: 'Générer un code',
  giving: 'Génération...',
  code: 'Code de remise',
  forShop: (shop: string) => `${shop} · remise jusqu'à`,
  validUntil: (time: string) => `Valable jusqu'à ${time}`,
  expiresIn: (left: string) => `Expire dans ${left}`,
  expired: 'Code expiré : générez-en un autre.',
  failed: 'Le code n’a pas pu être généré',
  shopRequired: 'Choisissez le magasin',
} as const;
