import { randomUUID } from 'node:crypto';
import {
  bainRuleError,
  type Payment,
  SALE_MESSAGES,
  type SaleDetail,
  type saleCreateSchema,
} from '@pelote/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type ClaimedKey, keptAnswerSql } from '../../lib/idempotency.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { costForApi } from '../costs/index.ts';
import { type JournalContext, journalChanges, journalRowSql } from '../journal/index.ts';
import { offlineSaleOf, receivedAfterClose } from '../offline/index.ts';
import {
  type AskedLine,
  allocateSaleLots,
  changeStock,
  inLockOrder,
  recordShortfalls,
  type SoldLine,
} from '../stock/index.ts';
import { sessionForSale } from '../till/index.ts';
import { addToClientTurnover } from './client-turnover.ts';
import { numberSale } from './invoice-number.ts';
import {
  changeGiven,
  chargeClientCredit,
  insertPayments,
  methodsInOrder,
  type PaymentsInput,
  salePayments,
  spendClientCredit,
} from './sale-payments.ts';
import { findSaleDetail } from './sales.repository.ts';
import { summaryUpserts } from './sales-summary.ts';

/**
 * Recording a sale inside the caller's transaction (cancelling it and changing its client: sale-changes.ts).
 * Every writer takes its locks in one order, so two tills never wait on each other in a cycle: the
 * sale's own row (cancelling, changing the client), the shop's open till session (shared, see
 * sessionForSale), a new sale's mobile-money references (the payments' unique index), the stock
 * lines by article id, each line before its lots (allocateSaleLots, changeStock), the clients' rows
 * by id (their turnover), then the shop's invoice counter and the statistics' daily sums
 * (sales-summary.ts), last. An article's cost row (`for no key update`, costs/cost.ts) is locked only
 * by a delivery, always before its stock line; a sale reads the cost without locking it.
 */

type SaleInput = {
  client: number | null;
  magasin: number;
  /** `bain`: the lot asked for ('' or absent: the server chooses, see sale-lots.ts). */
  articles: { article: number; quantite: number; bain?: string | undefined }[];
  /** None: paid in cash for its total. */
  paiements?: PaymentsInput | undefined;
};

