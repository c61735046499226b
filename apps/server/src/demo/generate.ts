import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { articles } from '../db/schema/articles.ts';
import { clients } from '../db/schema/clients.ts';
import { entreesStock } from '../db/schema/entries.ts';
import { journal } from '../db/schema/journal.ts';
import { paiements } from '../db/schema/payments.ts';
import { compteursFactures, venteLignes, ventes } from '../db/schema/sales.ts';
import { magasins } from '../db/schema/shops.ts';
import { mouvementsStock, stockBains, stocks } from '../db/schema/stock.ts';
import { fournisseurs } from '../db/schema/suppliers.ts';
import { users } from '../db/schema/users.ts';
import type { Db } from '../db/types.ts';
import type { SessionUser } from '../lib/access.ts';
import { hashPassword } from '../lib/password.ts';
import { buildStockSnapshots, rebuildCostHistory, rollUpFinishedDays } from '../modules/costs/index.ts';
import { rebuildSalesSummary } from '../modules/sales/index.ts';
import { BulkWriter, resetSequences } from './bulk-writer.ts';
import { generateCatalogue } from './catalogue.ts';
import { demoJournalRow } from './journal-rows.ts';
import { FIRST_NAMES, LAST_NAMES, PROFESSIONS, QUARTIERS, SHOP_NAMES, SUPPLIERS } from './names.ts';
import { createRandom } from './random.ts';
import { CREDIT_LIMITS, runShowcase, SHOWCASE_MS } from './showcase.ts';
import { replayTimeline, type Shop } from './timeline.ts';

/**
 * Fills an EMPTY, migrated database with a realistic data set: shops in Abidjan
 * quartiers, one direction account and a gerant per shop, a catalogue with FCFA prices, clients
 * (the oldest with a credit limit), and a year of deliveries and sales written in bulk with their
 * movements, wool kept per dye lot, so that every lot equals the sum of its movements and every
 * invoice series is gapless; then its last hours through the services (showcase.ts).
 */

export type DatasetSize = {
  shops: number;
  articles: number;
  clients: number;
  sales: number;
  entries: number;
  days: number;
  /** Share of the catalogue each shop carries. */
  stockedShare: number;
  /** Clients given a credit limit, who owe for a sale on credit (showcase.ts). */
  creditClients: number;
  /** Transfers left in transit between two shops. */
  transfers: number;
};

export const DATASET_SIZES = {
  /** `npm run demo`: small enough to build in seconds on the embedded database. */
  demo: {
    shops: 4,
    articles: 240,
    clients: 400,
    sales: 6_000,
    entries: 1_200,
    days: 365,
    stockedShare: 0.6,
    creditClients: 6,
    transfers: 2,
  },
  /** The benchmark data set (bench/RESULTS.md). */
  bench: {
    shops: 10,
    articles: 5_000,
    clients: 20_000,
    sales: 300_000,
    entries: 50_000,
    days: 365,
    stockedShare: 0.6,
    creditClients: 20,
    transfers: 4,
  },
  /** Tests: a few seconds on PGlite. */
  tiny: {
    shops: 2,
    articles: 30,
    clients: 20,
    sales: 300,
    entries: 90,
    days: 30,
    stockedShare: 0.7,
    creditClients: 3,
    transfers: 1,
  },
} satisfies Record<string, DatasetSize>;

export type Credentials = {
  username: string;
  password: string;
  role: 'direction' | 'gerant';
  magasin: string | null;
};
export type DatasetSummary = { credentials: Credentials[]; sales: number; entries: number; rows: number };

