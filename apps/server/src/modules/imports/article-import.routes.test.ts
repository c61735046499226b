import { ARTICLE_KINDS, type ImportReport } from '@pelote/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/articles.ts';
import { journal } from '../../db/schema/journal.ts';
import { stocks } from '../../db/schema/stock.ts';
import { postFile, useImportContext, utf8, windows1252 } from './imports.test-support.ts';

const c = useImportContext();
const url = (type: string, dryRun: boolean) => `/api/Import/articles?type=${type}&dry_run=${dryRun}`;

const WOOLS = [
  'Code-barres;Nom;Description;Prix unitaire;Famille;Grammage;Couleur;Type de couleur',
  '3017620422003;Mérinos écru;Pelote douce;1500,50;avec_marque;50;Écru;unique',
  ';Coton été;;900;;100;;multi',
].join('\r\n');

const woolRows = () => c.t.db.select().from(articles).where(eq(articles.type, 'laine')).orderBy(articles.id);

describe('POST /Import/articles', () => {
  it('checks then imports a Windows-1252 file: prices in FCFA, the supplier’s code kept, the others given', async () => {
    const dry = await postFile(c, url('laine', true), windows1252(WOOLS));
    expect(dry.json()).toMatchObject({ valide: true, encodage: 'windows-1252', crees: 2, erreurs: [] });
    expect(await woolRows()).toEqual([]);
    const done = await postFile(c, url('laine', false), windows1252(WOOLS), { key: 'laines-1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dry_run: false, crees: 2, modifies: 0, inchanges: 0 });
    const rows = await woolRows();
    expect(
      rows.map((row) => [row.nom, row.codeBarre.length, row.prixUnitaire, row.famille, row.grammage]),
    ).toEqual([
      ['Mérinos écru', 13, 150050, 'avec_marque', 50],
      ['Coton été', 13, 90000, 'sans_marque', 100],
    ]);
    expect(rows[0]?.codeBarre).toBe('3017620422003');
    expect(rows[1]?.codeBarre).toMatch(/^2\d{12}$/);
    const logged = await c.t.db
      .select({ n: count() })
      .from(journal)
      .where(
        and(eq(journal.source, 'import'), eq(journal.entite, 'article'), eq(journal.action, 'creation')),
      );
    expect(logged[0]?.n).toBe(2);
  });

  it('imports its own export back: matched by barcode, one price changed, the stock column left aside', async () => {
    const [first] = await woolRows();
    await c.t.db
      .insert(stocks)
      .values({ magasinId: (await c.t.createShop()).id, articleId: first?.id ?? 0, quantite: 7 });
    const exported = await c.t.inject({
      method: 'GET',
      url: `/api${ARTICLE_KINDS.laine.api.list}`,
      query: { format: 'csv' },
      headers: c.direction,
    });
    const edited = exported.body.replace('1500,50', '1750,00');
    const report = (
      await postFile(c, url('laine', false), utf8(edited), { key: 'laines-2' })
    ).json() as ImportReport;
    expect(report).toMatchObject({ crees: 0, modifies: 1, inchanges: 1, colonnes_ignorees: ['Stock'] });
    const [after] = await woolRows();
    expect(after?.prixUnitaire).toBe(175000);
    const [line] = await c.t.db
      .select()
      .from(stocks)
      .where(eq(stocks.articleId, after?.id ?? 0));
    expect(line?.quantite).toBe(7);
    const again = (await postFile(c, url('laine', false), utf8(edited), { key: 'laines-3' })).json();
    expect(again).toMatchObject({ crees: 0, modifies: 0, inchanges: 2 });
  });

  it('keeps the fields of a column the file lacks; pouch components in one cell', async () => {
    const partial = 'Code-barres;Nom;Prix unitaire\n3017620422003;Mérinos écru;1750\n';
    expect((await postFile(c, url('laine', true), utf8(partial))).json()).toMatchObject({ inchanges: 1 });
    const pouches = 'Nom;Prix unitaire;Composants\nTrousse débutant;8000;Crochet × 1 | Pelote x 2 | Patron\n';
    const report = (await postFile(c, url('trousse', false), utf8(pouches), { key: 'trousses-1' })).json();
    expect(report).toMatchObject({ crees: 1 });
    const [pouch] = await c.t.db.select().from(articles).where(eq(articles.type, 'trousse'));
    expect(pouch?.composants).toEqual([
      { nom: 'Crochet', quantite: 1 },
      { nom: 'Pelote', quantite: 2 },
      { nom: 'Patron', quantite: 1 },
    ]);
  });

  it('takes a line without a barcode as the article of the same name and fields: the same file twice creates once', async () => {
    const kits = [
      'Nom;Description;Prix unitaire;Contenance',
      'Kit écharpe;Tout pour une écharpe;9000;3 pelotes',
      'Kit mitaines;;7000;2 pelotes',
    ].join('\r\n');
    const kitRows = () => c.t.db.select().from(articles).where(eq(articles.type, 'kit')).orderBy(articles.id);
    const first = await postFile(c, url('kit', false), utf8(kits), { key: 'kits-1' });
    expect(first.json()).toMatchObject({ crees: 2, modifies: 0, inchanges: 0, avertissements: [] });
    const created = await kitRows();
    const second = await postFile(c, url('kit', false), utf8(kits), { key: 'kits-2' });
    expect(second.json()).toMatchObject({ crees: 0, modifies: 0, inchanges: 2, avertissements: [] });
    expect(await kitRows()).toEqual(created);

    // Case and spaces of the name aside; a column the file lacks keeps the article's value.
    const respelled = 'Nom;Prix unitaire\n  KIT   Écharpe ;9000\n';
    expect((await postFile(c, url('kit', true), utf8(respelled))).json()).toMatchObject({
      crees: 0,
      inchanges: 1,
    });

    // Same name, another price: never merged on the name alone — a new article, and a warning.
    const otherPrice = 'Nom;Description;Prix unitaire;Contenance\nKit mitaines;;7500;2 pelotes\n';
    const report = (await postFile(c, url('kit', false), utf8(otherPrice), { key: 'kits-3' })).json();
    expect(report).toMatchObject({ crees: 1, inchanges: 0 });
    expect(report.avertissements).toEqual([
      {
        ligne: 2,
        message:
          'Un article « Kit mitaines » existe déjà avec d’autres valeurs : cette ligne sans code-barres en crée un nouveau (donnez-lui le code-barres de l’article pour le modifier)',
      },
    ]);
    const after = await kitRows();
    expect(after.map((row) => [row.nom, row.prixUnitaire])).toEqual([
      ['Kit écharpe', 900000],
      ['Kit mitaines', 700000],
      ['Kit mitaines', 750000],
    ]);
    // A deleted article is never the line's: the same line then creates it again.
    await c.t.db
      .update(articles)
      .set({ deletedAt: new Date() })
      .where(eq(articles.id, after[0]?.id ?? 0));
    const revived = (await postFile(c, url('kit', true), utf8(kits))).json();
    expect(revived).toMatchObject({ crees: 1, inchanges: 1 });
  });

  it('reports each bad line and writes nothing', async () => {
    const file = [
      'Code-barres;Nom;Prix unitaire;Grammage',
      '3017620422003;Mérinos;12,345;50',
      `${(await woolRows())[1]?.codeBarre};Coton;900;beaucoup`,
      '4006381333931;;900;50',
      '4006381333931;Doublon;900;50',
    ].join('\n');
    const before = await woolRows();
    const kit = 'Code-barres;Nom;Description;Prix unitaire;Contenance\n3017620422003;Kit;;1000;\n';
    const refused = await postFile(c, url('laine', false), utf8(file), { key: 'laines-bad' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rapport.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Prix unitaire',
        valeur: '12,345',
        message: 'Le prix doit être un nombre avec au plus 2 décimales',
      },
      {
        ligne: 3,
        colonne: 'Grammage',
        valeur: 'beaucoup',
        message: 'Le grammage doit être un nombre entier de grammes',
      },
      { ligne: 4, colonne: 'Nom', valeur: '', message: 'Le nom est requis' },
      {
        ligne: 5,
        colonne: 'Code-barres',
        valeur: '4006381333931',
        message: 'Valeur déjà présente à la ligne 4 du fichier',
      },
    ]);
    expect(await woolRows()).toEqual(before);
    const otherType = (await postFile(c, url('kit', true), utf8(kit))).json() as ImportReport;
    expect(otherType.erreurs.map((e) => e.message)).toEqual([
      'Ce code-barres appartient à un article d’un autre type',
    ]);
  });

  it('needs a known type, and a template per type', async () => {
    const noType = await postFile(c, '/api/Import/articles?dry_run=true', utf8(WOOLS));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().detail).toMatch(/Le type d’article est requis/);
    const template = await c.t.inject({
      method: 'GET',
      url: '/api/Import/articles/modele?type=habit',
      headers: c.direction,
    });
    expect(template.body.split('\r\n')[0]).toBe(
      '\uFEFFCode-barres;Nom;Type d’habit;Description;Taille;Sexe;Prix unitaire',
    );
  });
});
