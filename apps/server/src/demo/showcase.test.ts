import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { DATASET_SIZES, generateDataset } from './generate.ts';

/** What a newcomer finds in the smallest data set, read through the API as head office reads it. */

let t: TestApp;
let headers: Record<string, string>;
const size = DATASET_SIZES.tiny;

async function get<T>(url: string): Promise<T> {
  const response = await t.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

type Lot = { bain: string; quantite: number };
type StockPage = { results: { object_id: number; quantite: number; bains: Lot[]; en_transit?: number }[] };
type Account = {
  solde_du: number;
  solde_avoir: number;
  plafond_credit: number;
  disponible: number;
  mouvements: { results: { kind: string; montant_du: number }[] };
};
type Amounts = Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const summary = await generateDataset(t.db, size, { seed: 7 });
  const direction = summary.credentials.find((account) => account.role === 'direction');
  if (!direction) throw new Error('no direction account');
  headers = (await t.login(direction.username, direction.password)).headers;
}, 120_000);

afterAll(() => t?.close());

describe('the demo data set shows every capability', () => {
  it('keeps each wool in two or three lots, the lots of a shop adding up to its stock line', async () => {
    for (let shop = 1; shop <= size.shops; shop++) {
      const page = await get<StockPage>(`/Magasins/stocks/magasin/${shop}?type=laine&page_size=100`);
      expect(page.results.length).toBeGreaterThan(0);
      for (const line of page.results) {
        expect(line.bains.reduce((sum, lot) => sum + lot.quantite, 0)).toBe(line.quantite);
        expect(line.bains.every((lot) => /^B\d{4}$/.test(lot.bain))).toBe(true);
      }
      expect(page.results.some((line) => line.bains.length >= 2)).toBe(true);
    }
    const perWool = await rows<{ lots: number }>(sql`
      select count(distinct m.bain)::int as lots from mouvements_stock m join articles a on a.id = m.article_id
      where a.type = 'laine' group by m.article_id`);
    expect(perWool.length).toBeGreaterThan(0);
    for (const wool of perWool) expect([2, 3]).toContain(wool.lots);
  });

  it('gives clients a credit limit and a debt: credit sales less their instalments, within the limit', async () => {
    for (let client = 1; client <= size.creditClients; client++) {
      const account = await get<Account>(`/Clients/${client}/compte?page_size=100`);
      const kinds = account.mouvements.results.map((row) => row.kind);
      expect(kinds).toEqual(expect.arrayContaining(['vente_a_credit', 'versement']));
      const [owed] = await rows<{ credit: number; paid: number }>(sql`
        select (select coalesce(sum(p.montant), 0) from paiements p join ventes v on v.id = p.vente_id
                where v.client_id = ${client} and p.methode = 'credit_client')::int as credit,
               (select coalesce(-sum(montant_du), 0) from compte_client_mouvements
                where client_id = ${client} and kind = 'versement')::int as paid`);
      expect(owed?.paid).toBeGreaterThan(0);
      expect(account.solde_du).toBe((owed?.credit ?? 0) - (owed?.paid ?? 0));
      expect(account.solde_du).toBeGreaterThan(0);
      expect(account.plafond_credit).toBeGreaterThan(account.solde_du);
      expect(account.disponible).toBe(account.plafond_credit - account.solde_du);
    }
  });

  it('closes a till session with its Z, whose expected cash adds up and shows the shortfall', async () => {
    const sessions = await get<{ results: { id: number; statut: string; numero_z: string | null }[] }>(
      '/Caisses/?page_size=100',
    );
    const closed = sessions.results.filter((session) => session.statut === 'cloturee');
    expect(closed).toHaveLength(1);
    const session = await get<{
      numero_z: string;
      fond_de_caisse: number;
      attendus: Amounts;
      comptes: Amounts;
      ecarts: Amounts;
      commentaires: Record<string, string>;
      rapport: {
        nombre_ventes: number;
        encaissements: Amounts;
        entrees: number;
        sorties: number;
        remboursements: number;
        versements_clients?: Amounts;
      };
    }>(`/Caisses/${closed[0]?.id}`);
    const { rapport } = session;
    expect(session.numero_z).toMatch(/^Z-\d{4}-M01-0+1$/);
    expect(rapport.nombre_ventes).toBe(size.creditClients + 1);
    expect(session.attendus.especes).toBe(
      session.fond_de_caisse +
        (rapport.encaissements.especes ?? 0) +
        rapport.entrees -
        rapport.sorties -
        rapport.remboursements +
        (rapport.versements_clients?.especes ?? 0),
    );
    expect(rapport.sorties).toBe(200_000);
    expect(session.ecarts.especes).toBe(-50_000);
    expect(session.comptes.especes).toBe((session.attendus.especes ?? 0) - 50_000);
    expect(session.commentaires.especes).toBe('Erreur de rendu de monnaie');
  });

  it('holds a credit note from a return, credited to the client', async () => {
    const notes = await get<{
      count: number;
      results: {
        numero_avoir: string;
        montant: number;
        methode_remboursement: string;
        client: { id: number };
      }[];
    }>('/Mouvements/avoirs/');
    expect(notes.count).toBe(1);
    const [note] = notes.results;
    expect(note?.methode_remboursement).toBe('avoir_client');
    const account = await get<Account>(`/Clients/${note?.client.id}/compte`);
    expect(account.solde_avoir).toBe(note?.montant);
  });

  it('leaves transfers shipped and not received, in transit at their destination', async () => {
    const transfers = await get<{
      count: number;
      results: { id: number; statut: string; destination: { id: number } }[];
    }>('/Transferts/');
    expect(transfers.count).toBe(size.transfers);
    for (const transfer of transfers.results) {
      expect(transfer.statut).toBe('expedie');
      const detail = await get<{ lignes: { article: { id: number }; quantite: number }[] }>(
        `/Transferts/${transfer.id}`,
      );
      const stock = await get<StockPage>(`/Magasins/stocks/magasin/${transfer.destination.id}?page_size=100`);
      for (const line of detail.lignes) {
        const sent = detail.lignes
          .filter((other) => other.article.id === line.article.id)
          .reduce((sum, other) => sum + other.quantite, 0);
        const there = stock.results.find((row) => row.object_id === line.article.id);
        expect(there?.en_transit ?? 0).toBe(sent);
      }
    }
  });

  it('shows a stock count validated by head office with its difference, and one in progress', async () => {
    const counts = await get<{
      results: {
        statut: string;
        nb_lignes: number;
        nb_ecarts: number;
        valide_par: { username: string } | null;
      }[];
    }>('/Inventaires/');
    const validated = counts.results.find((count) => count.statut === 'valide');
    const open = counts.results.find((count) => count.statut === 'en_cours');
    expect(validated?.valide_par?.username).toBe('direction');
    expect(validated?.nb_ecarts).toBe(1);
    expect(open?.nb_lignes).toBeGreaterThan(0);
  });
});
