import {
  ARTICLE_KINDS,
  ARTICLE_MESSAGES,
  hasValidCheckDigit,
  internalBarcode,
  isInternalCode,
} from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { useDirectionApp } from '../../../test/signed-in-app.test-support.ts';

/**
 * Barcodes stay unique when articles are created at the same moment (on PostgreSQL the requests
 * really overlap; PGlite runs them one after the other): codes given by the database never collide,
 * and of twenty creations with one supplier code exactly one wins.
 */

const AT_ONCE = 20;
const c = useDirectionApp();

const createKit = (n: number, code_barre?: string) =>
  c.t.inject({
    method: 'POST',
    url: `/api${ARTICLE_KINDS.kit.api.create}`,
    headers: c.direction,
    payload: { ...ARTICLE_BODIES.kit, nom: `Kit simultané ${n}`, ...(code_barre ? { code_barre } : {}) },
  });

describe('barcodes under concurrent creations', () => {
  it(`gives ${AT_ONCE} articles created at once without a code ${AT_ONCE} distinct valid internal codes`, async () => {
    const responses = await Promise.all(Array.from({ length: AT_ONCE }, (_, n) => createKit(n)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(AT_ONCE).fill(201));
    const codes = responses.map((r) => r.json().code_barre as string);
    expect(new Set(codes).size).toBe(AT_ONCE);
    for (const code of codes) {
      expect(code).toMatch(/^2\d{12}$/);
      expect(hasValidCheckDigit(code)).toBe(true);
      expect(isInternalCode(code)).toBe(true);
      // The database's generator and the shared one agree.
      expect(internalBarcode(Number(code.slice(1, 12)))).toBe(code);
    }
  });

  it(`lets exactly one of ${AT_ONCE} creations with the same supplier code through, the others 409`, async () => {
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, n) => createKit(n, '5449000000996')),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(AT_ONCE - 1).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().detail).toBe(ARTICLE_MESSAGES.barcodeTaken);
    }
  });
});

describe('a supplier code of 8, 12 or 13 digits', () => {
  it('is refused with a wrong check digit, on creation and on an edit, and nothing is written', async () => {
    const bad = await createKit(99, '3017620422004');
    expect([bad.statusCode, bad.json().detail]).toEqual([400, ARTICLE_MESSAGES.barcodeCheckDigit]);
    expect(bad.json().errors).toEqual({ code_barre: ARTICLE_MESSAGES.barcodeCheckDigit });
    const kit = await createKit(100);
    const edit = await c.t.inject({
      method: 'PUT',
      url: `/api${ARTICLE_KINDS.kit.api.edit}/${kit.json().id}`,
      headers: c.direction,
      payload: { ...ARTICLE_BODIES.kit, code_barre: '96385075' },
    });
    expect([edit.statusCode, edit.json().detail]).toEqual([400, ARTICLE_MESSAGES.barcodeCheckDigit]);
    const list = await c.t.inject({
      method: 'GET',
      url: `/api${ARTICLE_KINDS.kit.api.list}`,
      headers: c.direction,
      query: { nom: 'Kit simultané 99' },
    });
    expect(list.json().count).toBe(0);
  });

  it('is taken with a valid one (EAN-8, UPC-A), and other digits count as Code 128 text', async () => {
    for (const code of ['96385074', '036000291452', '12345']) {
      const response = await createKit(200, code);
      expect([response.statusCode, response.json().code_barre]).toEqual([201, code]);
    }
  });
});
