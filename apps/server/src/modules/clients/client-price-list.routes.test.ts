import { CLIENT_PATHS } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import {
  createClient,
  createPriceList,
  journalRows,
  resellerBody,
  usePriceListsContext,
} from '../price-lists/price-lists.test-support.ts';

/**
 * A client's price list ('Tarif'): none unless direction gives one; the specification's payloads,
 * which never name it, keep working and keep it; a gerant may not change it.
 */

const c = usePriceListsContext();

const edit = (id: number, payload: Record<string, unknown>, headers = c.direction) =>
  c.t.inject({
    method: 'PUT',
    url: `/api${CLIENT_PATHS.edit}/${id}`,
    headers,
    payload: { nom: 'Koné', prenom: 'Aya', contact: '0707070707', ...payload },
  });

const clientCount = async () => (await c.t.db.select({ n: count() }).from(clients))[0]?.n;

describe("a client's price list", () => {
  it('is none for a payload of the specification; direction gives one, an edit without it keeps it, null takes it off', async () => {
    const reseller = await createPriceList(c, resellerBody(c));
    const plain = await createClient(c);
    expect(plain.tarif).toBeNull();
    const given = await edit(plain.id, { tarif: reseller.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().tarif).toBe(reseller.id);
    const kept = await edit(plain.id, { profession: 'Couturière' });
    expect(kept.json()).toMatchObject({ tarif: reseller.id, profession: 'Couturière' });
    const detail = await c.t.inject({
      method: 'GET',
      url: `/api${CLIENT_PATHS.detail}/${plain.id}`,
      headers: c.gerant,
    });
    expect(detail.json().tarif).toBe(reseller.id);
    const removed = await edit(plain.id, { tarif: null });
    expect(removed.json().tarif).toBeNull();
    const rows = await journalRows(c, 'client', plain.id);
    expect(rows[1]?.changements).toMatchObject({ tarif: { avant: null, apres: reseller.id } });
    expect(rows[3]?.changements).toMatchObject({ tarif: { avant: reseller.id, apres: null } });

    const created = await createClient(c, { nom: 'Bamba', tarif: reseller.id });
    expect(created.tarif).toBe(reseller.id);
  });

  it('refuses an unknown or deleted list (400 under tarif) and a wrong value, writing nothing', async () => {
    const before = await clientCount();
    const unknown = await c.t.inject({
      method: 'POST',
      url: `/api${CLIENT_PATHS.create}`,
      headers: c.direction,
      payload: { nom: 'Diallo', prenom: 'Awa', contact: '0101010101', tarif: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      detail: 'Tarif non trouvé',
      errors: { tarif: 'Tarif non trouvé' },
    });
    const wrong = await c.t.inject({
      method: 'POST',
      url: `/api${CLIENT_PATHS.create}`,
      headers: c.direction,
      payload: { nom: 'Diallo', prenom: 'Awa', contact: '0101010101', tarif: 'revendeuse' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ tarif: 'Tarif invalide' });
    expect(await clientCount()).toBe(before);
  });

  it("is direction's: a gerant who would change it is refused (403), one who leaves it out keeps it", async () => {
    const list = await createPriceList(c, resellerBody(c, { nom: 'Grossiste' }));
    const client = await createClient(c, { nom: 'Ouattara', tarif: list.id });
    const refused = await edit(client.id, { nom: 'Ouattara', tarif: null }, c.gerant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Seule la direction attribue un tarif à un client');
    const [row] = await c.t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.tarifId).toBe(list.id);
    const same = await edit(client.id, { nom: 'Ouattara', tarif: list.id }, c.gerant);
    expect(same.statusCode).toBe(200);
    const kept = await edit(client.id, { nom: 'Ouattara', adresse: 'Cocody' }, c.gerant);
    expect(kept.json()).toMatchObject({ tarif: list.id, adresse: 'Cocody' });
    const before = await clientCount();
    const create = await c.t.inject({
      method: 'POST',
      url: `/api${CLIENT_PATHS.create}`,
      headers: c.gerant,
      payload: { nom: 'Yao', prenom: 'Ama', contact: '0505050505', tarif: list.id },
    });
    expect(create.statusCode).toBe(403);
    expect(await clientCount()).toBe(before);
  });
});
