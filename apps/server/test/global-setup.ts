import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { databaseUrl, pgAdminUrl, withAdminClient } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one template database per engine, once per run. Each test file then starts from a
 * clone of it: a PGlite dump loaded in memory, or a PostgreSQL database created from the template.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.PELOTE_TEST_DB;
  if (engine === 'postgres') {
    const template = `pelote_tpl_${process.pid}`;
    try {
      await withAdminClient((c) => c.query(`drop database if exists ${template}`));
      await withAdminClient((c) => c.query(`create database ${template}`));
    } catch (error) {
      throw new Error(
        `La suite PostgreSQL n'a pas pu joindre ${pgAdminUrl} (TEST_DATABASE_URL) : ${(error as Error).message}`,
      );
    }
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(template), poolSize: 1 });
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await withAdminClient((c) => c.query(`drop database if exists ${template} with (force)`));
    };
  }

  const database = await openDatabase({ kind: 'pglite-memory' });
  const dump = await database.pglite?.dumpDataDir('gzip');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const file = path.join(os.tmpdir(), `pelote-template-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
