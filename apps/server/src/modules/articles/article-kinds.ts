import {
  ARTICLE_KINDS,
  type ArticleKind,
  accessoryPayloadSchema,
  accessorySchema,
  componentPayloadSchema,
  componentSchema,
  garmentPayloadSchema,
  garmentSchema,
  kitPayloadSchema,
  kitSchema,
  machinePayloadSchema,
  machineSchema,
  pouchPayloadSchema,
  pouchSchema,
  woolPayloadSchema,
  woolSchema,
} from '@pelote/shared';
import type * as z from 'zod';
import {
  type ArticleColumns,
  type ArticleWithStock,
  accessoryMapper,
  componentMapper,
  garmentMapper,
  kitMapper,
  machineMapper,
  pouchMapper,
  woolMapper,
} from './articles.mappers.ts';

/** Everything the routes need to serve one catalogue type. */
export type KindDefinition<Payload, Dto> = {
  kind: ArticleKind;
  /** The create/edit body: the shared payload schema (with the API's aliases). */
  body: z.ZodType<Payload, unknown>;
  item: z.ZodType<Dto>;
  toColumns: (payload: Payload) => ArticleColumns;
  toDto: (row: ArticleWithStock) => Dto;
  /** The column the list's `type` filter reads, for the types that have a sub-type. */
  subtypeColumn?: 'categorie' | 'typeHabit';
};

function define<Payload, Dto>(definition: KindDefinition<Payload, Dto>) {
  return definition;
}

export const KIND_DEFINITIONS = {
  laine: define({ kind: ARTICLE_KINDS.laine, body: woolPayloadSchema, item: woolSchema, ...woolMapper }),
  accessoire: define({
    kind: ARTICLE_KINDS.accessoire,
    body: accessoryPayloadSchema,
    item: accessorySchema,
    ...accessoryMapper,
    subtypeColumn: 'categorie',
  }),
  habit: define({
    kind: ARTICLE_KINDS.habit,
    body: garmentPayloadSchema,
    item: garmentSchema,
    ...garmentMapper,
    subtypeColumn: 'typeHabit',
  }),
  trousse: define({
    kind: ARTICLE_KINDS.trousse,
    body: pouchPayloadSchema,
    item: pouchSchema,
    ...pouchMapper,
  }),
  kit: define({ kind: ARTICLE_KINDS.kit, body: kitPayloadSchema, item: kitSchema, ...kitMapper }),
  machine: define({
    kind: ARTICLE_KINDS.machine,
    body: machinePayloadSchema,
    item: machineSchema,
    ...machineMapper,
  }),
  composant: define({
    kind: ARTICLE_KINDS.composant,
    body: componentPayloadSchema,
    item: componentSchema,
    ...componentMapper,
    subtypeColumn: 'categorie',
  }),
};
