import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Role, shopInputSchema } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { magasins } from '../src/db/schema/shops.ts';
import { users } from '../src/db/schema/users.ts';
import type { MailMessage } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/password.ts';
import { insertShop } from '../src/modules/shops/index.ts';
import { databaseUrl, withAdminClient } from './databases.ts';
import { checkDocumentedAnswers } from './documented-answers.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.PELOTE_TEST_DB === 'postgres') {
    const name = `pelote_t_${crypto.randomBytes(6).toString('hex')}`;
    const template = inject('pgTemplate');
    await withAdminClient((c) => c.query(`create database ${name} template ${template}`));
    const database = await openDatabase(
      { kind: 'postgres', url: databaseUrl(name), poolSize: 30 },
      { migrate: false },
    );
    return {
      database,
      drop: () =>
        withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase(
    { kind: 'pglite-memory', loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) },
    { migrate: false },
  );
  return { database, drop: async () => {} };
}

let userCounter = 0;

// argon2 at its real cost takes tens of milliseconds a hash; the test users mostly share a password,
// so each password is hashed once per test worker (the hash is as real, only not salted anew).
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string) {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A fresh application on a fresh database (one per test file), with helpers to set up data. */
export async function createTestApp(env: Record<string, string> = {}) {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Test files sign in far more often than people do; the rate-limit tests set their own limit.
    AUTH_RATE_LIMIT: '10000',
    ...env,
  });
  const mails: MailMessage[] = [];
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const app: App = await buildApp({
    db: database.db,
    config,
    jwtSecret,
    mailer: { send: async (m) => void mails.push(m) },
    logger: false,
  });
  // Each answer of the checked modules is one the API's description documents (documented-answers.ts).
  const answers = checkDocumentedAnswers(app);
  await app.ready();

  /** `app.inject`, failing the test when the answer is not one the API's description documents. */
  async function checkedInject(options: InjectOptions) {
    const response = await app.inject(options);
    const problems = answers.problems();
    if (problems.length > 0)
      throw new Error(`Réponse non décrite par /api/docs/json :\n${problems.join('\n')}`);
    return response;
  }

  /** A shop made as the API makes it (with its invoice code: M01, M02, ...); the table row. */
  async function createShop(values: { nom?: string; quartier?: string } = {}) {
    const shop = await insertShop(
      database.db,
      shopInputSchema.parse({ nom: values.nom ?? 'Boutique Cocody', quartier: values.quartier ?? 'Cocody' }),
    );
    const [row] = await database.db.select().from(magasins).where(eq(magasins.id, shop.id));
    if (!row) throw new Error('shop not created');
    return row;
  }

  async function createUser(
    values: {
      username?: string;
      password?: string;
      role?: Role;
      magasinId?: number | null;
      isActive?: boolean;
      email?: string;
    } = {},
  ) {
    userCounter += 1;
    const role = values.role ?? 'direction';
    const password = values.password ?? 'motdepasse-solide';
    const magasinId = role === 'gerant' ? (values.magasinId ?? (await createShop()).id) : null;
    const [row] = await database.db
      .insert(users)
      .values({
        username: values.username ?? `user${userCounter}`,
        email: values.email ?? `user${userCounter}@pelote.test`,
        firstName: 'Awa',
        lastName: 'Koné',
        passwordHash: await testPasswordHash(password),
        role,
        magasinId,
        isActive: values.isActive ?? true,
      })
      .returning();
    if (!row) throw new Error('user not created');
    return { ...row, password };
  }

  /** Signs in and returns the headers that authenticate later calls. */
  async function login(username: string, password: string) {
    const response = await checkedInject({
      method: 'POST',
      url: '/api/Users/authenticate-user',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const body = response.json() as { access_token: string; refresh_token: string };
    return { ...body, headers: { authorization: `Bearer ${body.access_token}` } };
  }

  /** Creates a user of the role and signs them in; `user` is the database row (with its password). */
  async function signedIn(role: Role = 'direction', values: { magasinId?: number } = {}) {
    const user = await createUser({ role, ...values });
    const session = await login(user.username, user.password);
    return { ...session, user };
  }

  return {
    app,
    db: database.db,
    engine: database.kind,
    config,
    /** The secret the app signs access tokens with (to forge expired or tampered tokens). */
    jwtSecret,
    mails,
    createShop,
    createUser,
    login,
    signedIn,
    inject: checkedInject,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
