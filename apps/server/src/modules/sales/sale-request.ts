import { bainRuleError, SALE_MESSAGES, type SaleDetail, type saleCreateSchema } from '@pelote/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { JournalContext } from '../journal/index.ts';
import { type OfflineSale, offlineSaleOf } from '../offline/index.ts';
import { type AskedLine, inLockOrder } from '../stock/index.ts';
import { type PaymentRow, type PaymentsInput, salePayments } from './sale-payments.ts';
import type { SaleContext } from './sales.service.ts';

/** A new sale's request, read and checked before anything is written or locked. */

type SaleBody = {
  client: number | null;
  magasin: number;
  /** `bain`: the lot asked for ('' or absent: the server chooses, see sale-lots.ts). */
  articles: { article: number; quantite: number; bain?: string | undefined }[];
  /** None: paid in cash for its total. */
  paiements?: PaymentsInput | undefined;
};

export type SaleInput = z.output<typeof saleCreateSchema> | SaleBody;

/** The sale as asked: its shop, client, priced lines and payments, all checked. */
export type AskedSale = {
  shop: Awaited<ReturnType<typeof findShop>>;
  /** Offline: the device's time and ticket; null for a sale made online. */
  offline: OfflineSale | null;
  /** The journal's context, saying where an offline sale came from. */
  journal: JournalContext;
  clientId: number | null;
  client: SaleDetail['client'];
  lines: AskedLine[];
  total: number;
  payments: PaymentRow[];
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

/**
 * The lines as asked: one per (article, lot asked), the catalogue's price (never the request's), in
 * lock order. A lot named for an article without lots is refused (400).
 */
async function pricedLines(tx: Tx, requested: SaleBody['articles']): Promise<AskedLine[]> {
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

/**
 * Reads and checks the request, in the order its errors are answered: the shop (403, 404), an
 * offline sale's device time (400), the client (404), the articles and lots (404, 400), then the
 * payments against the total (400). Nothing is locked or written.
 */
export async function askedSale(
  { tx, user, journal, now }: SaleContext,
  input: SaleInput,
): Promise<AskedSale> {
  const shop = await findShop(tx, user, input.magasin, SALE_MESSAGES.shopNotFound);
  // Offline: the device's time checked, and the journal row says where the sale came from.
  const offline = 'hors_ligne' in input ? offlineSaleOf(input, now) : null;
  const client = await saleClient(tx, input.client);
  const lines = await pricedLines(tx, input.articles);
  const total = lines.reduce((sum, line) => sum + line.prixUnitaire * line.quantite, 0);
  return {
    shop,
    offline,
    journal: offline ? { ...journal, source: 'hors_ligne', deviceTime: offline.deviceTime } : journal,
    clientId: input.client,
    client,
    lines,
    total,
    payments: salePayments(input.paiements, total, input.client),
  };
}
