import { entreesStock } from '../db/schema/entries.ts';
import { journal } from '../db/schema/journal.ts';
import { paiements } from '../db/schema/payments.ts';
import { venteLignes, ventes } from '../db/schema/sales.ts';
import { mouvementsStock } from '../db/schema/stock.ts';
import type { BulkWriter } from './bulk-writer.ts';
import type { ArticleRow } from './catalogue.ts';
import { type DemoAuthor, type DemoJournalEntry, demoJournalRow } from './journal-rows.ts';
import { LotStock, lotsOf } from './lots.ts';
import { SUPPLIERS } from './names.ts';
import { demoPayments } from './payments.ts';
import type { Random } from './random.ts';

/**
 * A year of shop life replayed in order: deliveries fill the shelves, sales empty them (each paid
 * as payments.ts draws it), a few sales are cancelled. Stock is followed in memory so no sale ever takes more than the shelf holds, and
 * every change is written as its movement with the running quantity: the ledger sums exactly.
 */

export type Shop = { id: number; code: string; gerantId: number; gerantUsername: string };
export type Line = { quantite: number; seuil: number };
export type TimelineSize = { sales: number; entries: number; days: number; stockedShare: number };
export type TimelineResult = {
  lines: Map<string, Line & { magasinId: number; articleId: number }>;
  /** The stock of every lot ('bain') of every line. */
  lots: LotStock;
  /** Last invoice number per `${shopId}:${year}`. */
  counters: Map<string, number>;
  sales: number;
  entries: number;
};

const DAY_MS = 86_400_000;
const OPENING_HOUR_MS = 8 * 3_600_000;
const OPEN_MS = 11 * 3_600_000;

type Event = { at: number; kind: 'sale' | 'entry'; shop: Shop };

type TimelineOptions = {
  random: Random;
  writer: BulkWriter;
  shops: Shop[];
  catalogue: ArticleRow[];
  /** Client ids in the order they were created, with their creation instants. */
  clients: { id: number; createdAt: number }[];
  size: TimelineSize;
  now: Date;
};

const gerantOf = (shop: Shop): DemoAuthor => ({
  id: shop.gerantId,
  username: shop.gerantUsername,
  role: 'gerant',
  magasinId: shop.id,
});

/** The shops' life as it is replayed: the stock followed in memory, the ids and invoice numbers given so far. */
class ShopLife {
  readonly lines: TimelineResult['lines'] = new Map();
  readonly lots = new LotStock();
  readonly counters = new Map<string, number>();
  readonly assortment = new Map<number, ArticleRow[]>();
  saleId = 0;
  entryId = 0;
  movementId = 0;
  lineId = 0;

  constructor(readonly options: TimelineOptions) {}

