import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { magasins } from '../db/schema/shops.ts';
import { useAppWithRoutes } from './app-with-routes.test-support.ts';
import { cleanMessage, loggerOptions } from './log-serializers.ts';
import { createMailer, mailDir } from './mailer.ts';

/**
 * The log never holds what a client sent: a failed query's parameters, the value a data error
 * quotes, a unique key's value, a page address's token, nor a password-reset link.
 */

const SECRET = 'Secret-Kone-7f3a9';
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logText = () => lines.join('');

const s = useAppWithRoutes(loggerOptions('info', stream), ({ app, t }) => {
  // Routes that fail in the database with the secret as a query parameter.
  app.get('/test/data-error', async () => t.db.execute(sql`select ${SECRET}::int as n`));
  app.get('/test/unknown-error', async () => t.db.execute(sql`select ${SECRET}::text from table_absente`));
  app.get('/test/unique-error', async () => {
    await t.db.insert(magasins).values({ nom: 'A', quartier: 'B', code: SECRET });
    await t.db.insert(magasins).values({ nom: 'C', quartier: 'D', code: SECRET });
  });
});

/** Calls a failing route on a fresh log and checks its status. */
async function failing(url: string, status: number) {
  lines.length = 0;
  const response = await s.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  return response;
}

describe('the log', () => {
  it('keeps a refused value (data error, 400) out of the log, with the error itself', async () => {
    const response = await failing('/test/data-error', 400);
    expect(response.json()).toEqual({ detail: 'Données invalides' });
    expect(logText()).toContain('database refused a write');
    expect(logText()).toContain('22P02');
    expect(logText()).not.toContain(SECRET);
  });

  it('keeps the parameters of an unexpected failed query (500) out of the log', async () => {
    await failing('/test/unknown-error', 500);
    expect(logText()).toContain('unexpected error');
    expect(logText()).toContain('table_absente');
    expect(logText()).not.toContain(SECRET);
  });

  it("keeps a unique key's value (the database's detail) out of the log", async () => {
    await failing('/test/unique-error', 409);
    expect(logText()).toContain('23505');
    expect(logText()).not.toContain(SECRET);
  });

  it("logs a request's path without its query string (a reset page's token)", async () => {
    lines.length = 0;
    await s.app.inject({ method: 'GET', url: `/reinitialiser-mot-de-passe?token=${SECRET}` });
    await s.app.inject({ method: 'GET', url: `/api/Clients/?search=${SECRET}` });
    expect(logText()).toContain('/reinitialiser-mot-de-passe');
    expect(logText()).not.toContain(SECRET);
  });

  it('cuts the params tail of a drizzle message and quoted values of data errors only', () => {
    expect(cleanMessage('Failed query: select $1\nparams: Koné,x\ny')).toBe('Failed query: select $1');
    expect(cleanMessage('invalid input syntax for type integer: "Koné"', '22P02')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(cleanMessage('relation "table_absente" does not exist', '42P01')).toBe(
      'relation "table_absente" does not exist',
    );
  });
});

describe('the mailer without SMTP_URL', () => {
  it('writes the mail to an owner-only file under DATA_DIR/mails and logs only where', async () => {
    lines.length = 0;
    const link = `https://pelote.example/reinitialiser-mot-de-passe?token=${SECRET}`;
    const mailer = createMailer({ from: 'Pelote <x@y.z>', dataDir: s.t.config.dataDir, log: s.app.log });
    await mailer.send({ to: 'awa@pelote.test', subject: 'Réinitialisation', text: `Lien : ${link}` });
    const files = fs.readdirSync(mailDir(s.t.config.dataDir));
    expect(files).toHaveLength(1);
    const file = path.join(mailDir(s.t.config.dataDir), files[0] ?? '');
    expect(fs.readFileSync(file, 'utf8')).toContain(link);
    if (process.platform !== 'win32') {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(mailDir(s.t.config.dataDir)).mode & 0o777).toBe(0o700);
    }
    expect(logText()).toContain(file);
    expect(logText()).not.toContain(SECRET);
    expect(logText()).not.toContain('awa@pelote.test');
  });
});
