import type { FastifyInstance } from 'fastify';

/**
 * Costs are direction's only: every answer to a gerant is stripped of its cost fields (`cout_*`,
 * margins) before it is serialised, whatever route built it, so no module can leak one by
 * forgetting to. Answers streamed or already serialised (CSV, PDF) hold no cost field.
 * Registered without encapsulation, like the auth plugin, so the hook covers every route.
 */

const COST_FIELD = /^(cout_|marge$|taux_marge$|faibles_marges$)/;

/** The value with every cost field removed, at any depth; the same value when it holds none. */
export function withoutCosts(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = withoutCosts(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  let changed = false;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (COST_FIELD.test(key)) {
      changed = true;
      continue;
    }
    const next = withoutCosts(field);
    if (next !== field) changed = true;
    kept[key] = next;
  }
  return changed ? kept : value;
}

async function costVisibilityImpl(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.auth?.user.role !== 'gerant') return payload;
    return withoutCosts(payload);
  });
}

export const costVisibility = Object.assign(costVisibilityImpl, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'pelote-cost-visibility',
});
