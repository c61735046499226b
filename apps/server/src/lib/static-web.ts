import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@pelote/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy sources of the scripts written inline into the built index.html
 * (the returning user's preload, apps/web/returning-user-preload.ts): each allowed by its SHA-256,
 * so that no other inline script can run. None when the web app is not built.
 */
export function inlineScriptSources(webDistDir: string): string[] {
  const file = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, every other GET path answered with
 * index.html so the client router can show the page (or its own /404). Unknown /api paths get JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasWeb = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    if (/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '') && !url.startsWith('/index.html')) {
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
