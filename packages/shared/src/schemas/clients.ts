import * as z from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { todayIso } from '../dates.ts';
import { MESSAGES } from '../messages.ts';
import { bodyId, paginationQuerySchema } from './common.ts';
import { optionalText, queryText, text } from './text.ts';

/** Texts of the customers screens and API: list, profile, form and failures. */
export const CLIENT_MESSAGES = {
  nomRequired: 'Le nom est requis',
  prenomRequired: 'Le prénom est requis',
  contactRequired: 'Le contact est requis',
  emailInvalid: "Format d'email invalide",
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur',
  birthDateInvalid: 'Date de naissance invalide',
  turnoverNegative: "Le chiffre d'affaires ne peut pas être négatif",
  turnoverInvalid: "Le chiffre d'affaires doit être un nombre",
  sexeInvalid: 'Le sexe doit être M (Homme) ou F (Femme)',
  nationaliteInvalid: 'Nationalité invalide',
  nomTooLong: 'Le nom ne peut pas dépasser 150 caractères',
  prenomTooLong: 'Le prénom ne peut pas dépasser 150 caractères',
  contactTooLong: 'Le contact ne peut pas dépasser 50 caractères',
  emailTooLong: "L'email ne peut pas dépasser 254 caractères",
  adresseTooLong: "L'adresse ne peut pas dépasser 500 caractères",
  professionTooLong: 'La profession ne peut pas dépasser 150 caractères',
  invalidOrdering: 'Tri invalide',
  searchTooLong: 'La recherche ne peut pas dépasser 200 caractères',
  invalidPageSize: 'La taille de page doit être un entier entre 1 et 200',
  notFound: 'Client non trouvé',
  creditLimitInvalid: 'Le plafond de crédit doit être un nombre entier de centimes positif ou nul',
  creditLimitDirectionOnly: 'Seule la direction fixe le plafond de crédit',
  tarifInvalid: 'Tarif invalide',
  notFoundText: "Le client demandé n'existe pas ou a été supprimé.",
  deleted: 'Client supprimé',
} as const;

const M = CLIENT_MESSAGES;

export const SEXES = ['M', 'F'] as const;
export type Sexe = (typeof SEXES)[number];
export const SEXE_LABELS: Record<Sexe, string> = { M: 'Homme', F: 'Femme' };

/**
 * Blank, null or missing all mean "not given" (undefined), so a payload carries only filled
 * fields; `invalid` is the message for a value that is not text at all.
 */
function blankToUndefined(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .nullish()
    .transform((value) => value || undefined);
}

/**
 * The client form and the body of create and edit. Values are trimmed;
 * an empty optional field comes out as undefined (left out of the payload, stored as null).
 * `chiffre_affaire` is checked but never stored from a payload: the sales keep it exact.
 * The nationality is checked for shape here; the server also checks it is a known country code.
 */
export const clientInputSchema = z.object(
  {
    nom: text({ required: M.nomRequired, max: 150, tooLong: M.nomTooLong }),
    prenom: text({ required: M.prenomRequired, max: 150, tooLong: M.prenomTooLong }),
    contact: text({ required: M.contactRequired, max: 50, tooLong: M.contactTooLong }),
    sexe: blankToUndefined(M.sexeInvalid).pipe(z.enum(SEXES, { error: M.sexeInvalid }).optional()),
    email: optionalText({
      max: 254,
      tooLong: M.emailTooLong,
      notText: M.emailInvalid,
      empty: undefined,
    }).pipe(z.email(M.emailInvalid).optional()),
    date_naissance: blankToUndefined(M.birthDateInvalid).pipe(
      z.iso
        .date(M.birthDateInvalid)
        .refine((date) => date <= todayIso(), M.birthDateFuture)
        .optional(),
    ),
    adresse: optionalText({
      max: 500,
      tooLong: M.adresseTooLong,
      notText: MESSAGES.validation,
      multiline: true,
      empty: undefined,
    }),
    profession: optionalText({
      max: 150,
      tooLong: M.professionTooLong,
      notText: MESSAGES.validation,
      empty: undefined,
    }),
    nationalite: blankToUndefined(M.nationaliteInvalid).pipe(
      z
        .string()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, M.nationaliteInvalid)
        .optional(),
    ),
    chiffre_affaire: z
      .number({ error: M.turnoverInvalid })
      .min(0, M.turnoverNegative)
      .nullish()
      .transform((value) => value ?? undefined),
    /** Hundredths; 0 = no credit. Only direction sets it (the server answers 403 otherwise). */
    plafond_credit: z
      .number({ error: M.creditLimitInvalid })
      .int(M.creditLimitInvalid)
      .min(0, M.creditLimitInvalid)
      .max(100_000_000_000_000, M.creditLimitInvalid)
      .nullish()
      .transform((value) => value ?? undefined),
    /**
     * The client's price list ('Tarif', its id): null for none; left out, the client keeps theirs
     * (a payload of the specification's shape never names one). Only direction sets it.
     */
    tarif: z.union([bodyId(M.tarifInvalid), z.null()], { error: M.tarifInvalid }).optional(),
  },
  { error: MESSAGES.validation },
);
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientPayload = z.output<typeof clientInputSchema>;

