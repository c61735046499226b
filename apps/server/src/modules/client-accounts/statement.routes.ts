import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_MESSAGES,
  type AccountMovement,
  CLIENT_ACCOUNT_PATHS,
  CLIENT_MESSAGES,
  formatMoney,
  idParamSchema,
  paymentMethodLabel,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import * as a4 from '../../lib/pdf-document.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { accountHolder, clientAccount, statementMovements } from './account-reads.ts';

const day = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date('Date invalide').optional());
const querySchema = z.object({ date_debut: day, date_fin: day });

const frDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

type Statement = {
  client: { nom: string; prenom: string; contact: string };
  period: { from?: string | undefined; to?: string | undefined };
  soldeDu: number;
  soldeAvoir: number;
  enRetard: number;
  rows: AccountMovement[];
};

const COLUMNS = [
  { label: 'Date', x: a4.PDF_MARGIN, width: 60 },
  { label: 'Opération', x: a4.PDF_MARGIN + 62, width: 150 },
  { label: 'Échéance', x: a4.PDF_MARGIN + 214, width: 60 },
  { label: 'Montant', x: a4.PDF_MARGIN + 276, width: 105 },
  { label: 'Reste dû après', x: a4.PDF_MARGIN + 385, width: 110 },
] as const;

function operation(row: AccountMovement): string {
  const what = ACCOUNT_KIND_LABELS[row.kind];
  const by = row.methode && row.kind === 'versement' ? ` (${paymentMethodLabel(row.methode)})` : '';
  return `${what}${by}${row.vente ? ` ${row.vente.numero_facture}` : ''}`;
}

function draw(doc: a4.Doc, s: Statement) {
  doc.font('bold').fontSize(18).fillColor(a4.PDF_COLORS.accent);
  a4.writeText(doc, ACCOUNT_MESSAGES.statementTitle, a4.PDF_MARGIN, a4.PDF_MARGIN);
  doc.font('regular').fontSize(11).fillColor(a4.PDF_COLORS.ink);
  a4.writeText(doc, `${s.client.prenom} ${s.client.nom} — ${s.client.contact}`, a4.PDF_MARGIN, doc.y + 6);
  const period =
    s.period.from || s.period.to
      ? `Période : ${s.period.from ? `du ${frDate(s.period.from)}` : ''} ${s.period.to ? `au ${frDate(s.period.to)}` : ''}`
      : 'Période : depuis l’ouverture du compte';
  a4.writeText(doc, period.trim(), a4.PDF_MARGIN, doc.y + 2);
  a4.writeText(
    doc,
    `Reste dû : ${formatMoney(s.soldeDu)}   En retard : ${formatMoney(s.enRetard)}   Avoir : ${formatMoney(s.soldeAvoir)}`,
    a4.PDF_MARGIN,
    doc.y + 8,
  );
  let y = doc.y + 16;
  const header = () => {
    doc.font('bold').fontSize(9).fillColor(a4.PDF_COLORS.muted);
    for (const col of COLUMNS) a4.writeText(doc, col.label, col.x, y, { width: col.width, lineBreak: false });
    y += 14;
    doc
      .moveTo(a4.PDF_MARGIN, y - 3)
      .lineTo(a4.PDF_MARGIN + a4.PDF_WIDTH, y - 3)
      .strokeColor(a4.PDF_COLORS.rule)
      .stroke();
    doc.font('regular').fontSize(9).fillColor(a4.PDF_COLORS.ink);
  };
  header();
  if (s.rows.length === 0) a4.writeText(doc, 'Aucun mouvement sur la période.', a4.PDF_MARGIN, y);
  for (const row of s.rows) {
    if (y > a4.pageBottom(doc) - 14) {
      doc.addPage();
      y = a4.PDF_MARGIN;
      header();
    }
    const montant = row.montant_du !== 0 ? row.montant_du : row.montant_avoir;
    const cells = [
      frDate(row.date),
      operation(row),
      row.echeance ? frDate(row.echeance) : '',
      formatMoney(montant),
      formatMoney(row.solde_du_apres),
    ];
    cells.forEach((cell, n) => {
      const col = COLUMNS[n];
      if (col) a4.writeText(doc, cell, col.x, y, { width: col.width, lineBreak: false, ellipsis: true });
    });
    y += 14;
  }
}

/** GET /Clients/{id}/releve/pdf?date_debut=&date_fin=: the account statement ('Relevé de compte'). */
export const statementRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  readRoutes(app, ['clients'])({
    path: `${CLIENT_ACCOUNT_PATHS.client}/:id/releve/pdf`,
    params: idParamSchema,
    query: querySchema,
    response: pdfSchema,
    run: async ({ params, query }, reply) => {
      const client = await accountHolder(db, params.id);
      const account = await clientAccount(db, params.id, { page: 1, page_size: 1 });
      if (!account) throw notFound(CLIENT_MESSAGES.notFound);
      const { date_debut: from, date_fin: to } = query;
      const rows = await statementMovements(db, params.id, from, to);
      const pdf = await a4.renderA4Pdf(
        {
          title: ACCOUNT_MESSAGES.statementTitle,
          author: 'Pelote',
          footerLabel: ACCOUNT_MESSAGES.statementTitle,
        },
        (doc) =>
          draw(doc, {
            client,
            period: { from, to },
            soldeDu: account.solde_du,
            soldeAvoir: account.solde_avoir,
            enRetard: account.en_retard,
            rows,
          }),
      );
      const name = `releve-${client.nom}-${client.prenom}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9-]+/g, '-');
      return sendPdf(reply, `${name}.pdf`, pdf);
    },
  });
};
