import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { editBody, type Headers, NOT_SIGNED_IN, useUsersAdmin } from './users-admin.test-support.ts';

/** Sessions ending on account changes, self-protection and the last direction account. */

const { c, list, update, remove, infoUser, signedInGerant } = useUsersAdmin();
let t: TestApp;
let shopId: number;
let otherShopId: number;
beforeAll(() => {
  ({ t, shopId, otherShopId } = c);
});

describe('sessions end at once', () => {
  async function expectSignedOut(session: { headers: Headers; refresh_token: string }) {
    const response = await infoUser(session.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  }

  it('when the user is deactivated', async () => {
    const gerant = await signedInGerant();
    expect((await infoUser(gerant.headers)).statusCode).toBe(200);
    expect((await update(gerant.user.id, editBody(gerant.user, { is_active: false }))).statusCode).toBe(200);
    await expectSignedOut(gerant);
    // Reactivated, the old sessions stay ended.
    expect((await update(gerant.user.id, editBody(gerant.user, { is_active: true }))).statusCode).toBe(200);
    expect((await infoUser(gerant.headers)).statusCode).toBe(401);
  });

  it('when the role changes', async () => {
    const gerant = await signedInGerant();
    const response = await update(gerant.user.id, editBody(gerant.user, { role: 'direction' }));
    expect(response.statusCode).toBe(200);
    await expectSignedOut(gerant);
  });

  it('when the shop changes', async () => {
    const gerant = await signedInGerant();
    expect((await update(gerant.user.id, editBody(gerant.user, { magasin: otherShopId }))).statusCode).toBe(
      200,
    );
    await expectSignedOut(gerant);
  });

  it('when the password changes; the new one signs in', async () => {
    const gerant = await signedInGerant();
    const password = 'tout-nouveau-mdp';
    const response = await update(
      gerant.user.id,
      editBody(gerant.user, { password, confirmPassword: password }),
    );
    expect(response.statusCode).toBe(200);
    await expectSignedOut(gerant);
    await expect(t.login(gerant.user.username, gerant.user.password)).rejects.toThrow(/401/);
    await expect(t.login(gerant.user.username, password)).resolves.toBeTruthy();
  });

  it('when the user is deleted', async () => {
    const gerant = await signedInGerant();
    expect((await remove(gerant.user.id)).statusCode).toBe(200);
    await expectSignedOut(gerant);
  });

  it('but not for other changes', async () => {
    const gerant = await signedInGerant();
    const response = await update(gerant.user.id, editBody(gerant.user, { telephone: '+225 01 01 01 01' }));
    expect(response.statusCode).toBe(200);
    expect((await infoUser(gerant.headers)).statusCode).toBe(200);
  });

  it("keeps the editor's own session when they change their own password", async () => {
    const me = await t.signedIn('direction');
    const other = await t.login(me.user.username, me.user.password);
    const password = 'mon-nouveau-mdp';
    const response = await update(
      me.user.id,
      editBody(me.user, { password, confirmPassword: password }),
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect((await infoUser(me.headers)).statusCode).toBe(200);
    expect((await infoUser(other.headers)).statusCode).toBe(401);
  });
});

describe('self-protection and the last direction account', () => {
  it('nobody deletes or deactivates themselves', async () => {
    const me = await t.signedIn('direction');
    const deleted = await remove(me.user.id, me.headers);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ detail: 'Vous ne pouvez pas supprimer votre propre compte' });
    const deactivated = await update(me.user.id, editBody(me.user, { is_active: false }), me.headers);
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json()).toEqual({ detail: 'Vous ne pouvez pas désactiver votre propre compte' });
    expect((await infoUser(me.headers)).json()).toMatchObject({ is_active: true });
  });

  it('may demote themselves while another direction account stays active', async () => {
    const me = await t.signedIn('direction');
    const response = await update(
      me.user.id,
      editBody(me.user, { role: 'gerant', magasin: shopId }),
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect((await list(me.headers)).statusCode).toBe(403);
  });

  describe('alone', () => {
    let solo: TestApp;
    beforeAll(async () => {
      solo = await createTestApp();
    });
    afterAll(() => solo.close());

    it('the last active direction account cannot be demoted, deactivated or removed', async () => {
      const last = await solo.signedIn('direction');
      // Other direction accounts that do not count: inactive, or deleted.
      await solo.createUser({ role: 'direction', isActive: false });
      const deleted = await solo.createUser({ role: 'direction' });
      await solo.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

      const demoted = await solo.inject({
        method: 'PUT',
        url: `/api/Users/update-user/${last.user.id}`,
        headers: last.headers,
        payload: editBody(last.user, { role: 'gerant', magasin: (await solo.createShop()).id }),
      });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toEqual({
        detail: 'Impossible : il doit rester au moins un compte direction actif',
      });
      const [row] = await solo.db.select().from(users).where(eq(users.id, last.user.id));
      expect(row).toMatchObject({ role: 'direction', isActive: true, deletedAt: null });
    });

    it('two direction accounts demoting each other at once: only one wins', async () => {
      await solo.db.update(users).set({ isActive: false });
      const a = await solo.signedIn('direction');
      const b = await solo.signedIn('direction');
      const shop = (await solo.createShop()).id;
      const demote = (target: typeof a, by: typeof b) =>
        solo.inject({
          method: 'PUT',
          url: `/api/Users/update-user/${target.user.id}`,
          headers: by.headers,
          payload: editBody(target.user, { role: 'gerant', magasin: shop }),
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = results.map((r) => r.statusCode).sort();
      // The loser answers 409 (last direction) or 401/403 (its own session was just demoted).
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).not.toBe(200);
      const active = await solo.db.select().from(users).where(eq(users.role, 'direction'));
      expect(active.filter((u) => u.isActive && u.deletedAt === null)).toHaveLength(1);
    });
  });
});
