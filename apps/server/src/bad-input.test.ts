import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type MatrixRow, type Principal } from '../test/authorization-matrix.ts';
import { addressOf, badRequests, nasty, paramsInAddress } from '../test/bad-input-arbitraries.ts';
import { injectionFor, type Matrix, setUpMatrix } from '../test/matrix-harness.ts';

/**
 * Bad input on every route: starting from each matrix row's valid request, generated malformed
 * variants must never get a 5xx; a refusal is a 4xx with a French `detail`, and writes nothing.
 * Every bad value can land anywhere: in a body field (or a sale line's field, or as the whole
 * body), in a path parameter and in a query value. They are wrong types, missing, unknown and
 * nested fields, NUL and other control characters, lone surrogates (raw and as invalid UTF-8 in
 * the address), huge numbers and strings, unknown and foreign ids, SQL and script fragments.
 *
 * A bad id may be another row's good one: when a write answered 2xx at another address than the
 * valid request's (`delete/1` removing a shared fixture), the next route starts from a fresh
 * application and fixtures, so it is not refused for want of them.
 *
 * The seed is random; a failure names it with the route. To replay one:
 *   FUZZ_SEED=<seed> FUZZ_ROUTE='<METHOD path>' npx vitest run --project api-pglite src/bad-input.test.ts
 * FUZZ_RUNS sets the runs per route (30 on PostgreSQL, 10 on PGlite unless told).
 */

// Where a malformed request is refused does not depend on the database but for a few constraints:
// PostgreSQL, the one in production, gets the most runs; PGlite, slower here, a third of them.
// Each run draws a new seed, so runs add up over time.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? (process.env.PELOTE_TEST_DB === 'pglite' ? 10 : 30));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;

/** Tables a refused request must leave as they were. */
const WATCHED = [
  'magasins',
  'users',
  'articles',
  'clients',
  'stocks',
  'stock_bains',
  'mouvements_stock',
  'entrees_stock',
  'fournisseurs',
  'tarifs',
  'tarif_articles',
  'ventes',
  'vente_lignes',
  'compteurs_factures',
  'paiements',
  'caisse_sessions',
  'caisse_mouvements',
  'compteurs_z',
  'depots_confirmations',
  'photos',
  'retours',
  'retour_lignes',
  'compteurs_avoirs',
  'compte_client_mouvements',
  'references_mobile_money',
  'transferts',
  'transfert_lignes',
  'mises_de_cote',
  'mise_de_cote_lignes',
  'mise_de_cote_acomptes',
  'reglages_mises_de_cote',
  'inventaires',
  'inventaire_lignes',
  'regularisations_stock',
  'bons_commande',
  'bon_commande_lignes',
  'receptions_commande',
  'reassort_min_max',
  'reassort_articles',
  'idempotency_keys',
  'journal',
];
/** A refused sign-in is a journal row by design (echec_connexion, verrouillage): those are not counted. */
const COUNTED_ROWS: Record<string, string> = { journal: "journal where entite <> 'session'" };
const COUNT_ALL = sql.raw(
  `select ${WATCHED.map((t) => `(select count(*) from ${COUNTED_ROWS[t] ?? t})::int as ${t}`).join(', ')}`,
);

/** Words of an English or framework message that must never reach a French user. */
const NOT_FRENCH =
  /\b(must|should|expected|invalid input|required|is not|cannot|unexpected|undefined|null value)\b/i;

/**
 * Checks an answer to bad input: never a server error (5xx), and a refusal carries a French
 * `detail`. True when the request was refused (4xx).
 */
function refusedInFrench(response: { statusCode: number; json: () => unknown }, label: string): boolean {
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode < 400) return false;
  const detail = (response.json() as { detail?: unknown }).detail;
  expect(typeof detail === 'string' && detail.length > 0, label).toBe(true);
  expect(String(detail), label).not.toMatch(NOT_FRENCH);
  return true;
}