/** The client of a sale must exist and not be deleted; null is a 'vente libre'. */
export async function saleClient(tx: Tx, clientId: number | null): Promise<SaleDetail['client']> {
  if (clientId === null) return null;
  const [client] = await tx
    .select({
      id: clients.id,
      nom: clients.nom,
      prenom: clients.prenom,
      email: clients.email,
      contact: clients.contact,
      adresse: clients.adresse,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!client) throw notFound(SALE_MESSAGES.clientNotFound);
  return client;
}

/** A sale's client as its journal rows name it: id and full name, or null for a 'vente libre'. */
export const journalClient = (client: { id: number; nom: string; prenom: string } | null) =>
  client ? { id: client.id, nom: `${client.prenom} ${client.nom}`.trim() } : null;

/** A payment as the sale's journal row tells it: method and amount, the cash handed over or the reference. */
const journalPayment = (payment: Payment) =>
  payment.reference === null
    ? {
        methode: payment.methode,
        montant: payment.montant,
        montant_recu: payment.montant_recu,
        monnaie_rendue: payment.monnaie_rendue,
      }
    : { methode: payment.methode, montant: payment.montant, reference: payment.reference };

/**
 * The lines as asked: one per (article, lot asked), the catalogue's price (never the request's), in
 * lock order. A lot named for an article without lots is refused (400).
 */
async function pricedLines(tx: Tx, requested: SaleInput['articles']): Promise<AskedLine[]> {
  const merged = inLockOrder(
    requested.map((line) => ({ articleId: line.article, quantite: line.quantite, bain: line.bain ?? '' })),
  );
  const found = await tx
    .select({
      id: articles.id,
      nom: articles.nom,
      type: articles.type,
      prix: articles.prixUnitaire,
      cout: articles.coutMoyen,
    })
    .from(articles)
    .where(
      and(
        inArray(
          articles.id,
          merged.map((line) => line.articleId),
        ),
        isNull(articles.deletedAt),
        eq(articles.isActive, true),
      ),
    );
  const byId = new Map(found.map((article) => [article.id, article]));
  return merged.map((line) => {
    const article = byId.get(line.articleId);
    if (!article) throw notFound(SALE_MESSAGES.productNotFound);
    // A wool may be sold without naming its lot; nothing else takes one.
    const lotError = line.bain === '' ? null : bainRuleError(article.type, line.bain);
    if (lotError) throw badRequest(lotError, { bain: lotError });
    return {
      articleId: article.id,
      articleNom: article.nom,
      articleType: article.type,
      bain: line.bain,
      quantite: line.quantite,
      prixUnitaire: article.prix,
      coutUnitaire: article.cout,
    };
  });
}

/** A sold line as the sale's journal row tells it (its lot when it has one). */
const journalLine = (line: SoldLine) => ({
  article: line.articleId,
  nom: line.articleNom,
  ...(line.bain === '' ? {} : { bain: line.bain }),
  quantite: line.quantite,
  prix_unitaire: line.prixUnitaire,
});

export async function readBack(tx: Tx, id: number): Promise<SaleDetail> {
  const sale = await findSaleDetail(tx, id);
  if (!sale) throw new Error(`sale ${id} not readable`);
  return sale;
}

/**
 * Records a sale and answers it in full, built from what was written: after the invoice number is
 * taken nothing else is read, so the shop's counter is held for one statement (see numberSale).
 * With a claimed Idempotency-Key, the answer a retry will get is stored by that same statement.
 */
export async function createSale(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  input: z.output<typeof saleCreateSchema> | SaleInput,
  now: Date = new Date(),
  options: { claimed?: ClaimedKey | null } = {},
): Promise<SaleDetail> {
  const shop = await findShop(tx, user, input.magasin, SALE_MESSAGES.shopNotFound);
  // Offline: the device's time checked, and the journal row says where the sale came from.
  const offline = 'hors_ligne' in input ? offlineSaleOf(input, now) : null;
  const context: JournalContext = offline
    ? { ...journal, source: 'hors_ligne', deviceTime: offline.deviceTime }
    : journal;
  const client = await saleClient(tx, input.client);
  const asked = await pricedLines(tx, input.articles);
  const total = asked.reduce((sum, line) => sum + line.prixUnitaire * line.quantite, 0);
  const paymentRows = salePayments(input.paiements, total, input.client);
  const session = await sessionForSale(tx, { magasinId: shop.id, userId: user.id, now });
  const afterClose = offline ? await receivedAfterClose(tx, shop.id, offline.deviceTime) : false;

  // A provisional unique number: the real one is given last.
  const [sale] = await tx
    .insert(ventes)
    .values({
      numeroFacture: `EN-COURS-${randomUUID()}`,
      magasinId: shop.id,
      clientId: input.client,
      userId: user.id,
      dateVente: now,
      total,
      sessionId: session.id,
      ...(offline && {
        horsLigne: true,
        dateAppareil: offline.deviceTime,
        ticketProvisoire: offline.ticket,
        recueApresCloture: afterClose,
      }),
    })
    .returning({ id: ventes.id });
  if (!sale) throw new Error('createSale: sale not written');
  // Before any stock line is locked: a sale waiting here for another's reference holds none.
  const payments = await insertPayments(
    tx,
    { venteId: sale.id, magasinId: shop.id, sessionId: session.id },
    paymentRows,
  );
  // The stock lines locked, then their lots read and the lots each line takes decided.
  const lines = await allocateSaleLots(tx, shop.id, asked, { offline: offline !== null });
  // Serial ids follow the order of the rows inserted: the n-th id is the n-th line's.
  const lineIds = (
    await tx
      .insert(venteLignes)
      .values(lines.map((line) => ({ ...line, venteId: sale.id })))
      .returning({ id: venteLignes.id })
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  for (const line of inLockOrder(lines)) {
    // An offline line's shortfall ('manque') is taken from no stock: it is 'à régulariser'.
    if (line.quantite === (line.manque ?? 0)) continue;
    await changeStock(tx, {
      magasinId: shop.id,
      articleId: line.articleId,
      quantite: -(line.quantite - (line.manque ?? 0)),
      kind: 'vente',
      bain: line.bain,
      userId: user.id,
      venteId: sale.id,
    });
  }
  if (input.client !== null) await addToClientTurnover(tx, input.client, total);
  await spendClientCredit(
    tx,
    { venteId: sale.id, clientId: input.client, magasinId: shop.id, userId: user.id },
    paymentRows,
  );
  const toSettle = offline ? await recordShortfalls(tx, { magasinId: shop.id, venteId: sale.id, lines }) : [];
  // An offline credit sale over the limit is accepted, and flagged for direction.
  const overLimit = await chargeClientCredit(
    tx,
    {
      venteId: sale.id,
      clientId: input.client,
      magasinId: shop.id,
      userId: user.id,
      now,
      offline: offline !== null,
    },
    paymentRows,
  );
  if (overLimit) await tx.update(ventes).set({ plafondDepasse: true }).where(eq(ventes.id, sale.id));

  const answer = (numero: string): SaleDetail => ({
    id: sale.id,
    numero_facture: numero,
    date_vente: now.toISOString(),
    total,
    statut: 'validee',
    magasin: { id: shop.id, nom: shop.nom, quartier: shop.quartier },
    client,
    vendeur: { id: user.id, username: user.username },
    annulee_at: null,
    modes_paiement: methodsInOrder(payments.map((payment) => payment.methode)),
    paiements: payments,
    monnaie_rendue: changeGiven(payments),
    session_caisse: session.id,
    retournee: null,
    retours: [],
    hors_ligne: offline !== null,
    date_appareil: offline ? offline.deviceTime.toISOString() : null,
    ticket_provisoire: offline?.ticket ?? null,
    recue_apres_cloture: afterClose,
    plafond_depasse: overLimit,
    a_regulariser: toSettle,
    items: lines.map((line, n) => ({
      id: lineIds[n] ?? 0,
      article: { id: line.articleId, article_name: line.articleNom, article_type: line.articleType },
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prixUnitaire,
      prix_total: line.prixTotal,
      quantite_retournee: 0,
      cout_unitaire: costForApi(line.coutUnitaire),
      cout_estime: false,
    })),
  });
  // The journal row too is written by the numbering statement, which fills in the invoice number.
  const journalRow = journalRowSql(
    {
      ...context,
      magasinId: shop.id,
      action: 'creation',
      entite: 'vente',
      entiteId: sale.id,
      changements: journalChanges(null, {
        magasin: shop.id,
        client: journalClient(client),
        total,
        articles: lines.map(journalLine),
        paiements: payments.map(journalPayment),
        ...(offline && {
          hors_ligne: true,
          ticket_provisoire: offline.ticket,
          ...(afterClose && { recue_apres_cloture: true }),
          ...(overLimit && { plafond_depasse: true }),
          ...(toSettle.length > 0 && { a_regulariser: toSettle }),
        }),
      }),
    },
    { from: 'numbered', value: 'numero', field: 'numero_facture' },
  );
  // The retry's answer is stored by the numbering statement itself, which stays the last one.
  const kept = options.claimed
    ? [
        keptAnswerSql(
          options.claimed,
          { statusCode: 201, body: answer('') },
          { field: 'numero_facture', from: 'numbered', value: 'numero' },
        ),
      ]
    : [];
  const numero = await numberSale(
    tx,
    { id: sale.id, shop, year: now.getUTCFullYear() },
    sql.join([summaryUpserts({ magasinId: shop.id, dateVente: now, lines }, 1), journalRow, ...kept], sql`,`),
  );
  return answer(numero);
}
