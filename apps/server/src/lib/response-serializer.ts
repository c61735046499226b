import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * The answers' serializer: each answer is checked against its route's Zod schema (a field the
 * schema does not declare is dropped, a wrong one is a 500, never sent), then written as JSON.
 * The type provider's own serializer checks with Zod's `encode`, which runs without the compiled
 * fast path `parse` has: eight times slower on a list of thousands of lines (13 ms against 1.5 ms
 * for the 5,000 lines of a year of margins per article, bench/RESULTS.md section 9). The answer
 * schemas hold no codec nor transform, so both directions accept and keep the same values.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = answerSchema(schema);
  return (data) => {
    const result = safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function answerSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Schéma de réponse invalide : ${JSON.stringify(schema)}`);
}
