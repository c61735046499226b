import {
  articleLabelsQuerySchema,
  BARCODE_PATHS,
  ENTRY_MESSAGES,
  entryLabelsQuerySchema,
  idParamSchema,
  LABEL_MESSAGES,
  LABELS_PER_PDF_MAX,
  type LabelFormat,
  labelsFileName,
} from '@pelote/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pdfSchema } from '../../lib/pdf-reply.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findEntryForLabels, findLabelArticles } from './labels.repository.ts';
import { type Label, renderLabelsPdf } from './labels-pdf.ts';

const tags = ['etiquettes'];

type LabelArticle = Awaited<ReturnType<typeof findLabelArticles>>[number];
const labelOf = (article: LabelArticle, bain: string | null = null): Label => ({ ...article, bain });

async function sendLabels(
  reply: FastifyReply,
  options: { format: LabelFormat; fileName: string; labels: Label[] },
) {
  const pdf = await renderLabelsPdf({ format: options.format, title: 'Étiquettes', labels: options.labels });
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${options.fileName}"`)
    .send(pdf);
}

/**
 * Label sheets as PDF (A4 grid or 50 × 30 mm): chosen articles, `copies` of each, for everyone
 * signed in; or one label per unit of a delivery, with its lot, for the shop that received it.
 * Reads only: nothing is written.
 */
export const labelsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: BARCODE_PATHS.articleLabels,
    query: articleLabelsQuerySchema,
    response: pdfSchema,
    run: async ({ query }, reply) => {
      const { articles: ids, copies, format } = query;
      const found = new Map((await findLabelArticles(db, ids)).map((article) => [article.id, article]));
      const labels = ids.flatMap((id) => {
        const article = found.get(id);
        if (!article) throw notFound(LABEL_MESSAGES.productNotFound);
        return Array.from({ length: copies }, () => labelOf(article));
      });
      return sendLabels(reply, { format, fileName: labelsFileName({ articleIds: ids }), labels });
    },
  });

  read({
    path: BARCODE_PATHS.entryLabelsRoute,
    params: idParamSchema,
    query: entryLabelsQuerySchema,
    response: pdfSchema,
    run: async ({ user, params, query }, reply) => {
      const found = await findEntryForLabels(db, params.id);
      const entry = reachableRow(user, found, ENTRY_MESSAGES.notFound);
      if (entry.articleDeletedAt !== null) throw notFound(LABEL_MESSAGES.productNotFound);
      if (entry.quantite > LABELS_PER_PDF_MAX) throw badRequest(LABEL_MESSAGES.tooMany);
      const label = labelOf(entry.article, entry.bain || null);
      return sendLabels(reply, {
        format: query.format,
        fileName: labelsFileName({ entryId: params.id }),
        labels: Array.from({ length: entry.quantite }, () => label),
      });
    },
  });
};
