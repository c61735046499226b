import {
  bainRuleError,
  type DiscountCode,
  type LineDiscount,
  SALE_MESSAGES,
  type SaleDetail,
  type saleCreateSchema,
  type TicketDiscount,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { clients } from '../../db/schema/clients.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import {
  type BasketArticle,
  basketArticles,
  basketPrices,
  type PricedBasket,
  priceBasket,
} from '../discounts/index.ts';
import type { JournalContext } from '../journal/index.ts';
import { type OfflineSale, offlineSaleOf } from '../offline/index.ts';
import { type AskedLine, inLockOrder } from '../stock/index.ts';
import { type PaymentRow, type PaymentsInput, pickupPayments, salePayments } from './sale-payments.ts';
import type { SaleContext } from './sales.service.ts';

/** A new sale's request, read and checked before anything is written or locked. */

type SaleBody = {
  client: number | null;
  magasin: number;
  /** `bain`: the lot asked for ('' or absent: the server chooses, see sale-lots.ts). */
  articles: { article: number; quantite: number; bain?: string | undefined; remise?: LineDiscount | null }[];
  /** None: paid in cash for its total. */
  paiements?: PaymentsInput | undefined;
  remise_ticket?: TicketDiscount | null;
  accord_remise?: number | null;
  code_remise?: DiscountCode | null;
};

export type SaleInput = z.output<typeof saleCreateSchema> | SaleBody;

/**
 * A layaway's pickup made a sale: the deposit it may spend (paid first, method 'acompte', never more
 * than the total) and the units its lines take from the layaway's hold, per lot (holdKey).
 */
export type Pickup = { deposit: number; held: ReadonlyMap<string, number> };

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
  /** The lines priced and discounted, and their articles (catalogue price, cost). */
  basket: PricedBasket;
  articles: ReadonlyMap<number, BasketArticle>;
  total: number;
  payments: PaymentRow[];
  /** What covers a discount over the seller's cap or under cost: an approval, or an offline code. */
  approvalId: number | null;
  code: { code: string; montant_max: number } | null;
  /** A layaway's pickup: the units its hold gives the sale, per lot; null for any other sale. */
  held: ReadonlyMap<string, number> | null;
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
 * The lines as asked, priced: one per (article, lot asked) in lock order, each at the catalogue's
 * price or a price list's (never the request's), with its discounts spread (discounts/basket.ts).
 * A lot named for an article without lots is refused (400).
 */
async function pricedLines(
  tx: Tx,
  input: SaleInput,
  sale: { shopId: number; at: Date },
): Promise<Pick<AskedSale, 'lines' | 'basket' | 'articles'>> {
  const articles = await basketArticles(
    tx,
    input.articles.map((line) => line.article),
    SALE_MESSAGES.productNotFound,
  );
  for (const line of input.articles) {
    const article = articles.get(line.article);
    // A wool may be sold without naming its lot; nothing else takes one.
    const lotError = !article || !line.bain ? null : bainRuleError(article.type, line.bain);
    if (lotError) throw badRequest(lotError, { bain: lotError });
  }
  const priceOf = await basketPrices(tx, {
    shopId: sale.shopId,
    clientId: input.client,
    at: sale.at,
    articles,
    lines: input.articles.map((line) => ({ articleId: line.article, quantite: line.quantite })),
  });
  const basket = priceBasket(
    input.articles.map((line) => ({
      articleId: line.article,
      bain: line.bain ?? '',
      quantite: line.quantite,
      remise: line.remise ?? null,
    })),
    articles,
    priceOf,
    input.remise_ticket ?? null,
  );
  const lines = inLockOrder(
    basket.lines.map((line): AskedLine => {
      const article = articles.get(line.articleId);
      if (!article) throw notFound(SALE_MESSAGES.productNotFound);
      return {
        articleId: article.id,
        articleNom: article.nom,
        articleType: article.type,
        bain: line.bain,
        quantite: line.quantite,
        prixUnitaire: line.prixUnitaire,
        coutUnitaire: article.cout,
      };
    }),
  );
  return { lines, basket, articles };
}

/**
 * Reads and checks the request, in the order its errors are answered: the shop (403, 404), an
 * offline sale's device time (400), the client (404), the articles and lots (404, 400), then the
 * payments against the total (400). Nothing is locked or written.
 */
export async function askedSale(
  { tx, user, journal, now }: SaleContext,
  input: SaleInput,
  pickup: Pickup | null = null,
): Promise<AskedSale> {
  const shop = await findShop(tx, user, input.magasin, SALE_MESSAGES.shopNotFound);
  // Offline: the device's time checked, and the journal row says where the sale came from.
  const offline = 'hors_ligne' in input ? offlineSaleOf(input, now) : null;
  const client = await saleClient(tx, input.client);
  const priced = await pricedLines(tx, input, { shopId: shop.id, at: offline?.deviceTime ?? now });
  const total = priced.basket.total;
  return {
    shop,
    offline,
    journal: offline ? { ...journal, source: 'hors_ligne', deviceTime: offline.deviceTime } : journal,
    clientId: input.client,
    client,
    ...priced,
    total,
    payments: pickup
      ? pickupPayments(input.paiements, total, input.client, pickup.deposit)
      : salePayments(input.paiements, total, input.client),
    approvalId: input.accord_remise ?? null,
    code: input.code_remise ?? null,
    held: pickup?.held ?? null,
  };
}
