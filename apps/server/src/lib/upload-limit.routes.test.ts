import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMPORT_PATHS, SHOP_PATHS } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * An upload past its limit is refused while it is still coming in: the 413 reaches a client that
 * streams 50 MB before it has sent 10 MB, and the server then closes the connection rather than
 * read the rest. Over a real socket (an injected request has no bytes in flight).
 */

const MB = 1024 * 1024;
const TOTAL = 50 * MB;
let t: TestApp;
let headers: Record<string, string>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('direction')).headers;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

type Outcome = { status: number; sentWhenAnswered: number; sentInAll: number; detail: string };

/** Streams a multipart body of a 50 MB file to `path`, counting the bytes the client has written. */
function streamUpload(path: string, field: string, declareLength: boolean): Promise<Outcome> {
  const boundary = `pelote-${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="grand.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: { status: number; sentWhenAnswered: number; body: string } | null = null;
    let closed = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(head.length + TOTAL + tail.length) } : {}),
      },
    });
    const finish = () => {
      if (answer && closed)
        resolve({
          status: answer.status,
          sentWhenAnswered: answer.sentWhenAnswered,
          sentInAll: sent,
          detail: (JSON.parse(answer.body) as { detail: string }).detail,
        });
    };
    request.on('response', (response) => {
      const found = { status: response.statusCode ?? 0, sentWhenAnswered: sent, body: '' };
      answer = found;
      response.on('data', (data: Buffer) => {
        found.body += data.toString();
      });
      response.on('end', finish);
    });
    // Once answered, the server closing the connection ends the writes (EPIPE, ECONNRESET).
    request.on('error', (error) => (answer ? undefined : reject(error)));
    request.on('close', () => {
      closed = true;
      finish();
    });
    const write = () => {
      while (!request.destroyed && sent < TOTAL) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!request.destroyed) request.end(tail);
    };
    request.write(head);
    write();
  });
}

describe('an upload past its limit', () => {
  for (const [name, path, field] of [
    ['a shop photo', SHOP_PATHS.uploadPhoto, 'photo'],
    ['an article import', `${IMPORT_PATHS.articles}?type=laine`, 'fichier'],
  ] as const) {
    for (const declareLength of [false, true]) {
      it(`${name}, ${declareLength ? 'its length declared' : 'sent in chunks'}: a 413 before 10 MB, then the connection closed`, async () => {
        const outcome = await streamUpload(`/api${path}`, field, declareLength);
        expect(outcome.status).toBe(413);
        expect(outcome.detail).toMatch(/trop volumineu/);
        expect(outcome.sentWhenAnswered).toBeLessThan(10 * MB);
        // The server stopped reading: the client could not send the whole 50 MB.
        expect(outcome.sentInAll).toBeLessThan(TOTAL);
      });
    }
  }
});
