import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { entryCreatePayloadsSchema, entryCreateSchema, errorResponseSchema } from '@pelote/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { csvFileSchema } from '../lib/csv-stream.ts';
import { IMAGE_TYPES, imageSchema } from '../lib/image-reply.ts';
import { pdfSchema } from '../lib/pdf-reply.ts';
import { OPERATIONS } from './operations.ts';

/**
 * The API's description (GET /api/docs/json, OpenAPI 3.1), derived in this one place from what the
 * routes already declare (their Zod schemas, writeRoute's and readRoute's options): what no schema
 * says is added here, route by route, so that the document describes every answer truly:
 * - an `operationId` and a French `summary` for each operation (operations.ts);
 * - `security: []` on a public route (`config.access`), the bearer token elsewhere;
 * - the `Idempotency-Key` header of a write that takes one (`config.idempotencyKey`, never required:
 *   without it a write runs once), the file field of a multipart upload (`config.uploadField`);
 * - a PDF as `application/pdf` bytes, an image as JPEG, PNG or WebP bytes, an import's template
 *   as `text/csv`, and a list that answers `?format=csv` as `text/csv` beside its JSON;
 * - no body on a 204 or a 304, a French description on each answer, `null` in a nullable enum.
 */

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: Record<string, unknown>; schema?: Record<string, unknown> };
};

/** Each module's tag, with what it covers. */
const TAGS: Record<string, string> = {
  système: 'Santé du service',
  authentification: 'Connexion, jetons et déconnexion',
  compte: "Le compte de l'utilisateur connecté : mot de passe, profil, liens reçus par e-mail",
  utilisateurs: 'Utilisateurs et leurs rôles',
  articles: 'Catalogue : laines, accessoires, habits, trousses, kits, machines',
  etiquettes: 'Étiquettes à code-barres (PDF)',
  magasins: 'Magasins et leurs photos',
  clients: 'Clients, leurs comptes, versements et relances',
  stock: 'Stock par magasin et par bain, mouvements, ajustements, valorisation',
  entrees: 'Entrées de stock (livraisons)',
  fournisseurs: 'Fournisseurs, que les livraisons nomment',
  remises: 'Remises : plafonds, accords de la direction, codes hors ligne',
  tickets: 'Tickets de caisse et liens publics des factures',
  tarifs: 'Tarifs : prix des revendeuses, paliers de quantité, promotions datées',
  'bons de commande': 'Bons de commande aux fournisseurs : envoi, réceptions, solde du reliquat',
  réassort: 'Suggestions de réassort par magasin et fournisseur, et leurs réglages',
  ventes: 'Ventes et factures',
  avoirs: 'Retours et avoirs',
  'mises-de-cote': 'Mises de côté : articles réservés contre un acompte, retrait, annulation, expiration',
  'tableau de bord': 'Statistiques du tableau de bord et des ventes',
  statistiques: 'Marges',
  journal: 'Journal des modifications',
  caisses: 'Sessions de caisse, rapports X et Z',
  rapprochements: 'Rapprochement des relevés de mobile money avec les paiements saisis',
  import: 'Import CSV du catalogue et des clients',
  transferts: 'Transferts de stock entre magasins',
  inventaires: 'Inventaires et pertes',
  'hors ligne': 'Vente hors ligne et régularisations',
};

const ANSWERS: Record<string, string> = {
  '200': 'Succès',
  '201': 'Créé',
  '204': 'Fait, sans contenu',
  '304': "Inchangé depuis l'ETag donné (If-None-Match)",
  '400': 'Requête invalide (`detail`, et `errors` par champ)',
  '401': 'Non connecté',
  '403': 'Action non autorisée pour ce rôle ou ce magasin',
  '404': 'Introuvable',
  '409': "Conflit avec l'état présent (stock, statut, valeur déjà prise, clé réutilisée)",
  '413': 'Fichier trop volumineux',
  '415': 'Type de fichier non pris en charge',
  '429': 'Trop de tentatives',
  '503': 'Service indisponible',
};

const binary = (mediaType: string) => ({ type: 'string', format: 'binary', contentMediaType: mediaType });
const csvText = { type: 'string', contentMediaType: 'text/csv' };

export const IDEMPOTENCY_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[\\x21-\\x7e]{1,200}$',
  description:
    'Clé choisie par le client (1 à 200 caractères visibles) : la même requête renvoyée avec la même clé reçoit la première réponse, sans rien écrire de nouveau. Requise pour une vente hors ligne.',
};

/** `/api/Ventes/:id` → `/api/Ventes/{id}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The method of a route (GET for a GET with its HEAD). */
const methodOf = (method: string | string[]) =>
  (Array.isArray(method) ? (method.find((m) => m !== 'HEAD') ?? 'GET') : method).toUpperCase();

/** The route's answer `status` in the content types it is sent in. */
function answerIn(schema: JsonSchema, content: Record<string, JsonSchema>, status: string): JsonSchema {
  return {
    description: (schema.description as string | undefined) ?? ANSWERS[status] ?? 'Réponse',
    content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { schema: media }])),
  };
}

