import { ARTICLE_KINDS, ARTICLE_MESSAGES } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { useDirectionApp } from '../../../test/signed-in-app.test-support.ts';

/** Every article's barcode: given (EAN/UPC/Code 128 text) or internal, unique across the catalogue. */

const c = useDirectionApp();

const create = (kind: 'laine' | 'kit', body: Record<string, unknown>) =>
  c.t.inject({
    method: 'POST',
    url: `/api${ARTICLE_KINDS[kind].api.create}`,
    headers: c.direction,
    payload: { ...ARTICLE_BODIES[kind], ...body },
  });

describe('code_barre on the catalogue', () => {
  it('takes the supplier’s code, gives an internal EAN-13 otherwise, and keeps it on an edit without one', async () => {
    const given = await create('laine', { nom: 'Mérinos fournisseur', code_barre: ' 3017620422003 ' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().code_barre).toBe('3017620422003');
    const internal = await create('kit', { nom: 'Kit sans code' });
    expect(internal.json().code_barre).toMatch(/^2\d{12}$/);
    const edited = await c.t.inject({
      method: 'PUT',
      url: `/api${ARTICLE_KINDS.kit.api.edit}/${internal.json().id}`,
      headers: c.direction,
      payload: { ...ARTICLE_BODIES.kit, nom: 'Kit renommé' },
    });
    expect(edited.json()).toMatchObject({ nom: 'Kit renommé', code_barre: internal.json().code_barre });
  });

  it('refuses a code another article has (409) and a malformed one (400), in French', async () => {
    const taken = await create('kit', { nom: 'Autre', code_barre: '3017620422003' });
    expect([taken.statusCode, taken.json().detail]).toEqual([409, ARTICLE_MESSAGES.barcodeTaken]);
    for (const code_barre of ['12 34', 'é'.repeat(3), 'x'.repeat(49)]) {
      const bad = await create('kit', { nom: 'Mauvais code', code_barre });
      expect([bad.statusCode, bad.json().detail]).toEqual([400, ARTICLE_MESSAGES.barcodeInvalid]);
    }
  });
});