  /** How many clients exist at that instant (they are sorted by creation). */
  createdBefore(at: number) {
    const { clients } = this.options;
    let low = 0;
    let high = clients.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((clients[middle]?.createdAt ?? Number.POSITIVE_INFINITY) <= at) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The emptiest of a few articles of the shop's range: deliveries go where they are needed. */
  toRestock(shop: Shop) {
    const { random } = this.options;
    const shelf = this.assortment.get(shop.id) ?? [];
    let best = random.pick(shelf);
    for (let n = 0; n < 4; n++) {
      const other = random.pick(shelf);
      if (this.line(shop, other).quantite < this.line(shop, best).quantite) best = other;
    }
    return best;
  }

  line(shop: Shop, article: ArticleRow) {
    const key = `${shop.id}:${article.id}`;
    let found = this.lines.get(key);
    if (!found) {
      const { random } = this.options;
      const seuil = article.type === 'machine' ? random.int(1, 2) : random.int(3, 10);
      found = { magasinId: shop.id, articleId: article.id, quantite: 0, seuil };
      this.lines.set(key, found);
    }
    return found;
  }

  /** A change of one lot of the line, written as its movement with the lot's quantity after it. */
  async move(
    shop: Shop,
    article: ArticleRow,
    { bain, quantite }: { bain: string; quantite: number },
    at: number,
    ref: Partial<Record<string, unknown>>,
  ) {
    const current = this.line(shop, article);
    current.quantite += quantite;
    this.movementId += 1;
    await this.options.writer.add(mouvementsStock, {
      id: this.movementId,
      magasinId: shop.id,
      articleId: article.id,
      kind: ref.kind,
      bain,
      quantite,
      stockApres: this.lots.add(shop.id, article.id, bain, quantite),
      userId: shop.gerantId,
      venteId: ref.venteId ?? null,
      entreeId: ref.entreeId ?? null,
      reference: ref.reference ?? null,
      motif: null,
      createdAt: new Date(at),
    });
  }

  /** The journal row of a record the shop's gerant created at `at`. */
  created(
    shop: Shop,
    at: number,
    record: Pick<DemoJournalEntry, 'entite' | 'entiteId' | 'entiteLibelle' | 'fields'>,
  ) {
    return this.options.writer.add(
      journal,
      demoJournalRow({ at: new Date(at), author: gerantOf(shop), action: 'creation', ...record }),
    );
  }

  /** The lot a restock brings: the supplier's newest dye bath, a wool's last lot ('' for the others). */
  restockLot(article: ArticleRow) {
    return lotsOf(article).at(-1) ?? '';
  }

  /** A delivery of the article, in one of its lots ('' for an article without lots). */
  async deliver(shop: Shop, article: ArticleRow, at: number, bain = this.restockLot(article)) {
    const { random, writer } = this.options;
    const quantite = article.type === 'machine' ? random.int(1, 4) : random.int(10, 60);
    const prixUnitaire = Math.round((article.prixUnitaire * random.int(45, 70)) / 100 / 100) * 100;
    this.entryId += 1;
    const entryId = this.entryId;
    const reference = `BC-${new Date(at).getUTCFullYear()}-${String(entryId).padStart(6, '0')}`;
    const supplier = random.int(0, SUPPLIERS.length - 1);
    await writer.add(entreesStock, {
      id: entryId,
      magasinId: shop.id,
      articleId: article.id,
      bain,
      quantite,
      prixUnitaire,
      prixTotal: prixUnitaire * quantite,
      fournisseur: SUPPLIERS[supplier]?.nom ?? null,
      fournisseurId: supplier + 1,
      referenceCommande: reference,
      dateEntree: new Date(at),
      commentaire: null,
      typeEntree: 'livraison',
      userId: shop.gerantId,
      createdAt: new Date(at),
    });
    await this.created(shop, at, {
      entite: 'entree',
      entiteId: entryId,
      entiteLibelle: article.nom,
      fields: {
        article: article.id,
        ...(bain === '' ? {} : { bain }),
        quantite,
        prix_unitaire: prixUnitaire,
        reference_commande: reference,
      },
    });
    await this.move(shop, article, { bain, quantite }, at, { kind: 'entree', entreeId: entryId, reference });
  }

  /** A few articles of the shop's range that its shelf holds, each with a quantity it can give. */
  chooseItems(shop: Shop) {
    const { random } = this.options;
    const shelf = this.assortment.get(shop.id) ?? [];
    const chosen = new Map<number, { article: ArticleRow; quantite: number }>();
    const wanted = random.int(1, 4);
    for (let attempt = 0; attempt < wanted * 4 && chosen.size < wanted; attempt++) {
      const article = random.pick(shelf);
      const available = this.line(shop, article).quantite;
      if (available <= 0 || chosen.has(article.id)) continue;
      chosen.set(article.id, { article, quantite: Math.min(available, random.int(1, 3)) });
    }
    return chosen;
  }

  /** The shop's next invoice number of that year. */
  nextNumber(shop: Shop, at: number) {
    const year = new Date(at).getUTCFullYear();
    const counterKey = `${shop.id}:${year}`;
    const number = (this.counters.get(counterKey) ?? 0) + 1;
    this.counters.set(counterKey, number);
    return `FAC-${year}-${shop.code}-${String(number).padStart(6, '0')}`;
  }

  async sell(shop: Shop, at: number) {
    const { random, writer, clients } = this.options;
    const chosen = this.chooseItems(shop);
    if (chosen.size === 0) return false;
    const numero = this.nextNumber(shop, at);
    const known = this.createdBefore(at);
    const client = known > 0 && random.chance(0.7) ? clients[random.int(0, known - 1)] : null;
    const items = [...chosen.values()].sort((a, b) => a.article.id - b.article.id);
    const total = items.reduce((sum, item) => sum + item.article.prixUnitaire * item.quantite, 0);
    const cancelled = random.chance(0.01);
    this.saleId += 1;
    const saleId = this.saleId;
    await writer.add(ventes, {
      id: saleId,
      numeroFacture: numero,
      magasinId: shop.id,
      clientId: client?.id ?? null,
      userId: shop.gerantId,
      dateVente: new Date(at),
      total,
      statut: cancelled ? 'annulee' : 'validee',
      annuleeAt: cancelled ? new Date(at + 600_000) : null,
      annuleePar: null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    const payments = demoPayments(saleId, total, at);
    for (const payment of payments) {
      await writer.add(paiements, {
        ...payment,
        venteId: saleId,
        magasinId: shop.id,
        sessionId: null,
        createdAt: new Date(at),
      });
    }
    await this.created(shop, at, {
      entite: 'vente',
      entiteId: saleId,
      entiteLibelle: numero,
      fields: {
        numero_facture: numero,
        magasin: shop.id,
        client: client?.id ?? null,
        total,
        paiements: payments.map((payment) => ({ methode: payment.methode, montant: payment.montant })),
      },
    });
    if (cancelled) {
      await writer.add(
        journal,
        demoJournalRow({
          at: new Date(at + 600_000),
          magasinId: shop.id,
          action: 'annulation',
          entite: 'vente',
          entiteId: saleId,
          entiteLibelle: numero,
          changements: { statut: { avant: 'validee', apres: 'annulee' } },
        }),
      );
    }
    // A line without a lot takes the lots as the server would: one sold line per lot taken.
    for (const { article, quantite } of items) {
      for (const taken of this.lots.draw(shop.id, article.id, quantite)) {
        this.lineId += 1;
        await writer.add(venteLignes, {
          id: this.lineId,
          venteId: saleId,
          articleId: article.id,
          articleNom: article.nom,
          articleType: article.type,
          bain: taken.bain,
          quantite: taken.quantite,
          prixUnitaire: article.prixUnitaire,
          prixTotal: article.prixUnitaire * taken.quantite,
          prixCatalogue: article.prixUnitaire,
        });
        const sold = { bain: taken.bain, quantite: -taken.quantite };
        await this.move(shop, article, sold, at, { kind: 'vente', venteId: saleId, reference: numero });
        if (cancelled) {
          await this.move(shop, article, taken, at + 600_000, {
            kind: 'annulation',
            venteId: saleId,
            reference: numero,
          });
        }
      }
    }
    return true;
  }

  /** Opening stock: each shop carries a share of the catalogue, delivered on the first morning (a wool in two lots). */
  async openShops(firstDay: number) {
    const { random, shops, catalogue, size } = this.options;
    for (const shop of shops) {
      const shelf = catalogue.filter(() => random.chance(size.stockedShare));
      this.assortment.set(shop.id, shelf.length > 0 ? shelf : catalogue.slice(0, 1));
      for (const article of this.assortment.get(shop.id) ?? []) {
        for (const bain of lotsOf(article).slice(0, 2))
          await this.deliver(shop, article, firstDay + OPENING_HOUR_MS - 3_600_000, bain);
      }
    }
  }

  /** One day's sales and deliveries, in time order; answers how many sales were made. */
  async replayDay(day: number, dayStart: number, restocks: number) {
    const { random, shops, size } = this.options;
    const events: Event[] = [];
    const salesToday =
      Math.round((size.sales * (day + 1)) / size.days) - Math.round((size.sales * day) / size.days);
    const entriesToday =
      Math.round((restocks * (day + 1)) / size.days) - Math.round((restocks * day) / size.days);
    for (let n = 0; n < salesToday; n++) events.push({ at: 0, kind: 'sale', shop: random.pick(shops) });
    for (let n = 0; n < entriesToday; n++) events.push({ at: 0, kind: 'entry', shop: random.pick(shops) });
    // Shop hours; today's events all lie in the past hour when the shops are not open yet.
    const latest = this.options.now.getTime() - 60_000;
    for (const event of events) {
      const at = dayStart + OPENING_HOUR_MS + random.int(0, OPEN_MS);
      event.at = at <= latest ? at : latest - random.int(0, 3_540_000);
    }
    events.sort((a, b) => a.at - b.at);
    let sales = 0;
    for (const event of events) {
      if (event.kind === 'entry') {
        await this.deliver(event.shop, this.toRestock(event.shop), event.at);
      } else {
        // A customer who finds the shelf empty goes to another shop (at most twice).
        let sold = await this.sell(event.shop, event.at);
        for (let attempt = 0; attempt < 2 && !sold; attempt++)
          sold = await this.sell(random.pick(shops), event.at);
        if (sold) sales += 1;
      }
    }
    return sales;
  }
}

export async function replayTimeline(options: TimelineOptions): Promise<TimelineResult> {
  const { size } = options;
  const firstDay = Math.floor(options.now.getTime() / DAY_MS) * DAY_MS - (size.days - 1) * DAY_MS;
  const life = new ShopLife(options);
  await life.openShops(firstDay);
  const restocks = Math.max(0, size.entries - life.entryId);
  let sales = 0;
  for (let day = 0; day < size.days; day++) {
    sales += await life.replayDay(day, firstDay + day * DAY_MS, restocks);
  }
  return { lines: life.lines, lots: life.lots, counters: life.counters, sales, entries: life.entryId };
}
