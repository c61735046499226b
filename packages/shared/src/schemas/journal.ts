import * as z from 'zod';
import { ROLES } from '../roles.ts';
import { optionalQuery, paginatedSchema, paginationQuerySchema, queryIdOf } from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';

/**
 * The journal: one append-only row per write the API makes, and per sign-in event. Who (user,
 * role, shop), when (server time, device time for offline work), what (action, entity and id, the
 * fields changed before → after), and from where (source, address, Idempotency-Key). The table,
 * its trigger and the read rules: docs/decisions/005-journal.md.
 */

export const JOURNAL_PATHS = {
  list: '/Journal/',
} as const;

/** What happened. A new kind of write adds its action here (the column is text, no migration). */
export const JOURNAL_ACTIONS = [
  'creation',
  'modification',
  'suppression',
  'annulation',
  'connexion',
  'echec_connexion',
  'verrouillage',
  'deconnexion',
  'changement_mot_de_passe',
  'reinitialisation_mot_de_passe',
  'ouverture',
  'mouvement_caisse',
  'cloture',
  'expedition',
  'reception',
  'validation',
  'demande',
  'acceptation',
  'refus',
  'consultation',
  'confirmation',
  'envoi',
  'solde',
  'reglage',
  'versement',
  'retrait',
  'prolongation',
  'expiration',
  'import_releve',
  'resolution',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];
export const JOURNAL_ACTION_LABELS: Record<JournalAction, string> = {
  creation: 'Création',
  modification: 'Modification',
  suppression: 'Suppression',
  annulation: 'Annulation',
  connexion: 'Connexion',
  echec_connexion: 'Échec de connexion',
  verrouillage: 'Verrouillage',
  deconnexion: 'Déconnexion',
  changement_mot_de_passe: 'Changement de mot de passe',
  reinitialisation_mot_de_passe: 'Réinitialisation du mot de passe',
  ouverture: 'Ouverture de caisse',
  mouvement_caisse: 'Mouvement de caisse',
  cloture: 'Clôture de caisse',
  expedition: 'Expédition',
  reception: 'Réception',
  validation: 'Validation',
  demande: 'Demande',
  acceptation: 'Acceptation',
  refus: 'Refus',
  consultation: 'Consultation',
  confirmation: 'Confirmation de dépôt',
  envoi: 'Envoi',
  solde: 'Solde du reliquat',
  reglage: 'Réglage',
  versement: 'Versement',
  retrait: 'Retrait',
  prolongation: 'Prolongation',
  expiration: 'Expiration',
  import_releve: 'Import de relevé',
  resolution: 'Résolution',
};

/** What it happened to. `session` holds the sign-in events (connexion, echec_connexion, ...). */
export const JOURNAL_ENTITIES = [
  'magasin',
  'utilisateur',
  'article',
  'composant',
  'client',
  'stock',
  'entree',
  'vente',
  'session',
  'photo',
  'caisse',
  'retour',
  'transfert',
  'inventaire',
  'fournisseur',
  'remise',
  'lien_public',
  'depot',
  'tarif',
  'bon_commande',
  'reassort',
  'mise_de_cote',
  'rapprochement',
] as const;
export type JournalEntity = (typeof JOURNAL_ENTITIES)[number];
export const JOURNAL_ENTITY_LABELS: Record<JournalEntity, string> = {
  magasin: 'Magasin',
  utilisateur: 'Utilisateur',
  article: 'Article',
  composant: 'Composant de trousse',
  client: 'Client',
  stock: 'Stock',
  entree: 'Entrée de stock',
  vente: 'Vente',
  session: 'Session',
  photo: 'Photo',
  caisse: 'Caisse',
  retour: 'Avoir',
  transfert: 'Transfert',
  inventaire: 'Inventaire',
  fournisseur: 'Fournisseur',
  remise: 'Remise',
  lien_public: 'Lien public de facture',
  depot: 'Dépôt',
  tarif: 'Tarif',
  bon_commande: 'Bon de commande',
  reassort: 'Réassort',
  mise_de_cote: 'Mise de côté',
  rapprochement: 'Rapprochement',
};
/** The entity of sign-in events: a gerant never reads another user's. */
export const JOURNAL_SESSION_ENTITY: JournalEntity = 'session';

