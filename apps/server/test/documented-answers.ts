import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer of an API test checked against the API's description (GET /api/docs/json), as a
 * client generated from it would read it: its status is one the operation documents, its content
 * type one documented for that status, and a JSON body valid against that schema (a field the
 * schema does not declare included). One `onSend` hook on the test app records what does not fit;
 * `createTestApp`'s `inject` then fails the test that made the call.
 */

type Media = { schema?: object };
type Answer = { content?: Record<string, Media> };
type Operation = { responses?: Record<string, Answer> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * The answers checked, by API path: every route's (the whole API suite passes with it). A narrower
 * list can be given to `checkDocumentedAnswers` (its own test does).
 */
export const CHECKED_PATHS: readonly RegExp[] = [/^\/api\//];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** `/api/Ventes/:id` → `/api/Ventes/{id}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function isEmpty(payload: unknown): boolean {
  return (
    payload === undefined ||
    payload === null ||
    payload === '' ||
    (Buffer.isBuffer(payload) && payload.length === 0)
  );
}

/** What is wrong with one answer, or null when the document describes it. */
export function answerProblem(
  document: OpenApiDocument,
  answer: { method: string; url: string; status: number; contentType: string | undefined; payload: unknown },
): string | null {
  const where = `${answer.method} ${answer.url} → ${answer.status}`;
  const operation = document.paths[documentPath(answer.url)]?.[answer.method.toLowerCase()];
  if (!operation) return `${where} : opération absente de la description`;
  const status = String(answer.status);
  const documented = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`];
  if (!documented) return `${where} : statut non décrit`;
  // No body goes out with a 204 or a 304, whatever the serializer wrote.
  if ((isEmpty(answer.payload) || status === '204' || status === '304') && !documented.content) return null;
  const type = answer.contentType?.split(';')[0]?.trim() ?? '';
  const media = documented.content?.[type];
  if (!media)
    return `${where} : type de contenu '${type}' non décrit (${Object.keys(documented.content ?? {}).join(', ') || 'aucun corps'})`;
  if (type !== 'application/json' || typeof payload(answer.payload) !== 'string' || !media.schema)
    return null;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(payload(answer.payload) as string))) return null;
  return `${where} : corps non conforme : ${ajv.errorsText(validate.errors, { dataVar: 'réponse' })}`;
}

const payload = (value: unknown) => (Buffer.isBuffer(value) ? value.toString('utf8') : value);

/**
 * Adds the hook to `app` (before it is ready). `problems()` gives and forgets what it found since
 * the last call.
 */
export function checkDocumentedAnswers(app: FastifyInstance, paths: readonly RegExp[] = CHECKED_PATHS) {
  let found: string[] = [];
  let document: OpenApiDocument | null = null;
  app.addHook('onSend', async (request, reply, body) => {
    const url = request.routeOptions.url;
    if (!url || request.routeOptions.schema?.hide || !paths.some((path) => path.test(url))) return body;
    document ??= app.swagger() as unknown as OpenApiDocument;
    const problem = answerProblem(document, {
      method: request.method,
      url,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      payload: body,
    });
    if (problem) found.push(problem);
    return body;
  });
  return {
    problems(): string[] {
      const problems = found;
      found = [];
      return problems;
    },
  };
}
