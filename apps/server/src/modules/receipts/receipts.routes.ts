import {
  detailResponseSchema,
  idParamSchema,
  invoiceFileName,
  publicLinkSchema,
  RECEIPT_PATHS,
  RETURN_MESSAGES,
  receiptOfCreditNote,
  receiptOfSale,
  receiptSchema,
  SALE_MESSAGES,
} from '@pelote/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { magasins } from '../../db/schema/shops.ts';
import type { Db, DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { writeErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { perIpLimit } from '../auth/index.ts';
import { journalContext, recordJournal } from '../journal/index.ts';
import { findCreditNote } from '../returns/index.ts';
import { findSaleDetail, renderInvoicePdf } from '../sales/index.ts';
import { createPublicLink, revokePublicLinks, saleOfToken } from './public-links.ts';

const tags = ['tickets'];

/** Openings of public invoice links per address and minute. */
const PUBLIC_LINK_RATE = 30;
const LINK_NOT_FOUND = 'Lien introuvable ou expiré';

async function shopOf(db: DbOrTx, id: number) {
  const [shop] = await db
    .select({
      nom: magasins.nom,
      quartier: magasins.quartier,
      telephone: magasins.telephone,
      pied_ticket: magasins.piedTicket,
    })
    .from(magasins)
    .where(eq(magasins.id, id));
  if (!shop) throw notFound(SALE_MESSAGES.notFound);
  return shop;
}

const saleFor = async (db: DbOrTx, user: SessionUser, id: number) =>
  reachableRow(user, await findSaleDetail(db, id), SALE_MESSAGES.notFound);

/**
 * The customer's ticket (contract in @pelote/shared `schemas/receipts.ts`): a sale's and a credit
 * note's, in the user's shop scope; the invoice's public link for the WhatsApp receipt, and the
 * PDF it opens to anyone holding it (rate-limited, each opening journalled, 404 for a token that
 * is unknown, revoked or expired — nothing said of which).
 */
export const receiptsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: RECEIPT_PATHS.sale(':id'),
    params: idParamSchema,
    response: receiptSchema,
    run: async ({ user, params }) => {
      const sale = await saleFor(db, user, params.id);
      return receiptOfSale(sale, await shopOf(db, sale.magasin.id));
    },
  });
  read({
    path: RECEIPT_PATHS.creditNote(':id'),
    params: idParamSchema,
    response: receiptSchema,
    run: async ({ user, params }) => {
      const note = reachableRow(user, await findCreditNote(db, params.id), RETURN_MESSAGES.notFound);
      return receiptOfCreditNote(note, await shopOf(db, note.magasin.id));
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: RECEIPT_PATHS.publicLink(':id'),
    params: idParamSchema,
    status: 201,
    response: publicLinkSchema,
    errors: writeErrors,
    scope: ({ params }) => `lien-public-${params.id}`,
    run: async (ctx, { params }) => createPublicLink(ctx, await saleFor(ctx.tx, ctx.user, params.id)),
  });
  write({
    method: 'DELETE',
    path: RECEIPT_PATHS.publicLink(':id'),
    params: idParamSchema,
    response: detailResponseSchema,
    errors: writeErrors,
    run: async (ctx, { params }) => {
      const revoked = await revokePublicLinks(ctx, await saleFor(ctx.tx, ctx.user, params.id));
      return { detail: revoked > 0 ? 'Lien de la facture révoqué' : 'Aucun lien actif pour cette facture' };
    },
  });

  app.get(
    `${RECEIPT_PATHS.publicInvoice}/:token`,
    {
      config: {
        access: 'public',
        rateLimit: perIpLimit(PUBLIC_LINK_RATE, 'Trop de demandes : réessayez dans une minute'),
      },
      schema: { hide: true, params: z.object({ token: z.string().max(100) }) },
    },
    async (request, reply) => {
      const saleId = await saleOfToken(db, request.params.token, new Date());
      const sale = saleId === null ? null : await findSaleDetail(db, saleId);
      if (!sale) return reply.status(404).send({ detail: LINK_NOT_FOUND });
      // One statement: the opening's row needs no transaction of its own.
      await recordJournal(db, {
        ...journalContext(request, { user: null }),
        magasinId: sale.magasin.id,
        action: 'consultation',
        entite: 'lien_public',
        entiteId: sale.id,
        entiteLibelle: sale.numero_facture,
      });
      reply.header('X-Robots-Tag', 'noindex');
      return sendPdf(reply, invoiceFileName(sale.numero_facture), await renderInvoicePdf(sale));
    },
  );
};
