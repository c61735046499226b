import { formatDateTime } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { ROLE_LABELS } from '../roles.ts';
import {
  JOURNAL_ACTION_LABELS,
  JOURNAL_SOURCE_LABELS,
  type JournalChange,
  type JournalEntry,
} from '../schemas/journal.ts';

/**
 * A journal row told as a French sentence: « awa a changé le prix de Laine Mérinos : 2 500,00 FCFA
 * → 3 000,00 FCFA », « direction a créé le client Aya Bamba », « Connexion de awa ». Read by the
 * journal screen and by every record's 'Historique' block, so it lives here (features never
 * import each other). The author is the name the row kept, as it was when written.
 */

export const JOURNAL_SENTENCE_TEXTS = {
  system: 'Le système',
  empty: 'vide',
  yes: 'oui',
  no: 'non',
  numbered: (noun: string, id: string) => `${noun} n° ${id}`,
  shopDeleted: (id: number) => `Magasin n° ${id} (supprimé)`,
  deviceTime: (date: string) => `heure de l'appareil : ${date}`,
  change: (before: string, after: string) => `${before} → ${after}`,
} as const;

const T = JOURNAL_SENTENCE_TEXTS;

/** Each entity with its article, as a sentence names it ('le client', "l'article"). */
const ENTITY_NOUNS: Record<string, string> = {
  magasin: 'le magasin',
  utilisateur: "l'utilisateur",
  article: "l'article",
  composant: 'le composant de trousse',
  client: 'le client',
  stock: 'le stock',
  entree: "l'entrée de stock",
  vente: 'la vente',
  session: 'la session',
  retour: "l'avoir",
  depot: 'le dépôt',
  rapprochement: 'le rapprochement',
};

/**
 * Where a changed field's owner is named by its name alone (« le prix de Laine Mérinos »); the
 * others keep their noun (« le client de la vente FAC-2026-M01-000012 »).
 */
const NAMED_BY_LABEL = new Set(['magasin', 'utilisateur', 'article', 'composant', 'client', 'stock']);

/** French labels of the fields, with their article; a field not listed is shown by its name. */
export const JOURNAL_FIELD_LABELS: Record<string, string> = {
  nom: 'le nom',
  prenom: 'le prénom',
  description: 'la description',
  prix_unitaire: 'le prix',
  prix_achat: "le prix d'achat",
  prix_total: 'le prix total',
  cout_moyen: 'le coût moyen',
  total: 'le total',
  sous_total: 'le sous-total',
  montant: 'le montant',
  remise: 'la remise',
  quantite: 'la quantité',
  quantite_seuil: "le seuil d'alerte",
  quantite_composant: 'la quantité par trousse',
  unite: "l'unité",
  is_active: "l'activation",
  famille: 'la famille',
  grammage: 'le grammage',
  couleur: 'la couleur',
  type_couleur: 'le type de couleur',
  categorie: 'la catégorie',
  taille: 'la taille',
  type_habit: "le type d'habit",
  sexe: 'le sexe',
  composants: 'les composants',
  contenance: 'la contenance',
  marque: 'la marque',
  code: 'le code',
  adresse: "l'adresse",
  quartier: 'le quartier',
  ville: 'la ville',
  code_postal: 'le code postal',
  telephone: 'le téléphone',
  email: "l'email",
  contact: 'le contact',
  photo: 'la photo',
  username: "l'identifiant",
  first_name: 'le prénom',
  last_name: 'le nom de famille',
  role: 'le rôle',
  nationalite: 'la nationalité',
  magasin: 'le magasin',
  article: "l'article",
  articles: 'les articles',
  client: 'le client',
  statut: 'le statut',
  fournisseur: 'le fournisseur',
  tarif: 'le tarif',
  active: "l'activation",
  pour_tous: 'pour tous les clients',
  magasins: 'les magasins',
  du: 'le début',
  au: 'la fin',
  types: 'les pourcentages par type',
  reference_commande: 'la référence de commande',
  date_entree: "la date d'entrée",
  date_vente: 'la date de vente',
  type_entree: "le type d'entrée",
  commentaire: 'le commentaire',
  numero_facture: 'le numéro de facture',
};

/** Fields whose values are amounts in hundredths. */
const MONEY_FIELDS = new Set([
  'prix_unitaire',
  'prix_achat',
  'prix_total',
  'cout_moyen',
  'total',
  'sous_total',
  'montant',
  'remise',
]);
const isMoneyField = (field: string) =>
  MONEY_FIELDS.has(field) || field.startsWith('prix_') || field.startsWith('montant');

const VALUE_LABELS: Record<string, Record<string, string>> = {
  statut: { validee: 'validée', annulee: 'annulée' },
  role: ROLE_LABELS,
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The label of a field ('le prix'), or its own name when it has none. */
export function fieldLabel(field: string): string {
  return JOURNAL_FIELD_LABELS[field] ?? field;
}

/** A value as the sentence shows it: money in FCFA, text in « », yes/no, names of named things. */
export function formatJournalValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return T.empty;
  if (typeof value === 'number') return isMoneyField(field) ? formatMoney(value) : String(value);
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value === 'string') {
    const known = VALUE_LABELS[field]?.[value];
    if (known) return known;
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
    return `« ${value} »`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return T.empty;
    return value.map((item) => formatListItem(field, item)).join(', ');
  }
  if (typeof value === 'object') {
    const named = value as { nom?: unknown };
    if (typeof named.nom === 'string') return named.nom;
    return JSON.stringify(value);
  }
  return String(value);
}