/** Where the write came from: the web app, an offline sync, an import, the server itself. */
export const JOURNAL_SOURCES = ['web', 'hors_ligne', 'import', 'systeme'] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];
export const JOURNAL_SOURCE_LABELS: Record<JournalSource, string> = {
  web: 'Web',
  hors_ligne: 'Hors ligne',
  import: 'Import',
  systeme: 'Système',
};

/** The request header that carries the device's clock (ISO 8601 with its offset), for offline work. */
export const DEVICE_TIME_HEADER = 'x-device-time';

export const JOURNAL_MESSAGES = {
  actionInvalid: 'Action inconnue',
  entityInvalid: 'Entité inconnue',
  entityIdInvalid: "L'identifiant de l'entité doit contenir de 1 à 100 caractères",
  userInvalid: 'Utilisateur invalide',
  shopInvalid: 'Magasin invalide',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  dateRange: 'La date de début doit précéder la date de fin',
  empty: 'Aucune modification enregistrée',
} as const;

const M = JOURNAL_MESSAGES;

/** One changed field: its value before and after (null when the record did not exist yet, or no longer). */
export const journalChangeSchema = z.object({ avant: z.unknown(), apres: z.unknown() });
export type JournalChange = { avant: unknown; apres: unknown };
export type JournalChanges = Record<string, JournalChange>;

/** A journal row as GET /Journal/ answers it. */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  /** Server time of the write. */
  date: z.iso.datetime({ offset: true }),
  /** The device's clock when the client sent one (offline work), else null. */
  date_appareil: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Who: null for the server itself; for a failed sign-in of an unknown name, id null and the name
   * typed. `nom`: first and last name as they were, null when unknown.
   */
  utilisateur: z
    .object({ id: z.number().int().nullable(), username: z.string(), nom: z.string().nullable() })
    .nullable(),
  role: z.enum(ROLES).nullable(),
  /** The shop concerned; `nom` null once the shop has been deleted. */
  magasin: z.object({ id: z.number().int(), nom: z.string().nullable() }).nullable(),
  action: z.string(),
  entite: z.string(),
  entite_id: z.string().nullable(),
  /** The record's name when written (an article's, a client's...), kept after it changes or goes. */
  entite_libelle: z.string().nullable(),
  /** `{ champ: { avant, apres } }`: only the fields that changed; never a password, hash or token. */
  changements: z.record(z.string(), journalChangeSchema),
  idempotency_key: z.string().nullable(),
  source: z.enum(JOURNAL_SOURCES),
  adresse: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
/**
 * A page of the journal. `count` is exact up to 10,000 rows; past that the server gives its
 * estimate and `count_approx` is true (counting a million rows would cost every page a scan).
 */
export const journalPageSchema = paginatedSchema(journalEntrySchema).extend({
  count_approx: z.boolean().default(false),
});

/**
 * GET /Journal/, newest first (server time, then the last written first), filtered and paged by
 * the database: `utilisateur` (a user id), `magasin` (a shop id; a gerant always gets their own
 * shop, another → 403), `entite`, `entite_id` (exact), `action`, and `date_debut`/`date_fin`
 * (whole days in the shops' time zone, UTC+0, both inclusive). A gerant never reads another
 * user's sign-in events.
 */
export const journalListQuerySchema = daysInOrder(
  paginationQuerySchema.extend({
    utilisateur: optionalQuery(queryIdOf(M.userInvalid)),
    magasin: optionalQuery(queryIdOf(M.shopInvalid)),
    entite: optionalQuery(z.enum(JOURNAL_ENTITIES, { error: M.entityInvalid })),
    entite_id: optionalQuery(
      z
        .string({ error: M.entityIdInvalid })
        .trim()
        .min(1, M.entityIdInvalid)
        .max(100, M.entityIdInvalid)
        .refine((text) => !text.includes('\u0000'), M.entityIdInvalid),
    ),
    action: optionalQuery(z.enum(JOURNAL_ACTIONS, { error: M.actionInvalid })),
    ...dayRangeFilters(M.dateInvalid),
  }),
  M.dateRange,
);
export type JournalListQuery = z.output<typeof journalListQuerySchema>;
