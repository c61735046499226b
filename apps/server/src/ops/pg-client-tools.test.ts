import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { majorOf, pickClientTool } from './pg-client-tools.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-pg-tools-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pickClientTool', () => {
  const tools = [
    { path: '/usr/bin/pg_dump', major: 15 },
    { path: '/usr/lib/postgresql/17/bin/pg_dump', major: 17 },
    { path: '/usr/lib/postgresql/19/bin/pg_dump', major: 19 },
  ];

  it("takes the server's major version when there is one", () => {
    expect(pickClientTool(tools, 15)).toEqual(tools[0]);
    expect(pickClientTool(tools, 17)).toEqual(tools[1]);
  });

  it('else the oldest newer one, which still reads an older server', () => {
    expect(pickClientTool(tools, 16)).toEqual(tools[1]);
    expect(pickClientTool(tools, 18)).toEqual(tools[2]);
  });

  it('takes none when every one is older than the server, or there is none', () => {
    expect(pickClientTool(tools, 20)).toBeNull();
    expect(pickClientTool([], 18)).toBeNull();
  });
});

describe('majorOf', () => {
  it('reads the major version that a client tool prints', () => {
    const fake = path.join(dir, 'pg_dump');
    fs.writeFileSync(fake, '#!/bin/sh\necho "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"\n', {
      mode: 0o755,
    });
    expect(majorOf(fake)).toBe(15);
  });

  it('gives null for a tool that is not there', () => {
    expect(majorOf(path.join(dir, 'absent'))).toBeNull();
  });
});