/** `depth` objects inside each other. */
let matrix: Matrix;

async function counts(): Promise<Record<string, number>> {
  const answer = (await matrix.t.db.execute(COUNT_ALL)) as unknown as { rows?: Record<string, number>[] };
  return (answer.rows ?? (answer as unknown as Record<string, number>[]))[0] ?? {};
}

beforeAll(async () => {
  matrix = await setUpMatrix();
}, 120_000);

afterAll(() => matrix?.t.close());

/** Who sends the bad input: the most powerful caller the row allows, so the handler itself runs. */
function callerOf(row: MatrixRow): Principal {
  if (row.expect.direction !== 401 && row.expect.direction !== 403) return 'direction';
  if (row.expect.gerantA !== 401 && row.expect.gerantA !== 403) return 'gerantA';
  return 'anonymous';
}

const rows = AUTHORIZATION_MATRIX.filter(
  (row) => !row.path.startsWith('/uploads/') && (!ONLY_ROUTE || `${row.method} ${row.path}` === ONLY_ROUTE),
);

describe(`bad input on every route (FUZZ_SEED=${SEED}, ${RUNS_PER_ROUTE} runs a route)`, () => {
  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (key, row) => {
    const caller = callerOf(row);
    const valid = (await row.request?.(matrix.fixtures)) ?? {};
    if (valid.file) return; // multipart uploads have their own tests (shop-photo-upload.routes.test.ts)
    const replay = `replay: FUZZ_SEED=${SEED} FUZZ_ROUTE='${key}'`;
    // What the tables hold; read again after a request that may have written (a 2xx).
    let before = await counts();
    const ownPath = addressOf(row, { params: paramsInAddress(valid.params), query: [] });
    let changedAnother = false;
    try {
      await fc.assert(
        fc.asyncProperty(badRequests(row, valid), async (request) => {
          const options = await injectionFor(matrix, row, caller, { ...valid, body: request.body });
          const response = await matrix.t.inject({ ...options, url: addressOf(row, request) });
          const sent = JSON.stringify(request).slice(0, 160);
          const label = `${key} ${sent} → ${response.statusCode} ${response.body.slice(0, 200)} (${replay})`;
          if (refusedInFrench(response, label)) {
            expect(await counts(), `${label}: a refused request wrote rows`).toEqual(before);
          } else {
            before = await counts();
            // A bad id can be another row's good one: `delete/1` may remove a shared fixture.
            if (row.method !== 'GET' && addressOf(row, { ...request, query: [] }) !== ownPath)
              changedAnother = true;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    } catch (error) {
      throw new Error(`${key}: ${replay}\n${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      // The next routes' requests need the fixtures as they were made.
      if (changedAnother) {
        await matrix.t.close();
        matrix = await setUpMatrix();
      }
    }
  });
});

describe('a NUL character in a name', () => {
  it.each([
    ['/api/Clients/clients-particuliers/create', { nom: 'A\u0000B', prenom: 'Awa', contact: '0700000000' }],
    ['/api/Magasins/magasin-create', { nom: 'A\u0000B', quartier: 'Cocody' }],
    ['/api/Articles/kits/create', { nom: 'A\u0000B', prix_unitaire: 150_000 }],
  ])('POST %s answers 400 in French and writes nothing', async (url, payload) => {
    const before = await counts();
    const response = await matrix.t.inject({
      method: 'POST',
      url,
      headers: matrix.callers.direction.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Ce texte contient un caractère non autorisé' });
    expect(await counts()).toEqual(before);
  });
});

/**
 * The CSV imports (multipart) and the CSV exports (`format=csv` beside each list's filters): the
 * same promise — no 5xx, a French 4xx, nothing written on a refusal — for broken files and for bad
 * query values of an export.
 */
describe(`bad input on the CSV imports and exports (FUZZ_SEED=${SEED})`, () => {
  const SEPARATORS = [';', ',', '\t', '', '"', '\n'];
  const cell = fc.oneof(
    nasty.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom('', '"', '""', '"a;b', '=1+1', '12,345', '-5', '31/02/2026', '07 01 02 03 04'),
  );
  /** A file of the row's header (or none), lines of bad cells, any separator; or bytes of anything. */
  const badFile = (header: string) =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(header, '', 'x', header.toUpperCase(), `${header};${header}`),
          fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 6 }),
          fc.constantFrom(...SEPARATORS),
          fc.constantFrom('utf8', 'latin1', 'utf16le') as fc.Arbitrary<BufferEncoding>,
          fc.boolean(),
        )
        .map(([head, lines, separator, encoding, bom]) =>
          Buffer.from(
            `${bom ? '\uFEFF' : ''}${[head, ...lines.map((line) => line.join(separator))].join('\r\n')}`,
            encoding,
          ),
        ),
      fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(Buffer.alloc(0), Buffer.from('\u0000'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)),
    );

  const importRows = AUTHORIZATION_MATRIX.filter(
    (row) => row.path.startsWith('/api/Import/') && row.method === 'POST',
  );
  it.each(importRows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (key, row) => {
    const valid = (await row.request?.(matrix.fixtures)) ?? {};
    const file = valid.file;
    if (!file) throw new Error(`${key}: the matrix row sends no file`);
    const header =
      file.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0] ?? '';
    const replay = `replay: FUZZ_SEED=${SEED}`;
    let before = await counts();
    await fc.assert(
      fc.asyncProperty(
        badFile(header),
        fc.constantFrom('true', 'false'),
        fc.option(badRequests(row, valid), { nil: undefined }),
        async (bytes, dryRun, address) => {
          const query = { ...valid.query, dry_run: dryRun };
          const options = await injectionFor(matrix, row, 'direction', {
            ...valid,
            query,
            file: { ...file, bytes },
          });
          const url = address ? addressOf(row, address) : options.url;
          const response = await matrix.t.inject({ ...options, url });
          const label = `${key} ${url} ${bytes.subarray(0, 80).toString('utf8')} → ${response.statusCode} ${response.body.slice(0, 200)} (${replay})`;
          if (refusedInFrench(response, label)) {
            expect(await counts(), `${label}: a refused import wrote rows`).toEqual(before);
          } else {
            before = await counts();
          }
        },
      ),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  });

  // Every list that answers CSV (direction asks with the row's own valid request first).
  const exportRows = AUTHORIZATION_MATRIX.filter(
    (row) => row.method === 'GET' && row.path.startsWith('/api/'),
  );
  it('format=csv with bad filters on every list that exports', async () => {
    let checked = 0;
    for (const row of exportRows) {
      const valid = (await row.request?.(matrix.fixtures)) ?? {};
      const csvQuery = {
        ...valid.query,
        format: 'csv',
        ...(row.path.endsWith('/Statistiques/ventes') ? { tableau: 'par_jour' } : {}),
      };
      const probe = await matrix.t.inject(
        await injectionFor(matrix, row, 'direction', { ...valid, query: csvQuery }),
      );
      if (!String(probe.headers['content-type']).startsWith('text/csv')) continue;
      checked += 1;
      const key = `${row.method} ${row.path}`;
      await fc.assert(
        fc.asyncProperty(badRequests(row, { ...valid, query: csvQuery }), async (request) => {
          const options = await injectionFor(matrix, row, 'direction', valid);
          const response = await matrix.t.inject({ ...options, url: addressOf(row, request) });
          const label = `${key} ${JSON.stringify(request).slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)} (replay: FUZZ_SEED=${SEED})`;
          refusedInFrench(response, label);
        }),
        { numRuns: Math.max(5, Math.round(RUNS_PER_ROUTE / 3)), seed: SEED, endOnFailure: true },
      );
    }
    // The sales, entries, clients, each article type, components, a shop's stock, movements, credit
    // notes, till sessions, journal, statistics and the import templates.
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
