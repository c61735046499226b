import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { sessions } from '../../db/schema/auth.ts';
import { journal } from '../../db/schema/journal.ts';
import { users } from '../../db/schema/users.ts';
import { ensureAdminAccount } from './bootstrap-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: 'choisi-par-exploitant' });
});
afterAll(() => t.close());

async function emptyUsers() {
  await t.db.delete(sessions);
  await t.db.delete(users);
}

describe('ensureAdminAccount', () => {
  it('creates admin once, with a generated password that signs in', async () => {
    await emptyUsers();
    const first = await ensureAdminAccount(t.db, {});
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const rows = await t.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'admin',
      role: 'direction',
      firstName: 'Administrateur',
      lastName: 'Pelote',
      email: 'admin@pelote.local',
      nationalite: 'FR',
      magasinId: null,
      isActive: true,
    });
    expect(rows[0]?.passwordHash).not.toContain(first.generatedPassword);

    // Its journal row: written by the server (no user, source systeme), without the password.
    const logged = await t.db
      .select()
      .from(journal)
      .where(and(eq(journal.entite, 'utilisateur'), eq(journal.entiteId, String(rows[0]?.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'creation', userId: null, role: null, source: 'systeme' });
    expect(JSON.stringify(logged[0])).not.toContain(first.generatedPassword);

    const session = await t.login('admin', first.generatedPassword ?? '');
    const info = await t.inject({ method: 'GET', url: '/api/Users/info-user/', headers: session.headers });
    expect(info.json()).toMatchObject({ username: 'admin', role: 'direction', is_staff: true });

    expect(await ensureAdminAccount(t.db, {})).toEqual({ created: false });
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('generates a different password on each fresh database', async () => {
    await emptyUsers();
    const a = await ensureAdminAccount(t.db);
    await emptyUsers();
    const b = await ensureAdminAccount(t.db);
    expect(a.generatedPassword).not.toBe(b.generatedPassword);
  });

  it('uses ADMIN_PASSWORD when given, and returns no password', async () => {
    await emptyUsers();
    const result = await ensureAdminAccount(t.db, { password: t.config.adminPassword });
    expect(result).toEqual({ created: true });
    await expect(t.login('admin', 'choisi-par-exploitant')).resolves.toBeTruthy();
  });

  it('does nothing while any user exists, even a deleted one', async () => {
    await emptyUsers();
    const someone = await t.createUser({ username: 'awa' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, someone.id));
    expect(await ensureAdminAccount(t.db, { password: 'choisi-par-exploitant' })).toEqual({ created: false });
    expect(await t.db.select().from(users).where(eq(users.username, 'admin'))).toHaveLength(0);
  });
});