/** A client as the API answers it. */
export const clientSchema = z.object({
  id: z.number().int().positive(),
  nom: z.string(),
  prenom: z.string(),
  contact: z.string(),
  sexe: z.enum(SEXES).nullable(),
  adresse: z.string().nullable(),
  email: z.string().nullable(),
  /** 'yyyy-mm-dd'. */
  date_naissance: z.string().nullable(),
  profession: z.string().nullable(),
  /** Country code, e.g. 'CI'. */
  nationalite: z.string().nullable(),
  /** The nationality in French ('Ivoirienne'), so screens need not load the list. */
  nationalite_label: z.string().nullable(),
  /** Sum of the client's sale totals in hundredths, cancelled sales and returns excluded. */
  chiffre_affaire: z.number().int().nonnegative(),
  /** The client's credit balance ('Avoir client', from credit notes) in hundredths: spendable in any shop. */
  solde_avoir: z.number().int().nonnegative(),
  /** What the client owes (credit sales not yet paid) in hundredths. */
  solde_du: z.number().int().nonnegative(),
  /** The credit limit in hundredths; 0 = no credit. */
  plafond_credit: z.number().int().nonnegative(),
  /** The client's price list ('Tarif', its id), null for none: the sale gives its prices when lower. */
  tarif: z.number().int().positive().nullable(),
  date_creation: z.iso.datetime({ offset: true }),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_ORDERINGS = [
  'nom',
  '-nom',
  'prenom',
  '-prenom',
  'chiffre_affaire',
  '-chiffre_affaire',
  'date_creation',
  '-date_creation',
] as const;
export type ClientOrdering = (typeof CLIENT_ORDERINGS)[number];

/** Pickers (the sale form's client choice) may ask for more than a screen's page. */
export const CLIENT_PAGE_SIZE_MAX = 200;

/** `?search=&ordering=&page=&page_size=` of the client list. */
export const clientListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce
    .number({ error: M.invalidPageSize })
    .int(M.invalidPageSize)
    .min(1, M.invalidPageSize)
    .max(CLIENT_PAGE_SIZE_MAX, M.invalidPageSize)
    .default(PAGE_SIZE),
  search: queryText(200, M.searchTooLong).optional(),
  ordering: z.enum(CLIENT_ORDERINGS, { error: M.invalidOrdering }).default('nom'),
  /** 'Débiteurs': only the clients who owe something ('1' or 'true'). */
  debiteurs: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value === '1' || value === 'true'),
    z.boolean().optional(),
  ),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** GET /Clients/nationalites/: the nationality select (about 190 entries). */
export const nationalityOptionSchema = z.object({ code: z.string(), label: z.string() });
export type NationalityOptionDto = z.infer<typeof nationalityOptionSchema>;

/** The clients' paths (under /api); `/{id}` after edit, delete and detail. */
export const CLIENT_PATHS = {
  list: '/Clients/clients-particuliers/list',
  create: '/Clients/clients-particuliers/create',
  edit: '/Clients/clients-particuliers/edit',
  remove: '/Clients/clients-particuliers/delete',
  /** `/{id}`: the client; `/{id}/resume`: the profile's figures. */
  detail: '/Clients/clients-particuliers/detail',
  statistics: '/Clients/clients-particuliers/statistiques',
  nationalities: '/Clients/nationalites',
  /** `/{id}`: the client's sales. */
  sales: '/Mouvements/ventes/client',
} as const;
