import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../columns.ts';
import { saleRef } from './sales.ts';
import { userRef } from './users.ts';

/**
 * A link to a sale's invoice PDF that works without signing in (the WhatsApp receipt): only the
 * SHA-256 of its token is kept, so the table never holds a working link.
 */
export const liensPublics = pgTable(
  'liens_publics',
  {
    id: serial('id').primaryKey(),
    venteId: saleRef().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expireLe: timestampTz('expire_le').notNull(),
    revoqueLe: timestampTz('revoque_le'),
    creePar: userRef('cree_par'),
    createdAt: createdAt(),
  },
  (t) => [index('liens_publics_vente_idx').on(t.venteId)],
);
