import * as z from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import { CSV_ENCODINGS, CSV_SEPARATORS } from '../csv.ts';
import { CATALOGUE_TYPES, type CatalogueType } from './articles-fields.ts';

/**
 * Importing the catalogue and the clients from a CSV file (head office only). A dry run checks
 * every line with the API's own rules and answers a report; the import itself writes every line in
 * one transaction, or none. Articles are matched by their barcode, clients by their phone number.
 */

export const IMPORT_PATHS = {
  articles: '/Import/articles',
  clients: '/Import/clients',
  articlesTemplate: '/Import/articles/modele',
  clientsTemplate: '/Import/clients/modele',
} as const;

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'fichier';
export const IMPORT_MAX_BYTES = UPLOAD_MAX_BYTES;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
/** Lines of a file shown before it is checked. */
export const IMPORT_PREVIEW_ROWS = 20;

export const IMPORT_MESSAGES = {
  noFile: 'Aucun fichier reçu (champ « fichier »)',
  tooLarge: `Le fichier est trop volumineux. Taille maximum: ${IMPORT_MAX_MB}MB`,
  notText: 'Ce fichier n’est pas un fichier CSV lisible',
  empty: 'Le fichier ne contient aucune ligne à importer',
  typeRequired: 'Le type d’article est requis (laine, accessoire, habit, trousse, kit, machine ou composant)',
  typeInvalid: 'Type d’article invalide',
  dryRunInvalid: 'dry_run doit valoir true ou false',
  missingColumns: (columns: string[]) => `Colonnes manquantes : ${columns.join(', ')}`,
  rejected: (n: number) =>
    `${n} erreur${n > 1 ? 's' : ''} dans le fichier : rien n’a été importé. Corrigez ${n > 1 ? 'les lignes signalées' : 'la ligne signalée'} puis recommencez.`,
  duplicateInFile: (line: number) => `Valeur déjà présente à la ligne ${line} du fichier`,
  barcodeInvalid: 'Le code-barres doit contenir de 8 à 14 chiffres, ou un code de 1 à 48 caractères visibles',
  barcodeOtherType: 'Ce code-barres appartient à un article d’un autre type',
  barcodeDeleted: 'Ce code-barres appartient à un article supprimé',
  phoneInvalid: 'Numéro de téléphone invalide',
  phoneAmbiguous: 'Plusieurs clients ont déjà ce numéro : modifiez-les dans Pelote avant d’importer',
  componentsInvalid: 'Composants : écrivez « nom × quantité » séparés par « | » (ex. Fil × 2 | Perles × 10)',
  dateInvalid: 'Date invalide : écrivez JJ/MM/AAAA',
  sexeInvalid: 'Le sexe doit être M (Homme) ou F (Femme)',
  sameNameCreated: (name: string) =>
    `Un article « ${name} » existe déjà avec d’autres valeurs : cette ligne sans code-barres en crée un nouveau (donnez-lui le code-barres de l’article pour le modifier)`,
} as const;

/** A column of an import file: the payload field it fills, its French header, an example value. */
export type ImportColumn = { field: string; header: string; required: boolean; example: string };

const column = (field: string, header: string, example: string, required = false): ImportColumn => ({
  field,
  header,
  required,
  example,
});

const CODE = column('code_barre', 'Code-barres', '');
const NOM = (example: string) => column('nom', 'Nom', example, true);
const PRIX = (example: string) => column('prix_unitaire', 'Prix unitaire', example, true);

