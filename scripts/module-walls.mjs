// The server's module walls (docs/conventions.md): run by `npm run check`, exits 1 on a broken wall.
//   1. Another module, app.ts, ops/ or demo/ reaches a module only through its face, `index.ts`.
//   2. lib/ and db/ sit below every module: they import none. A module's own files never import its face.
//   3. No cycle between modules: their imports read as layers, one way.
// Test code (*.test.ts, *.test-support.ts, apps/server/test/) may also use another
// module's test support, never its other files.
//   node scripts/module-walls.mjs            the check
//   node scripts/module-walls.mjs --report   the module graph's figures and its layers, bottom first
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']*)'|import\(\s*'(\.[^']*)'\s*\)/g;
const TEST_CODE = /\.test(?:-support)?\.ts$/;
const TEST_SUPPORT = /\.test-support\.ts$/;

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(ts|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of the server's source: `{ from, to, module, target }`, paths from `src`. */
export function serverImports(serverDir) {
  const src = path.join(serverDir, 'src');
  const moduleOf = (file) => {
    const [top, name] = path.relative(src, file).split(path.sep);
    return top === 'modules' ? name : null;
  };
  const files = [...listFiles(src), ...listFiles(path.join(serverDir, 'test'))];
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(IMPORT)].map((match) => {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]);
      return {
        from: path.relative(src, file),
        to: path.relative(src, target),
        module: moduleOf(file),
        target: moduleOf(target),
        test: TEST_CODE.test(file) || !file.startsWith(src + path.sep),
      };
    });
  });
}

/** The broken walls, each a sentence naming the import; an empty list when every wall holds. */
export function wallViolations(imports) {
  const problems = [];
  for (const edge of imports) {
    if (!edge.target) continue;
    if (edge.module === edge.target) {
      // A module's own files import each other directly: through its face they would load in a circle.
      if (path.basename(edge.to) === 'index.ts' && path.basename(edge.from) !== 'index.ts') {
        problems.push(`${edge.from} → ${edge.to} : un module n'importe pas sa propre face.`);
      }
      continue;
    }
    const below = edge.from.startsWith(`lib${path.sep}`) || edge.from.startsWith(`db${path.sep}`);
    if (below && !edge.test) {
      problems.push(`${edge.from} → ${edge.to} : lib/ et db/ n'importent aucun module.`);
      continue;
    }
    if (path.basename(edge.to) === 'index.ts') continue;
    if (edge.test && TEST_SUPPORT.test(edge.to)) continue;
    problems.push(`${edge.from} → ${edge.to} : passer par modules/${edge.target}/index.ts.`);
  }
  for (const cycle of moduleCycles(moduleGraph(imports))) {
    problems.push(`modules pris dans un cycle d'imports : ${cycle.join(', ')}.`);
  }
  return problems;
}

/** Production imports between modules: module → set of the modules it imports. */
export function moduleGraph(imports) {
  const graph = new Map();
  for (const edge of imports) {
    if (!edge.module || edge.test) continue;
    if (!graph.has(edge.module)) graph.set(edge.module, new Set());
    if (edge.target && edge.target !== edge.module) graph.get(edge.module).add(edge.target);
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan), each listed in a cycle's order. */
export function moduleCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** Layers bottom first: a module sits one above the highest module it imports. Needs no cycle. */
export function moduleLayers(graph) {
  const depth = new Map();
  const depthOf = (node, seen = new Set()) => {
    if (depth.has(node)) return depth.get(node);
    if (seen.has(node)) return 0;
    seen.add(node);
    const below = [...(graph.get(node) ?? [])].map((next) => depthOf(next, seen) + 1);
    const value = Math.max(0, ...below);
    depth.set(node, value);
    return value;
  };
  for (const node of graph.keys()) depthOf(node);
  const layers = [];
  for (const [node, value] of depth) {
    layers[value] = [...(layers[value] ?? []), node];
  }
  return layers.map((layer) => layer.sort());
}

function report(imports) {
  const graph = moduleGraph(imports);
  const internal = imports.filter(
    (e) => !e.test && e.target && e.module !== e.target && path.basename(e.to) !== 'index.ts',
  );
  const twoWay = [...graph].flatMap(([a, targets]) =>
    [...targets].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} ⇄ ${b}`),
  );
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`modules : ${graph.size}, liens entre modules : ${edges}`);
  console.log(`imports du dedans d'un autre module (code de production) : ${internal.length}`);
  console.log(`paires à double sens : ${twoWay.length}${twoWay.length ? ` (${twoWay.join(', ')})` : ''}`);
  const cycles = moduleCycles(graph);
  console.log(`cycles : ${cycles.length}${cycles.map((c) => `\n  ${c.join(', ')}`).join('')}`);
  if (cycles.length === 0) {
    for (const [i, layer] of moduleLayers(graph).entries()) console.log(`couche ${i} : ${layer.join(', ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
  const imports = serverImports(serverDir);
  if (process.argv.includes('--report')) {
    report(imports);
  } else {
    const problems = wallViolations(imports);
    for (const problem of problems) console.error(`Mur de module franchi : ${problem}`);
    if (problems.length > 0) {
      console.error(
        `${problems.length} mur(s) franchi(s) : voir docs/conventions.md, « Les couches et les murs ».`,
      );
      process.exit(1);
    }
  }
}
