import type { ImportRejected, ImportReport } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import { postFile, useImportContext, utf8, windows1252 } from './imports.test-support.ts';

const c = useImportContext();
const URL = '/api/Import/clients';

const FILE = [
  'Nom;Prénom;Contact;Sexe;Email;Date de naissance;Nationalité',
  'Koné;Aïcha;07 01 02 03 04;F;aicha@exemple.ci;14/02/1990;Ivoirienne',
  'Bamba;Éloïse;+225 05 44 55 66 77;Femme;;;CI',
  'Traoré;Moussa;0033 6 12 34 56 78;M;;;',
].join('\r\n');

const counts = async () => ({
  clients: (await c.t.db.select({ n: count() }).from(clients))[0]?.n,
  journal: (await c.t.db.select({ n: count() }).from(journal).where(eq(journal.source, 'import')))[0]?.n,
});

describe('POST /Import/clients', () => {
  it('reads Windows-1252 with `;`, and a dry run writes nothing', async () => {
    const before = await counts();
    const response = await postFile(c, `${URL}?dry_run=true`, windows1252(FILE));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      dry_run: true,
      valide: true,
      encodage: 'windows-1252',
      separateur: ';',
      lignes: 3,
      crees: 3,
      modifies: 0,
      inchanges: 0,
      erreurs: [],
      avertissements: [],
      colonnes_ignorees: [],
    } satisfies ImportReport);
    expect(await counts()).toEqual(before);
  });

  it('imports all lines with their journal rows; the same file again changes nothing', async () => {
    const first = await postFile(c, `${URL}?dry_run=false`, utf8(FILE, true), { key: 'clients-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ encodage: 'utf-8-bom', crees: 3, modifies: 0, inchanges: 0 });
    const rows = await c.t.db.select().from(clients).where(eq(clients.nom, 'Koné'));
    expect(rows).toMatchObject([
      {
        prenom: 'Aïcha',
        contact: '07 01 02 03 04',
        sexe: 'F',
        dateNaissance: '1990-02-14',
        nationalite: 'CI',
      },
    ]);
    expect(await counts()).toEqual({ clients: 3, journal: 3 });
    // The same people, their numbers written another way, in UTF-8 with commas: matched, unchanged.
    const again = [
      'nom,prenom,contact,sexe,email,date_naissance,nationalite',
      'Koné,Aïcha,+2250701020304,F,aicha@exemple.ci,1990-02-14,CI',
      'Bamba,Éloïse,0544556677,F,,,CI',
      'Traoré,Moussa,+33612345678,M,,,',
    ].join('\n');
    const second = await postFile(c, `${URL}?dry_run=false`, utf8(again), { key: 'clients-2' });
    expect(second.json()).toMatchObject({
      encodage: 'utf-8',
      separateur: ',',
      crees: 0,
      modifies: 0,
      inchanges: 3,
    });
    expect(await counts()).toEqual({ clients: 3, journal: 3 });
  });

  it('updates a matched client, tab-separated: the columns it has, and logs that change only', async () => {
    const file = 'Nom\tPrénom\tContact\tProfession\nKoné\tAïcha\t07.01.02.03.04\tCouturière\n';
    const response = await postFile(c, `${URL}?dry_run=false`, utf8(file), { key: 'clients-3' });
    expect(response.json()).toMatchObject({ separateur: '\t', crees: 0, modifies: 1, inchanges: 0 });
    const last = (
      await c.t.db.select().from(journal).where(eq(journal.source, 'import')).orderBy(journal.id)
    ).at(-1);
    expect(last).toMatchObject({ action: 'modification', entite: 'client', entiteLibelle: 'Aïcha Koné' });
    expect(last?.changements).toEqual({ profession: { avant: null, apres: 'Couturière' } });
    const [row] = await c.t.db.select().from(clients).where(eq(clients.nom, 'Koné'));
    expect(row).toMatchObject({
      email: 'aicha@exemple.ci',
      contact: '07 01 02 03 04',
      profession: 'Couturière',
    });
  });

  it('a file with 3 bad lines: 3 report lines, nothing written, even without dry run', async () => {
    const bad = [
      'Nom;Prénom;Contact;Email;Date de naissance',
      'Diallo;Mariam;07 99 88 77 66;;',
      ';Sans nom;07 11 11 11 11;;',
      'Yao;Kofi;pas un numéro;;',
      'Diallo;Mariam bis;07 99 88 77 66;;',
    ].join('\r\n');
    const before = await counts();
    const checked = await postFile(c, URL, utf8(bad));
    expect(checked.statusCode).toBe(200);
    const report = checked.json() as ImportReport;
    expect(report).toMatchObject({ dry_run: true, valide: false, lignes: 4, crees: 0 });
    expect(report.erreurs).toEqual([
      { ligne: 3, colonne: 'Nom', valeur: '', message: 'Le nom est requis' },
      { ligne: 4, colonne: 'Contact', valeur: 'pas un numéro', message: 'Numéro de téléphone invalide' },
      {
        ligne: 5,
        colonne: 'Contact',
        valeur: '07 99 88 77 66',
        message: 'Valeur déjà présente à la ligne 2 du fichier',
      },
    ]);
    const refused = await postFile(c, `${URL}?dry_run=false`, utf8(bad), { key: 'clients-bad' });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as ImportRejected;
    expect(body.detail).toBe(
      '3 erreurs dans le fichier : rien n’a été importé. Corrigez les lignes signalées puis recommencez.',
    );
    expect(body.rapport?.erreurs).toEqual(report.erreurs);
    expect(await counts()).toEqual(before);
  });

  it('reports every refused field of a line with its French message', async () => {
    const file = utf8(
      'Nom;Prénom;Contact;Email;Date de naissance;Sexe\nYao;Ama;07 22 22 22 22;ama@;31/02/1990;X\n',
    );
    const report = (await postFile(c, URL, file)).json() as ImportReport;
    expect(report.erreurs.map((e) => [e.colonne, e.message])).toEqual([
      ['Sexe', 'Le sexe doit être M (Homme) ou F (Femme)'],
      ['Email', "Format d'email invalide"],
      ['Date de naissance', 'Date de naissance invalide'],
    ]);
  });

  it('answers a keyed retry once, and refuses the key with another file', async () => {
    const file = utf8('Nom;Prénom;Contact\nN’Guessan;Awa;01 23 45 67 89\n');
    const first = await postFile(c, `${URL}?dry_run=false`, file, { key: 'clients-retry' });
    const retry = await postFile(c, `${URL}?dry_run=false`, file, { key: 'clients-retry' });
    expect(first.json()).toMatchObject({ crees: 1 });
    expect(retry.json()).toEqual(first.json());
    expect((await c.t.db.select().from(clients).where(eq(clients.nom, 'N’Guessan'))).length).toBe(1);
    const other = await postFile(
      c,
      `${URL}?dry_run=false`,
      utf8('Nom;Prénom;Contact\nX;Y;01 00 00 00 00\n'),
      {
        key: 'clients-retry',
      },
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses a missing column, an empty file, another field, a gerant, in French', async () => {
    const missing = await postFile(c, URL, utf8('Nom;Prénom\nA;B\n'));
    expect([missing.statusCode, missing.json().detail]).toEqual([400, 'Colonnes manquantes : Contact']);
    const empty = await postFile(c, URL, utf8('Nom;Prénom;Contact\n;;\n'));
    expect([empty.statusCode, empty.json().detail]).toEqual([
      400,
      'Le fichier ne contient aucune ligne à importer',
    ]);
    const field = await postFile(c, URL, utf8(FILE), { field: 'autre' });
    expect([field.statusCode, field.json().detail]).toEqual([400, 'Aucun fichier reçu (champ « fichier »)']);
    expect((await postFile(c, URL, utf8(FILE), { headers: c.gerant })).statusCode).toBe(403);
    const big = await postFile(c, URL, Buffer.alloc(5 * 1024 * 1024 + 10, 0x41));
    expect(big.statusCode).toBe(413);
  });

  it('serves the French template', async () => {
    const response = await c.t.inject({ method: 'GET', url: `${URL}/modele`, headers: c.direction });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="modele-clients-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body).toBe(
      '\uFEFFNom;Prénom;Contact;Sexe;Email;Date de naissance;Adresse;Profession;Nationalité\r\n' +
        'Kouassi;Aya;07 01 02 03 04;F;aya.kouassi@exemple.ci;14/02/1990;Cocody, Abidjan;Couturière;CI\r\n',
    );
  });
});