/** One element of a list value: '2 × Aiguilles' for a line with a name and a quantity. */
function formatListItem(field: string, item: unknown): string {
  if (item && typeof item === 'object' && 'nom' in item) {
    const line = item as { nom: unknown; quantite?: unknown };
    const name = String(line.nom);
    return typeof line.quantite === 'number' ? `${line.quantite} × ${name}` : name;
  }
  return formatJournalValue(field, item);
}

/** « avant → après » of one changed field. */
export function formatChange(field: string, change: JournalChange): string {
  return T.change(formatJournalValue(field, change.avant), formatJournalValue(field, change.apres));
}

/** 'de Laine' but "d'Aiguilles": French elision before a vowel. */
function of(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** A user is named by their username, an identifier kept as typed: 'de awa', never "d'awa". */
function ofOwner(entry: JournalEntry): string {
  const name = owner(entry);
  return entry.entite === 'utilisateur' && entry.entite_libelle ? `de ${name}` : of(name);
}

function entityNoun(entity: string): string {
  return ENTITY_NOUNS[entity] ?? entity;
}

/** 'le client Aya Bamba', or 'le client n° 12' once nothing else names it. */
function namedRecord(entry: JournalEntry): string {
  const noun = entityNoun(entry.entite);
  if (entry.entite_libelle) return `${noun} ${entry.entite_libelle}`;
  if (entry.entite_id) return T.numbered(noun, entry.entite_id);
  return noun;
}

/** Who owns a changed field: 'Laine Mérinos', 'la vente FAC-…', "l'article n° 12". */
function owner(entry: JournalEntry): string {
  if (entry.entite_libelle && NAMED_BY_LABEL.has(entry.entite)) return entry.entite_libelle;
  return namedRecord(entry);
}

/** The author by their name as it was, else their username (a failed sign-in, an old row). */
function author(entry: JournalEntry): string {
  return entry.utilisateur?.nom || entry.utilisateur?.username || T.system;
}

/** What the row tells: one sentence, and the fields of a change of several fields, one line each. */
export type JournalSentence = { sentence: string; details: string[] };

/** The row as a sentence. A change of one field says it inline; of several, one detail line each. */
export function journalSentence(entry: JournalEntry): JournalSentence {
  const who = author(entry);
  const fields = Object.entries(entry.changements);
  const sentence = (text: string): JournalSentence => ({ sentence: text, details: [] });
  switch (entry.action) {
    case 'creation':
      if (entry.entite === 'vente' || entry.entite === 'entree' || entry.entite === 'retour')
        return sentence(`${who} a enregistré ${namedRecord(entry)}`);
      return sentence(`${who} a créé ${namedRecord(entry)}`);
    case 'suppression':
      return sentence(`${who} a supprimé ${namedRecord(entry)}`);
    case 'annulation':
      return sentence(`${who} a annulé ${namedRecord(entry)}`);
    case 'modification': {
      const [only] = fields;
      if (fields.length === 1 && only) {
        const [field, change] = only;
        return sentence(
          `${who} a changé ${fieldLabel(field)} ${ofOwner(entry)} : ${formatChange(field, change)}`,
        );
      }
      return {
        sentence: `${who} a modifié ${namedRecord(entry)}`,
        details: fields.map(([field, change]) => `${fieldLabel(field)} : ${formatChange(field, change)}`),
      };
    }
    case 'connexion':
      return sentence(`Connexion de ${who}`);
    case 'echec_connexion':
      return sentence(`Échec de connexion pour ${who}`);
    case 'verrouillage':
      return sentence(`Verrouillage du compte ${who}`);
    case 'deconnexion':
      return sentence(`Déconnexion de ${who}`);
    case 'changement_mot_de_passe': {
      const ownAccount =
        entry.entite !== 'utilisateur' ||
        entry.entite_id === null ||
        entry.entite_id === String(entry.utilisateur?.id ?? '');
      if (ownAccount) return sentence(`${who} a changé son mot de passe`);
      return sentence(`${who} a changé le mot de passe ${ofOwner(entry)}`);
    }
    case 'reinitialisation_mot_de_passe':
      return sentence(`${who} a réinitialisé le mot de passe ${ofOwner(entry)}`);
    default: {
      const label = (JOURNAL_ACTION_LABELS as Record<string, string>)[entry.action] ?? entry.action;
      return sentence(`${who} : ${label} — ${namedRecord(entry)}`);
    }
  }
}

/** The secondary line's parts: date and time, device time, shop, role, address, source. */
export function journalContextParts(entry: JournalEntry, options: { withDate?: boolean } = {}): string[] {
  const parts: string[] = [];
  if (options.withDate ?? true) parts.push(formatDateTime(entry.date));
  if (entry.date_appareil) parts.push(T.deviceTime(formatDateTime(entry.date_appareil)));
  if (entry.magasin) parts.push(entry.magasin.nom ?? T.shopDeleted(entry.magasin.id));
  if (entry.role) parts.push(ROLE_LABELS[entry.role]);
  if (entry.adresse) parts.push(entry.adresse);
  parts.push(JOURNAL_SOURCE_LABELS[entry.source]);
  return parts;
}
