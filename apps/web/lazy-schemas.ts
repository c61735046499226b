import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Builds the app's Zod schemas when they are first used instead of when their modules load.
 *
 * A module's schemas were all built as soon as any of its exports was imported: a page that only
 * parses two answers built the dozens of schemas of every module it touched (about a fifth of the
 * main thread's script while the first screen loaded, in long tasks a phone cannot split). This
 * wraps each schema declared at a module's top level (`const x = z.…`, or a `…Schema(s)` built
 * from another) in `lazySchema(() => …)` (src/lib/lazy-schema.ts), marked pure so that an unused
 * one is still dropped. Functions, arrays and plain values are left as they are.
 *
 * Only the web app's build and its tests use it; the server builds its schemas at start-up.
 */

const HELPER = new URL('./src/lib/lazy-schema.ts', import.meta.url).pathname;
const SCHEMA_NAME = /Schemas?$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a call or member chain starts from (`z` in `z.object(…).extend(…)`). */
function rootOf(node: Node): string | null {
  let current: Node | undefined = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return null;
  }
  return null;
}

/** Whether a top-level `const name = init` builds a schema worth deferring. */
export function buildsSchema(name: string, init: Node): boolean {
  if (init.type === 'CallExpression' || init.type === 'MemberExpression') {
    const root = rootOf(init);
    return root === 'z' || (root !== null && SCHEMA_NAME.test(name));
  }
  return init.type === 'ObjectExpression' && SCHEMA_NAME.test(name);
}

/** The module with its schemas deferred (and its source map), or null when it declares none. */
export function deferSchemas(code: string, program: { body: Node[] }) {
  const edit = new MagicString(code);
  let changed = false;
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.type !== 'Identifier' || !init || !buildsSchema(id.name as string, init)) continue;
      edit.appendLeft(init.start, '/* @__PURE__ */ __lazySchema(() => (');
      edit.appendRight(init.end, '))');
      changed = true;
    }
  }
  if (!changed) return null;
  edit.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(HELPER)};\n`);
  return { code: edit.toString(), map: edit.generateMap({ hires: true }) };
}

export function lazySchemas(): Plugin {
  return {
    name: 'pelote-lazy-schemas',
    transform: {
      filter: {
        id: { include: /\.(ts|tsx)$/, exclude: /(\.test\.|test-support|\/node_modules\/|lazy-schema\.ts)/ },
        code: /from ['"]zod['"]/,
      },
      handler(code) {
        return deferSchemas(code, this.parse(code) as unknown as { body: Node[] });
      },
    },
  };
}
