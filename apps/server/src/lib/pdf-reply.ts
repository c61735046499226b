import type { FastifyReply } from 'fastify';
import * as z from 'zod';

/** A PDF answer as the API's description shows it: application/pdf bytes. */
export const pdfSchema = z.any().describe('application/pdf');

/** Answers a private document (an invoice, a credit note, a report) as a PDF attachment, never cached. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}
