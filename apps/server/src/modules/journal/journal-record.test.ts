import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journal } from '../../db/schema/journal.ts';
import type { SessionUser } from '../../lib/access.ts';
import { journalContext, recordJournal, SYSTEM_CONTEXT } from './journal.service.ts';
import { journalChanges } from './journal-changes.ts';

/** Writing a journal row: what recordJournal stores, and what a request tells about its author. */

let t: TestApp;
let direction: Awaited<ReturnType<TestApp['signedIn']>>;
/** A server whose only route writes a journal row from the request, as a write route will. */
const probe = Fastify({ logger: false });

type ProbeBody = { user?: SessionUser | { username: string } | null; source?: 'hors_ligne' };

beforeAll(async () => {
  t = await createTestApp();
  direction = await t.signedIn('direction');
  probe.post('/probe', async (request) => {
    const body = request.body as ProbeBody;
    const id = await t.db.transaction((tx) =>
      recordJournal(tx, {
        ...journalContext(request, {
          ...(body.user !== undefined ? { user: body.user } : {}),
          ...(body.source ? { source: body.source } : {}),
        }),
        action: 'connexion',
        entite: 'session',
      }),
    );
    return { id };
  });
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

async function row(id: number) {
  const [found] = await t.db.select().from(journal).where(eq(journal.id, id));
  if (!found) throw new Error(`journal row ${id} not found`);
  return found;
}

async function probeRow(body: ProbeBody, headers: Record<string, string> = {}) {
  const response = await probe.inject({ method: 'POST', url: '/probe', payload: body, headers });
  expect(response.statusCode, response.body).toBe(200);
  return row((response.json() as { id: number }).id);
}

const gerant: SessionUser = {
  id: 41,
  username: 'awa.kone',
  role: 'gerant',
  magasinId: 3,
  nomComplet: 'Awa Koné',
};

describe('recordJournal', () => {
  it('writes every field it is given, in one row', async () => {
    const changes = journalChanges({ prix_unitaire: 250000 }, { prix_unitaire: 300000 });
    // The row keeps each field as given, the entity's id as text.
    const fields = {
      userId: 12,
      username: 'moussa',
      auteur: 'Moussa Diallo',
      role: 'direction',
      magasinId: 4,
      adresse: '203.0.113.9',
      idempotencyKey: 'cle-0001',
      source: 'hors_ligne',
      action: 'modification',
      entite: 'article',
      entiteLibelle: 'Laine Mérinos',
    } as const;
    const id = await recordJournal(t.db, {
      ...fields,
      deviceTime: new Date('2025-06-02T08:15:00.000Z'),
      entiteId: 7,
      changements: changes,
    });
    const written = await row(id);
    expect(written).toMatchObject({
      ...fields,
      entiteId: '7',
      changements: { prix_unitaire: { avant: 250000, apres: 300000 } },
    });
    expect(written.deviceTime?.toISOString()).toBe('2025-06-02T08:15:00.000Z');
    expect(Math.abs(written.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const response = await t.inject({
      method: 'GET',
      url: '/api/Journal/?entite=article&entite_id=7',
      headers: direction.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      {
        id,
        date: written.createdAt.toISOString(),
        date_appareil: '2025-06-02T08:15:00.000Z',
        utilisateur: { id: 12, username: 'moussa', nom: 'Moussa Diallo' },
        role: 'direction',
        // No shop 4 in this database: the row keeps its id, the name is unknown.
        magasin: { id: 4, nom: null },
        action: 'modification',
        entite: 'article',
        entite_id: '7',
        entite_libelle: 'Laine Mérinos',
        changements: { prix_unitaire: { avant: 250000, apres: 300000 } },
        idempotency_key: 'cle-0001',
        source: 'hors_ligne',
        adresse: '203.0.113.9',
      },
    ]);
  });

  it('a row of the server itself carries no user, no shop, an empty change set', async () => {
    const id = await recordJournal(t.db, {
      userId: null,
      username: null,
      auteur: null,
      role: null,
      magasinId: null,
      adresse: null,
      idempotencyKey: null,
      source: 'systeme',
      deviceTime: null,
      action: 'creation',
      entite: 'utilisateur',
    });
    expect(await row(id)).toMatchObject({
      userId: null,
      username: null,
      role: null,
      magasinId: null,
      entiteId: null,
      changements: {},
      source: 'systeme',
    });
  });

  it('goes with its transaction: a write that fails leaves no row', async () => {
    const failed = await t.db
      .transaction(async (tx) => {
        await recordJournal(tx, {
          ...SYSTEM_CONTEXT,
          action: 'creation',
          entite: 'client',
          entiteLibelle: 'transaction annulée',
        });
        throw new Error('the write is refused');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('the write is refused');
    const rows = await t.db.select().from(journal).where(eq(journal.entiteLibelle, 'transaction annulée'));
    expect(rows).toEqual([]);
  });
});

describe('journalContext: what the request tells', () => {
  it('the user, their role and shop, the address, the Idempotency-Key and the device time', async () => {
    const written = await probeRow(
      { user: gerant },
      { 'idempotency-key': 'vente-42', 'x-device-time': '2025-06-02T09:30:00+02:00' },
    );
    expect(written).toMatchObject({
      userId: 41,
      username: 'awa.kone',
      auteur: 'Awa Koné',
      role: 'gerant',
      magasinId: 3,
      adresse: '127.0.0.1',
      idempotencyKey: 'vente-42',
      source: 'web',
    });
    expect(written.deviceTime?.toISOString()).toBe('2025-06-02T07:30:00.000Z');
  });

  it.each([
    ['not a date', 'hier soir'],
    ['a day without a time', '2025-06-02'],
    ['a time without its offset', '2025-06-02T09:30:00'],
    ['an impossible date', '2025-02-30T09:30:00Z'],
  ])('ignores a device time that is %s', async (_, value) => {
    const written = await probeRow({ user: gerant }, { 'x-device-time': value });
    expect(written.deviceTime).toBeNull();
    expect(written.userId).toBe(41);
  });

  it('ignores a malformed Idempotency-Key rather than logging it', async () => {
    const written = await probeRow({ user: gerant }, { 'idempotency-key': 'avec des espaces' });
    expect(written.idempotencyKey).toBeNull();
  });

  it('a failed sign-in under an unknown name: the name typed, no id, role or shop', async () => {
    const written = await probeRow({ user: { username: 'inconnu' } });
    expect(written).toMatchObject({ userId: null, username: 'inconnu', role: null, magasinId: null });
  });

  it('nobody signed in and no user given: no one; a source other than the web when told', async () => {
    const written = await probeRow({ source: 'hors_ligne' });
    expect(written).toMatchObject({ userId: null, username: null, source: 'hors_ligne' });
  });
});
