import type { TillMovement, TillSession, TillSessionDetail } from '@pelote/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/matrix-harness.ts';
import { postAs, useTwoShops } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { photos } from '../../db/schema/shop-photos.ts';
import { jpeg, png } from '../shops/shop-photo.test-support.ts';

/**
 * The photo of a cash-out's receipt: judged by its bytes (a disguised file is 415), 2 MB at most
 * (413), kept by its content, named by the cash-out (the JSON cash-out otherwise unchanged), served
 * back to those who may see the till, and kept from the purge of orphan photos while named.
 */

const c = useTwoShops();

const upload = (
  bytes: Buffer,
  options: { headers?: Record<string, string>; filename?: string; key?: string } = {},
) => {
  const body = multipart({
    field: 'photo',
    filename: options.filename ?? 'ticket.png',
    contentType: 'image/png',
    bytes,
  });
  return c.t.inject({
    method: 'POST',
    url: '/api/Caisses/justificatifs',
    headers: {
      ...(options.headers ?? c.gerant),
      'content-type': body.contentType,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body.payload,
  });
};

const photoCount = async () => (await c.t.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

/** Shop A's till, opened once with 100 000,00 FCFA. */
let session: TillSession | undefined;
async function tillOfA(): Promise<TillSession> {
  if (session) return session;
  const opened = await postAs(c, '/api/Caisses/ouvrir', { magasin: c.shopA.id, fond_de_caisse: 10_000_000 });
  expect(opened.statusCode, opened.body).toBe(201);
  session = opened.json() as TillSession;
  return session;
}

const cashOut = async (body: Record<string, unknown>) =>
  postAs(
    c,
    `/api/Caisses/${(await tillOfA()).id}/mouvements`,
    { sens: 'sortie', montant: 150_000, ...body },
    {
      headers: c.gerant,
    },
  );

describe('a receipt photo', () => {
  it('refuses a file that is no image whatever its name and type (415), and one over 2 MB (413), storing nothing', async () => {
    const before = await photoCount();
    const disguised = await upload(Buffer.from('<html><script>alert(1)</script></html>'), {
      filename: 'recu.png',
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().detail).toBe(
      'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp',
    );
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Le fichier est trop volumineux. Taille maximum: 2MB');
    const none = await c.t.inject({
      method: 'POST',
      url: '/api/Caisses/justificatifs',
      headers: c.gerant,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(await photoCount()).toBe(before);
  });

  it('takes a PNG and a JPEG, names them in cash-outs and serves each back to its till only', async () => {
    for (const [bytes, type] of [
      [png(), 'image/png'],
      [jpeg(), 'image/jpeg'],
    ] as const) {
      const sent = await upload(bytes);
      expect(sent.statusCode, sent.body).toBe(201);
      const { justificatif } = sent.json() as { justificatif: string };
      expect(sent.json()).toEqual({ justificatif, type, taille: bytes.length });

      const out = await cashOut({ categorie: 'transport', justificatif });
      expect(out.statusCode, out.body).toBe(201);
      const movement = out.json() as TillMovement;
      expect(movement.justificatif_url).toBe(`/api/Caisses/mouvements/${movement.id}/justificatif`);

      const served = await c.t.inject({
        method: 'GET',
        url: movement.justificatif_url ?? '',
        headers: c.gerant,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('private');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const again = await c.t.inject({
        method: 'GET',
        url: movement.justificatif_url ?? '',
        headers: { ...c.direction, 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);

      const otherShop = (await c.t.signedIn('gerant', { magasinId: c.shopB.id })).headers;
      const refused = await c.t.inject({
        method: 'GET',
        url: movement.justificatif_url ?? '',
        headers: otherShop,
      });
      expect(refused.statusCode).toBe(403);
      expect((await c.t.inject({ method: 'GET', url: movement.justificatif_url ?? '' })).statusCode).toBe(
        401,
      );
    }
    const detail = (
      await c.t.inject({ method: 'GET', url: `/api/Caisses/${(await tillOfA()).id}`, headers: c.gerant })
    ).json() as TillSessionDetail;
    expect(detail.mouvements.filter((m) => m.justificatif_url !== null)).toHaveLength(2);
  });

  it('keeps the JSON cash-out as it was: without a photo it has none, and its address answers 404', async () => {
    const out = await cashOut({ motif: 'Sacs en papier' });
    expect(out.statusCode, out.body).toBe(201);
    const movement = out.json() as TillMovement;
    expect(movement.justificatif_url).toBeNull();
    const missing = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/mouvements/${movement.id}/justificatif`,
      headers: c.gerant,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Justificatif non trouvé');
  });

  it('refuses a photo the server does not hold, and a photo on cash put in, writing nothing', async () => {
    const unknown = await cashOut({ categorie: 'repas', justificatif: 'a'.repeat(32) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe("Cette photo n'a pas été envoyée : envoyez-la à nouveau");
    const { justificatif } = (await upload(png())).json() as { justificatif: string };
    const cashIn = await postAs(
      c,
      `/api/Caisses/${(await tillOfA()).id}/mouvements`,
      { sens: 'entree', montant: 100, motif: 'Monnaie', justificatif },
      { headers: c.gerant },
    );
    expect(cashIn.statusCode).toBe(400);
    expect(cashIn.body).toContain('Seule une sortie de caisse a un justificatif');
  });

  it('answers an upload sent twice under one key once, with one journal row', async () => {
    const bytes = png();
    const rows = async () =>
      (await c.t.db.select({ n: count() }).from(journal).where(eq(journal.entite, 'photo')))[0]?.n ?? 0;
    const before = await rows();
    const first = await upload(bytes, { key: 'recu-deux-fois' });
    const second = await upload(bytes, { key: 'recu-deux-fois' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await rows()).toBe(before + 1);
  });

  it('leaves a photo a cash-out names to the purge of day-old orphans, which takes the others', async () => {
    const named = (await upload(png())).json() as { justificatif: string };
    expect((await cashOut({ categorie: 'fournitures', justificatif: named.justificatif })).statusCode).toBe(
      201,
    );
    const orphan = (await upload(png())).json() as { justificatif: string };
    await c.t.db.execute(sql`update photos set televersee_le = now() - interval '2 days'`);
    expect((await upload(png())).statusCode).toBe(201);
    const kept = async (etag: string) =>
      (await c.t.db.select().from(photos).where(eq(photos.etag, etag))).length;
    expect(await kept(named.justificatif)).toBe(1);
    expect(await kept(orphan.justificatif)).toBe(0);
  });
});
