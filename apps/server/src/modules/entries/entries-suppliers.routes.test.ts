import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { createSupplier } from '../suppliers/suppliers.test-support.ts';
import * as support from './entries.test-support.ts';

/**
 * A delivery names its supplier: by its record (`fournisseur_id`, the entry then carries the
 * supplier's name), or in free text as the specification writes it — linked to the supplier whose
 * name it is (trimmed, any case), else kept as typed with no record.
 */

const c = support.useEntriesContext();

const post = async (changes: support.Payload) => {
  const response = await support.postEntry(c, support.formPayload(c, changes));
  return { status: response.statusCode, body: response.json() };
};

describe('the supplier of a delivery', () => {
  it("takes a supplier record: the entry is linked and carries the supplier's name", async () => {
    const supplier = await createSupplier(c, { nom: 'Filature du Bandama' });
    const { status, body } = await post({ fournisseur: undefined, fournisseur_id: supplier.id });
    expect(status).toBe(201);
    expect(body).toMatchObject({ fournisseur: 'Filature du Bandama', fournisseur_id: supplier.id });

    // With a typed name too, the record's name wins.
    const both = await post({ fournisseur: 'autre chose', fournisseur_id: supplier.id });
    expect(both.body).toMatchObject({ fournisseur: 'Filature du Bandama', fournisseur_id: supplier.id });

    const detail = await getAs(c, support.detailUrl(body.id), c.gerant);
    expect(detail.json()).toMatchObject({ fournisseur_id: supplier.id });
    const list = await getAs(c, `${support.LIST_URL}?fournisseur=bandama`);
    expect(list.json().results.map((entry: { fournisseur_id: number }) => entry.fournisseur_id)).toEqual([
      supplier.id,
      supplier.id,
    ]);
    const [row] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(and(eq(journal.entite, 'entree'), eq(journal.entiteId, String(body.id))));
    expect(row?.changements).toMatchObject({ fournisseur_id: { avant: null, apres: supplier.id } });
  });

  it("keeps the specification's free-text supplier: 201, linked only when a supplier has that name", async () => {
    const free = await post({ fournisseur: 'Marché de Treichville' });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ fournisseur: 'Marché de Treichville', fournisseur_id: null });

    const supplier = await createSupplier(c, { nom: 'Laines de Cocody' });
    const named = await post({ fournisseur: '  LAINES de cocody ' });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ fournisseur: 'LAINES de cocody', fournisseur_id: supplier.id });
  });

  it('refuses an unknown or deleted supplier record (404) and a delivery naming none (400), writing nothing', async () => {
    const supplier = await createSupplier(c, { nom: 'Mercerie fermée' });
    await c.t.inject({ method: 'DELETE', url: `/api/Fournisseurs/${supplier.id}`, headers: c.direction });
    const before = await getAs(c, support.LIST_URL);

    const gone = await post({ fournisseur_id: supplier.id });
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe('Fournisseur non trouvé');
    const unknown = await post({ fournisseur_id: 999_999 });
    expect(unknown.status).toBe(404);
    const none = await post({ fournisseur: '  ', fournisseur_id: null });
    expect(none.status).toBe(400);
    expect(none.body.errors).toMatchObject({ fournisseur: 'Le fournisseur est requis' });
    const bad = await post({ fournisseur_id: 'abc' });
    expect(bad.status).toBe(400);

    expect((await getAs(c, support.LIST_URL)).json().count).toBe(before.json().count);
  });
});