/** The columns of each catalogue type's file, in the template's order (the export's, too). */
export const ARTICLE_IMPORT_COLUMNS: Record<CatalogueType, ImportColumn[]> = {
  laine: [
    CODE,
    NOM('Mérinos douce'),
    column('description', 'Description', 'Pelote 100 % mérinos'),
    PRIX('1500,00'),
    column('famille', 'Famille', 'avec_marque'),
    column('grammage', 'Grammage', '50'),
    column('couleur', 'Couleur', 'Écru'),
    column('type_couleur', 'Type de couleur', 'unique'),
  ],
  accessoire: [
    CODE,
    NOM('Crochet aluminium 4 mm'),
    column('type_accessoire', 'Type d’accessoire', 'Crochets', true),
    column('description', 'Description', 'Manche ergonomique', true),
    PRIX('2500,00'),
    column('taille', 'Taille', 'moyen'),
  ],
  habit: [
    CODE,
    NOM('Pull torsadé'),
    column('type_habit', 'Type d’habit', 'Pull', true),
    column('description', 'Description', 'Tricoté main', true),
    column('taille', 'Taille', 'M', true),
    column('sexe', 'Sexe', 'Femme', true),
    PRIX('25000,00'),
  ],
  trousse: [
    CODE,
    NOM('Trousse débutant'),
    column('description', 'Description', 'Pour commencer'),
    PRIX('8000,00'),
    column('composants', 'Composants', 'Crochet × 1 | Pelote × 2'),
  ],
  kit: [
    CODE,
    NOM('Kit bonnet'),
    column('description', 'Description', 'Tout pour un bonnet'),
    PRIX('12000,00'),
    column('contenance', 'Contenance', '2 pelotes, 1 crochet, 1 patron'),
  ],
  machine: [
    CODE,
    NOM('Machine à tricoter'),
    column('marque', 'Marque', 'Silver Reed', true),
    column('description', 'Description', ''),
    PRIX('150000,00'),
  ],
  composant: [
    CODE,
    NOM('Perles bois'),
    column('type', 'Type', 'Perles', true),
    column('quantite', 'Quantité', '10'),
    PRIX('500,00'),
  ],
};

/** The columns of a clients file, in the template's order. */
export const CLIENT_IMPORT_COLUMNS: ImportColumn[] = [
  column('nom', 'Nom', 'Kouassi', true),
  column('prenom', 'Prénom', 'Aya', true),
  column('contact', 'Contact', '07 01 02 03 04', true),
  column('sexe', 'Sexe', 'F'),
  column('email', 'Email', 'aya.kouassi@exemple.ci'),
  column('date_naissance', 'Date de naissance', '14/02/1990'),
  column('adresse', 'Adresse', 'Cocody, Abidjan'),
  column('profession', 'Profession', 'Couturière'),
  column('nationalite', 'Nationalité', 'CI'),
];

const dryRun = z
  .enum(['true', 'false'], { error: IMPORT_MESSAGES.dryRunInvalid })
  .default('true')
  .transform((value) => value === 'true');

/** `?dry_run=true|false` (true when absent: a check writes nothing). */
export const clientImportQuerySchema = z.object({ dry_run: dryRun });
/** `?type=laine&dry_run=…`: the catalogue type every line of the file belongs to. */
export const articleImportQuerySchema = z.object({
  dry_run: dryRun,
  type: z.enum(CATALOGUE_TYPES, { error: IMPORT_MESSAGES.typeRequired }),
});
export const articleTemplateQuerySchema = articleImportQuerySchema.pick({ type: true });

/** One problem of the file: its line (the header is line 1), column, value and French message. */
export const importProblemSchema = z.object({
  ligne: z.number().int(),
  colonne: z.string(),
  valeur: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A line the import takes, but not as the user may expect (an article created beside one of the same name). */
export const importWarningSchema = z.object({ ligne: z.number().int(), message: z.string() });
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  /** True when the file has no error (and, without dry_run, was written). */
  valide: z.boolean(),
  encodage: z.enum(CSV_ENCODINGS),
  separateur: z.enum(CSV_SEPARATORS),
  /** Data lines read (the header left out). */
  lignes: z.number().int(),
  crees: z.number().int(),
  modifies: z.number().int(),
  inchanges: z.number().int(),
  erreurs: z.array(importProblemSchema),
  avertissements: z.array(importWarningSchema),
  /** Columns of the file that no field reads (e.g. an export's 'Stock'): left aside. */
  colonnes_ignorees: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A refused import: the message, and the report when the file was read. */
export const importRejectedSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  rapport: importReportSchema.optional(),
});
export type ImportRejected = z.infer<typeof importRejectedSchema>;
