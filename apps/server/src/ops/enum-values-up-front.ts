/**
 * PostgreSQL refuses a value that `ALTER TYPE … ADD VALUE` added until its transaction commits
 * ('unsafe use of new value'), even for a type created in that same transaction. A schema rebuilt
 * from the migrations inside the one transaction that then writes the rows (a restore) would refuse
 * every row holding such a value (a return's `retour` movement). This moves each value a migration
 * adds to a type created earlier in the same statements into that type's `CREATE TYPE`, in the
 * order it was added (at the end, as `ADD VALUE` without BEFORE or AFTER puts it); the `ALTER TYPE`
 * becomes an empty statement, so the statements keep their places. Any other form is left as it is.
 */

const CREATE_ENUM = /^\s*CREATE TYPE ((?:"[^"]+"\.)?"[^"]+") AS ENUM\s*\(([^)]*)\)\s*;?\s*$/i;
const ADD_VALUE =
  /^\s*ALTER TYPE ((?:"[^"]+"\.)?"[^"]+") ADD VALUE (?:IF NOT EXISTS )?('(?:[^']|'')*')\s*;?\s*$/i;
const QUOTED = /'(?:[^']|'')*'/g;

export function enumValuesUpFront(statements: readonly string[]): string[] {
  const out = [...statements];
  const types = new Map<string, { at: number; values: string[]; added: boolean }>();
  out.forEach((statement, at) => {
    const created = CREATE_ENUM.exec(statement);
    if (created?.[1] && created[2] !== undefined) {
      types.set(created[1], { at, values: created[2].match(QUOTED) ?? [], added: false });
      return;
    }
    const added = ADD_VALUE.exec(statement);
    const type = added?.[1] ? types.get(added[1]) : undefined;
    if (!added?.[2] || !type) return;
    if (!type.values.includes(added[2])) type.values.push(added[2]);
    type.added = true;
    out[at] = '';
  });
  for (const [name, type] of types) {
    if (type.added) out[type.at] = `CREATE TYPE ${name} AS ENUM(${type.values.join(', ')});`;
  }
  return out;
}
