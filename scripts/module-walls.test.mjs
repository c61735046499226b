import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph, moduleLayers, serverImports, wallViolations } from './module-walls.mjs';

let server;

/** A small server tree: `files` maps a path under apps/server to its source. */
function plant(files) {
  server = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-walls-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
    fs.writeFileSync(path.join(server, file), text);
  }
  return wallViolations(serverImports(server));
}

afterEach(() => fs.rmSync(server, { recursive: true, force: true }));

const healthy = {
  'src/app.ts': "import { salesRoutes } from './modules/sales/index.ts';\n",
  'src/lib/errors.ts': 'export const notFound = 1;\n',
  'src/modules/stock/index.ts': "export { changeStock } from './ledger.ts';\n",
  'src/modules/stock/ledger.ts':
    "import { notFound } from '../../lib/errors.ts';\nexport const changeStock = notFound;\n",
  'src/modules/stock/stock.test-support.ts': 'export const addStock = 1;\n',
  'src/modules/sales/index.ts': "export { salesRoutes } from './sales.routes.ts';\n",
  'src/modules/sales/sales.routes.ts':
    "import { changeStock } from '../stock/index.ts';\nimport type { X } from './sale.ts';\nexport const salesRoutes = changeStock;\n",
  'src/modules/sales/sales.routes.test.ts':
    "import { addStock } from '../stock/stock.test-support.ts';\nimport { salesRoutes } from './sales.routes.ts';\n",
};

describe('the module walls', () => {
  it('let a module reach another through its face, and tests use its test support', () => {
    expect(plant(healthy)).toEqual([]);
  });

  it("refuse an import of another module's inside, naming the file and the face to use", () => {
    const problems = plant({
      ...healthy,
      'src/modules/sales/sale.ts': "import { changeStock } from '../stock/ledger.ts';\n",
    });
    expect(problems).toEqual([
      `modules${path.sep}sales${path.sep}sale.ts → modules${path.sep}stock${path.sep}ledger.ts : passer par modules/stock/index.ts.`,
    ]);
  });

  it("refuse a test's import of another module's inside other than its test support", () => {
    const problems = plant({
      ...healthy,
      'src/modules/sales/sales.routes.test.ts': "import { changeStock } from '../stock/ledger.ts';\n",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('passer par modules/stock/index.ts');
  });

  it('refuse lib/ importing a module, even through its face', () => {
    const problems = plant({
      ...healthy,
      'src/lib/errors.ts': "import { changeStock } from '../modules/stock/index.ts';\n",
    });
    expect(problems).toEqual([expect.stringContaining("lib/ et db/ n'importent aucun module")]);
  });

  it("refuse a module's file importing its own face", () => {
    const problems = plant({
      ...healthy,
      'src/modules/stock/lots.ts': "import { changeStock } from './index.ts';\n",
    });
    expect(problems).toEqual([expect.stringContaining("un module n'importe pas sa propre face")]);
  });

  it('refuse a cycle between modules, faces or not', () => {
    const problems = plant({
      ...healthy,
      'src/modules/stock/ledger.ts':
        "import { salesRoutes } from '../sales/index.ts';\nexport const changeStock = 1;\n",
    });
    expect(problems).toEqual(["modules pris dans un cycle d'imports : sales, stock."]);
  });
});

describe('the module graph', () => {
  it('finds each group of modules in a cycle once, and layers a graph without one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
    const layered = new Map([
      ['journal', new Set()],
      ['stock', new Set(['journal'])],
      ['sales', new Set(['stock', 'journal'])],
    ]);
    expect(moduleLayers(layered)).toEqual([['journal'], ['stock'], ['sales']]);
    expect(moduleGraph([]).size).toBe(0);
  });

  it("holds on Pelote's own server: the check exits 0", () => {
    server = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-walls-'));
    const script = fileURLToPath(new URL('module-walls.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