/** Whether the query takes `format=csv` (a list that exports). */
function exportsCsv(query: JsonSchema | undefined): boolean {
  const format = (query?.properties as Record<string, JsonSchema> | undefined)?.format;
  return JSON.stringify(format ?? {}).includes('"csv"');
}

function describeAnswers(input: TransformInput, transformed: JsonSchema): void {
  const original = (input.route.schema?.response ?? {}) as Record<string, unknown>;
  const answers = (transformed.response ?? {}) as Record<string, JsonSchema>;
  const csvList = exportsCsv(transformed.querystring as JsonSchema | undefined);
  for (const [status, schema] of Object.entries(answers)) {
    if (original[status] === pdfSchema) {
      answers[status] = answerIn(schema, { 'application/pdf': binary('application/pdf') }, status);
    } else if (original[status] === imageSchema) {
      answers[status] = answerIn(
        schema,
        Object.fromEntries(IMAGE_TYPES.map((type) => [type, binary(type)])),
        status,
      );
    } else if (original[status] === csvFileSchema) {
      answers[status] = answerIn(schema, { 'text/csv': csvText }, status);
    } else if (status === '204' || status === '304') {
      answers[status] = { type: 'null', description: schema.description ?? ANSWERS[status] };
    } else if (csvList && status === '200') {
      answers[status] = answerIn(schema, { 'application/json': schema, 'text/csv': csvText }, status);
    } else if (!('content' in schema)) {
      schema.description ??= ANSWERS[status] ?? 'Réponse';
    }
  }
}

/** A body whose schema rewrites the request before validating it, and the payloads a client sends. */
const DOCUMENTED_BODIES = new Map<unknown, unknown>([[entryCreateSchema, entryCreatePayloadsSchema]]);

/**
 * The route's schema as documented: a body a client writes (DOCUMENTED_BODIES), and on a route
 * whose method carries a body (any but GET) the answers the framework gives before any handler,
 * whether the route reads a body or not: a body too large (413) or of a type it does not read (415).
 */
function withBodyAnswers(input: TransformInput): TransformInput {
  const schema = input.schema;
  if (!schema || methodOf(input.route.method) === 'GET') return input;
  const body = DOCUMENTED_BODIES.get(schema.body) ?? schema.body;
  const response = { 413: errorResponseSchema, 415: errorResponseSchema, ...(schema.response as object) };
  return { ...input, schema: { ...schema, ...(body ? { body } : {}), response } };
}

/** Per route: the Zod schemas made JSON Schema, then what they cannot say (see above). */
export function describeRoute(input: TransformInput) {
  const documented = withBodyAnswers(input);
  const result = jsonSchemaTransform(documented) as { schema: JsonSchema; url: string };
  const { schema } = result;
  if (!schema || schema.hide) return result;
  const config = input.route.config ?? {};
  const method = methodOf(input.route.method);
  const operation = OPERATIONS[`${method} ${documentPath(input.url)}`];
  if (operation) [schema.operationId, schema.summary] = operation;
  if (config.access === 'public') schema.security = [];
  if (config.idempotencyKey) {
    schema.headers = { type: 'object', properties: { 'Idempotency-Key': IDEMPOTENCY_PARAMETER } };
  }
  if (typeof config.uploadField === 'string') {
    const fields = config.uploadFields as { properties: JsonSchema; required: string[] } | undefined;
    schema.body = {
      type: 'object',
      properties: { ...fields?.properties, [config.uploadField]: binary('application/octet-stream') },
      required: [...(fields?.required ?? []), config.uploadField],
    };
  }
  describeAnswers(input, schema);
  return result;
}

/**
 * A nullable enum, which Zod writes `anyOf: [{ type: 'string', enum }, { type: 'null' }]`, becomes
 * one schema whose type and values both take null: `{ type: ['string', 'null'], enum: [..., null] }`.
 */
function nullInEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  const values = branches?.find((branch) => Array.isArray(branch.enum));
  if (branches?.length === 2 && values && branches.some((branch) => branch.type === 'null')) {
    delete schema.anyOf;
    Object.assign(schema, values, {
      type: [...new Set([values.type, 'null'].flat().filter(Boolean))],
      enum: [...new Set([...(values.enum as unknown[]), null])],
    });
  }
  for (const value of Object.values(schema)) nullInEnums(value);
}

/** The whole document: its server, its tags, null in the nullable enums. */
function describeDocument({ openapiObject }: { openapiObject: Partial<Record<string, unknown>> }) {
  nullInEnums(openapiObject.paths);
  return openapiObject;
}

/** The options of @fastify/swagger: OpenAPI 3.1, the bearer token by default, the transforms above. */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pelote API',
        description: 'API du back-office Pelote : magasins, catalogue, stock, ventes, clients.',
        version: '1.0.0',
        license: { name: 'Propriétaire', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Ce serveur' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: describeRoute as FastifyDynamicSwaggerOptions['transform'],
    transformObject: describeDocument as FastifyDynamicSwaggerOptions['transformObject'],
  };
}