const DAY_MS = 86_400_000;
const sessionUser = (row: typeof users.$inferSelect): SessionUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  magasinId: row.magasinId,
  nomComplet: `${row.firstName} ${row.lastName}`,
});
const randomPassword = () => crypto.randomBytes(9).toString('base64url');
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function generateDataset(
  db: Db,
  size: DatasetSize,
  {
    seed = 2026,
    now = new Date(),
    password,
  }: {
    seed?: number;
    now?: Date;
    /** One password for every account (benchmark scripts); else random ones. */
    password?: string;
  } = {},
): Promise<DatasetSummary> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(ventes);
  if ((existing?.n ?? 0) > 0) throw new Error('generateDataset: the database already holds sales');
  const random = createRandom(seed);
  const start = new Date(now.getTime() - size.days * DAY_MS);
  const credentials: Credentials[] = [];

  const directionPassword = password ?? randomPassword();
  const journalRows: (typeof journal.$inferInsert)[] = [];
  const userCreated = (row: typeof users.$inferSelect) =>
    demoJournalRow({
      at: start,
      magasinId: row.magasinId,
      action: 'creation',
      entite: 'utilisateur',
      entiteId: row.id,
      entiteLibelle: `${row.firstName} ${row.lastName}`,
      fields: { username: row.username, role: row.role, magasin: row.magasinId, email: row.email },
    });
  const [direction] = await db
    .insert(users)
    .values({
      username: 'direction',
      email: 'direction@pelote.example',
      firstName: 'Nadège',
      lastName: 'Kouassi',
      passwordHash: await hashPassword(directionPassword),
      role: 'direction',
      nationalite: 'CI',
      emailVerifiedAt: start,
    })
    .returning();
  if (!direction) throw new Error('direction not created');
  journalRows.push(userCreated(direction));
  credentials.push({ username: 'direction', password: directionPassword, role: 'direction', magasin: null });

  const shops: Shop[] = [];
  const gerants: SessionUser[] = [];
  for (let n = 1; n <= size.shops; n++) {
    const quartier = QUARTIERS[(n - 1) % QUARTIERS.length] ?? 'Cocody';
    const nom = `${SHOP_NAMES[(n - 1) % SHOP_NAMES.length]} ${quartier}`;
    const [shop] = await db
      .insert(magasins)
      .values({ code: `M${String(n).padStart(2, '0')}`, nom, quartier, isActive: true })
      .returning();
    if (!shop?.code) throw new Error('shop not created');
    const gerantPassword = password ?? randomPassword();
    const username = `gerant.${slug(quartier)}${n > QUARTIERS.length ? n : ''}`;
    const [gerant] = await db
      .insert(users)
      .values({
        username,
        email: `${username}@pelote.example`,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        passwordHash: await hashPassword(gerantPassword),
        role: 'gerant',
        nationalite: 'CI',
        magasinId: shop.id,
        emailVerifiedAt: start,
      })
      .returning();
    if (!gerant) throw new Error('gerant not created');
    journalRows.push(
      demoJournalRow({
        at: start,
        magasinId: shop.id,
        action: 'creation',
        entite: 'magasin',
        entiteId: shop.id,
        entiteLibelle: shop.nom,
        fields: { code: shop.code, nom: shop.nom, quartier: shop.quartier, is_active: shop.isActive },
      }),
      userCreated(gerant),
    );
    shops.push({ id: shop.id, code: shop.code, gerantId: gerant.id, gerantUsername: gerant.username });
    gerants.push(sessionUser(gerant));
    credentials.push({ username, password: gerantPassword, role: 'gerant', magasin: nom });
  }

  // The suppliers the deliveries come from: the reorder proposes each article from its last one.
  await db.insert(fournisseurs).values(
    SUPPLIERS.map((supplier, index) => ({
      id: index + 1,
      ...supplier,
      createdAt: start,
      updatedAt: start,
    })),
  );
  for (const [index, supplier] of SUPPLIERS.entries())
    journalRows.push(
      demoJournalRow({
        at: start,
        action: 'creation',
        entite: 'fournisseur',
        entiteId: index + 1,
        entiteLibelle: supplier.nom,
        fields: {
          nom: supplier.nom,
          telephone: supplier.telephone,
          delai_livraison: supplier.delaiLivraison,
        },
      }),
    );

  const writer = new BulkWriter(db, [
    articles,
    clients,
    entreesStock,
    ventes,
    paiements,
    venteLignes,
    mouvementsStock,
    journal,
  ]);
  for (const row of journalRows) await writer.add(journal, row);
  const catalogue = generateCatalogue(random, size.articles, start);
  for (const article of catalogue) {
    await writer.add(articles, article);
    await writer.add(
      journal,
      demoJournalRow({
        at: start,
        action: 'creation',
        entite: article.type === 'composant' ? 'composant' : 'article',
        entiteId: article.id,
        entiteLibelle: article.nom,
        fields: { nom: article.nom, type: article.type, prix_unitaire: article.prixUnitaire },
      }),
    );
  }

  const clientTimes = Array.from({ length: size.clients }, () =>
    random.int(start.getTime() - 180 * DAY_MS, now.getTime() - DAY_MS),
  ).sort((a, b) => a - b);
  const clientRows = clientTimes.map((createdAt, index) => ({ id: index + 1, createdAt }));
  for (const { id, createdAt } of clientRows) {
    const prenom = random.pick(FIRST_NAMES);
    const nom = random.pick(LAST_NAMES);
    // The oldest clients buy on credit: head office gave them a limit when they were recorded.
    const plafondCredit = id <= size.creditClients ? (CREDIT_LIMITS[id % CREDIT_LIMITS.length] ?? 0) : 0;
    await writer.add(clients, {
      id,
      nom,
      prenom,
      contact: `07${String(10_000_000 + id).slice(-8)}`,
      sexe: random.chance(0.75) ? 'F' : 'M',
      adresse: random.chance(0.5) ? `${random.pick(QUARTIERS)}, Abidjan` : null,
      email: random.chance(0.4) ? `${slug(prenom)}.${slug(nom)}${id}@exemple.ci` : null,
      profession: random.chance(0.5) ? random.pick(PROFESSIONS) : null,
      nationalite: random.chance(0.85) ? 'CI' : random.pick(['SN', 'ML', 'BF', 'FR']),
      plafondCredit,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
    await writer.add(
      journal,
      demoJournalRow({
        at: new Date(createdAt),
        action: 'creation',
        entite: 'client',
        entiteId: id,
        entiteLibelle: `${prenom} ${nom}`,
        fields: { nom, prenom, ...(plafondCredit > 0 ? { plafond_credit: plafondCredit } : {}) },
      }),
    );
  }
  await writer.flush();

  // The year ends before the showcase's last hours (showcase.ts), written through the services.
  const showcaseStart = new Date(now.getTime() - SHOWCASE_MS);
  const timeline = await replayTimeline({
    random,
    writer,
    shops,
    catalogue,
    clients: clientRows,
    size,
    now: showcaseStart,
  });
  await writer.flush();

  const lines = [...timeline.lines.values()].map((line) => ({
    magasinId: line.magasinId,
    articleId: line.articleId,
    quantite: line.quantite,
    quantiteSeuil: line.seuil,
    dateAjout: start,
  }));
  for (let from = 0; from < lines.length; from += 5_000)
    await db.insert(stocks).values(lines.slice(from, from + 5_000));
  // Every lot the year moved (a wool's dye lots, the implicit '' of the others), equal to its movements.
  const lots = timeline.lots.rows().map((lot) => ({ ...lot, createdAt: start }));
  for (let from = 0; from < lots.length; from += 5_000)
    await db.insert(stockBains).values(lots.slice(from, from + 5_000));
  const counters = [...timeline.counters].map(([key, last]) => {
    const [magasinId, annee] = key.split(':').map(Number);
    return { magasinId: magasinId ?? 0, annee: annee ?? 0, dernierNumero: last };
  });
  if (counters.length > 0) await db.insert(compteursFactures).values(counters);
  // Turnover is the sum of the client's sales that are not cancelled, as the sale service keeps it.
  await db.execute(sql`
    update clients c set chiffre_affaire = s.total
    from (select client_id, sum(total) as total from ventes where statut = 'validee' and client_id is not null group by client_id) s
    where c.id = s.client_id`);
  await rebuildSalesSummary(db);
  // The cost history of the deliveries, the cost of each sale line and of the daily sums.
  await rebuildCostHistory(db);
  await resetSequences(db, [
    'fournisseurs',
    'articles',
    'clients',
    'entrees_stock',
    'ventes',
    'paiements',
    'vente_lignes',
    'stocks',
    'stock_bains',
    'mouvements_stock',
  ]);
  const showcase = await runShowcase(db, {
    direction: sessionUser(direction),
    gerants,
    creditClients: clientRows.slice(0, size.creditClients).map((client) => client.id),
    transfers: size.transfers,
    start: showcaseStart,
  });
  // What the margins read for the finished days and the valuation for past months, once the sums
  // and movements are all in.
  await rollUpFinishedDays(db, new Date().toISOString().slice(0, 10));
  await buildStockSnapshots(db);
  // The cost history rewrites every sale line and daily sum once: vacuum leaves the tables as a
  // database that has lived with them would be (no dead half), and analyze gives the planner their sizes.
  await db.execute(sql`vacuum analyze`);
  return {
    credentials,
    sales: timeline.sales + showcase.sales,
    entries: timeline.entries,
    rows: writer.written + lines.length + lots.length + counters.length,
  };
}
