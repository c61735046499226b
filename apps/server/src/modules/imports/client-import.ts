import {
  CLIENT_IMPORT_COLUMNS,
  type Client,
  type ClientPayload,
  csvHeaderKey,
  IMPORT_MESSAGES,
  type ImportReport,
  normalizePhone,
  phoneTail,
} from '@pelote/shared';
import { nationalities } from '@pelote/shared/countries';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import {
  clientBodySchema,
  insertClient,
  payloadFields,
  toClientDto,
  updateClient,
} from '../clients/index.ts';
import { type JournalContext, type JournalWrite, journalChanges, journalValues } from '../journal/index.ts';
import { lockImports } from './article-import.ts';
import type { ImportFile, ImportLine } from './import-file.ts';
import { ImportProblems, planReport } from './import-report.ts';

/**
 * Importing clients: each line checked with the client form's rules (the API's), then matched by
 * its phone number written as +225… whatever its spaces or dots — a known number updates that
 * client (its contact keeps the way it was written), an unknown one creates a client. Nothing is
 * written while a line fails. Each created or changed client gets its journal row (source 'import').
 */

const BATCH = 500;
const NOT_LOGGED = ['id', 'chiffre_affaire', 'date_creation', 'nationalite_label', 'solde_avoir'];
const FRENCH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SEXES: Record<string, string> = { m: 'M', homme: 'M', h: 'M', f: 'F', femme: 'F' };

/** A nationality by code ('CI'), French adjective ('Ivoirienne') or country name ('Côte d’Ivoire'). */
const nationalityCodes = new Map<string, string>();
for (const option of nationalities) {
  nationalityCodes.set(csvHeaderKey(option.code), option.code);
  nationalityCodes.set(csvHeaderKey(option.label), option.code);
}

/** A line's cells as the client form's values, spreadsheet spellings turned into the API's. */
function valuesOf(line: ImportLine): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(line.cells)) {
    const cell = raw.trim();
    if (cell === '') continue;
    if (field === 'date_naissance') {
      const day = FRENCH_DAY.exec(cell);
      values[field] = day ? `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}` : cell;
    } else if (field === 'sexe') {
      values[field] = SEXES[cell.toLowerCase()] ?? cell;
    } else if (field === 'nationalite') {
      values[field] = nationalityCodes.get(csvHeaderKey(cell)) ?? cell;
    } else {
      values[field] = cell;
    }
  }
  return values;
}

/** The live clients whose number ends like one of `phones` (the database narrows, the code decides). */
async function clientsByPhone(db: DbOrTx, phones: string[], lock: boolean) {
  const found = new Map<string, Client[]>();
  const tails = [...new Set(phones.map(phoneTail))];
  for (let i = 0; i < tails.length; i += BATCH) {
    const query = db
      .select()
      .from(clients)
      .where(
        and(
          isNull(clients.deletedAt),
          inArray(
            sql`right(regexp_replace(${clients.contact}, '\\D', '', 'g'), 8)`,
            tails.slice(i, i + BATCH),
          ),
        ),
      );
    for (const row of await (lock ? query.for('update') : query)) {
      const phone = normalizePhone(row.contact);
      if (phone) found.set(phone, [...(found.get(phone) ?? []), toClientDto(row)]);
    }
  }
  return found;
}

type Planned =
  | { kind: 'create'; payload: ClientPayload }
  | { kind: 'update'; payload: ClientPayload; before: Client }
  | { kind: 'unchanged' };

/** The client as the payload would leave it (its fields as the API answers them). */
const applied = (before: Client, payload: ClientPayload): Client => ({
  ...before,
  ...payloadFields(payload),
});

const OPTIONAL_FIELDS = ['sexe', 'email', 'date_naissance', 'adresse', 'profession', 'nationalite'] as const;

const labelOf = (client: { nom: string; prenom: string }) => `${client.prenom} ${client.nom}`.trim();

export async function importClients(
  { tx, journal: context }: ServiceContext<JournalContext>,
  input: { file: ImportFile; dryRun: boolean },
): Promise<ImportReport> {
  const { file, dryRun } = input;
  const problems = new ImportProblems(CLIENT_IMPORT_COLUMNS);
  if (!dryRun) await lockImports(tx, 'clients');

  const valid: { line: ImportLine; payload: ClientPayload; phone: string }[] = [];
  const firstLineOfPhone = new Map<string, number>();
  for (const line of file.lines) {
    const parsed = clientBodySchema.safeParse(valuesOf(line));
    if (!parsed.success) {
      problems.addIssues(line, parsed.error.issues);
      continue;
    }
    const phone = normalizePhone(parsed.data.contact);
    if (!phone) {
      problems.add(line, 'contact', IMPORT_MESSAGES.phoneInvalid);
      continue;
    }
    const first = firstLineOfPhone.get(phone);
    if (first !== undefined) {
      problems.add(line, 'contact', IMPORT_MESSAGES.duplicateInFile(first));
      continue;
    }
    firstLineOfPhone.set(phone, line.ligne);
    valid.push({ line, payload: parsed.data, phone });
  }

  const known = await clientsByPhone(tx, [...firstLineOfPhone.keys()], !dryRun);
  const plan: Planned[] = [];
  for (const { line, payload, phone } of valid) {
    const matches = known.get(phone) ?? [];
    const [before] = matches;
    if (matches.length > 1) {
      problems.add(line, 'contact', IMPORT_MESSAGES.phoneAmbiguous);
    } else if (!before) {
      plan.push({ kind: 'create', payload });
    } else {
      // The same number written another way is no change: the contact keeps its spelling; a
      // column the file does not have keeps the client's value.
      const kept: ClientPayload = { ...payload, contact: before.contact };
      for (const field of OPTIONAL_FIELDS) {
        if (!(field in line.cells)) kept[field] = (before[field] ?? undefined) as never;
      }
      const changes = journalChanges(before, applied(before, kept), { ignore: NOT_LOGGED });
      plan.push(
        Object.keys(changes).length ? { kind: 'update', payload: kept, before } : { kind: 'unchanged' },
      );
    }
  }

  const report = planReport(file, dryRun, problems, plan);
  if (dryRun) return report;

  const rows: JournalWrite[] = [];
  for (const p of plan) {
    if (p.kind === 'create') {
      const client = await insertClient(tx, p.payload);
      rows.push({
        ...context,
        action: 'creation',
        entite: 'client',
        entiteId: client.id,
        entiteLibelle: labelOf(client),
        changements: journalChanges(null, client, { ignore: NOT_LOGGED }),
      });
    } else if (p.kind === 'update') {
      const after = await updateClient(tx, p.before.id, p.payload);
      if (!after) continue;
      rows.push({
        ...context,
        action: 'modification',
        entite: 'client',
        entiteId: after.id,
        entiteLibelle: labelOf(after),
        changements: journalChanges(p.before, after, { ignore: NOT_LOGGED }),
      });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(journal).values(rows.slice(i, i + BATCH).map(journalValues));
  }
  return report;
}
