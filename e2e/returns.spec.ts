import { readFile } from 'node:fs/promises';
import { post, shopWithWool } from './support/api.ts';
import { showPageActions, sideScroll } from './support/navigation.ts';
import { pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// A return end to end, on the real server and database, on a desktop and on a 360 px wide phone:
// from a sale's detail on /ventes, one line comes back refunded in cash; the credit note shows and
// downloads as a PDF; the sale is marked, the till's expected cash drops by the refund, and the
// credit note is listed under /ventes/avoirs.

test.describe.configure({ mode: 'serial' });

// Names unique to this run (and project): the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);

test('a return of one line refunded in cash: the credit note, its PDF, the till and the lists', async ({
  page,
  isMobile: phone,
}) => {
  const tag = `${RUN}${phone ? 'p' : 'd'}`;
  const SHOP = `Boutique Retours ${tag}`;
  const WOOL = `Laine retour ${tag}`;
  await signIn(page);
  const { shopId, woolId } = await shopWithWool(page, {
    shop: SHOP,
    quartier: 'Treichville',
    wool: WOOL,
    prix: 150_000,
    quantite: 10,
    bain: 'B7',
  });
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', {
    nom: 'Ouattara',
    prenom: `Mariam ${tag}`,
    contact: `07${Date.now().toString().slice(-8)}`,
  });
  const session = await post<{ id: number }>(page, '/Caisses/ouvrir', {
    magasin: shopId,
    fond_de_caisse: 2_000_000,
  });
  const sale = await post<{ id: number; numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: client.id,
    magasin: shopId,
    articles: [{ article: woolId, quantite: 3 }],
    paiements: [{ methode: 'especes', montant: 450_000, montant_recu: 500_000 }],
  });

  // The shop chosen in the top bar; the sale's detail, then 'Retour'.
  await page.goto('/ventes');
  await pickShop(page, SHOP);
  await page.getByRole('button', { name: `Voir les détails de la vente ${sale.numero_facture}` }).click();
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  await expect(detail).toContainText(WOOL);
  await detail.getByRole('button', { name: 'Retour', exact: true }).click();

  const form = page.getByRole('dialog', { name: `Retour — ${sale.numero_facture}` });
  await expect(form).toContainText('Vendu : 3');
  await expect(form).toContainText('Bain B7');
  await form.getByRole('spinbutton', { name: `Quantité retournée — ${WOOL}` }).fill('1');
  await form.getByRole('textbox', { name: `Motif — ${WOOL}` }).fill('Mauvaise couleur');
  await expect(form.getByRole('radio', { name: 'Revendable' })).toBeChecked();
  await form.getByRole('radio', { name: 'Espèces' }).check();
  await expect(form.getByRole('status', { name: 'Montant de l’avoir' })).toHaveText('1 500,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
  await form.getByRole('button', { name: 'Valider le retour' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmer le retour ?' });
  await expect(confirm).toContainText('Un avoir de 1 500,00 FCFA');
  await confirm.getByRole('button', { name: 'Confirmer le retour' }).click();

  // The credit note: its own number, the invoice it cites, and its PDF.
  const shown = page.getByRole('dialog', { name: 'Retour enregistré : avoir émis' });
  const noteView = shown.getByRole('article', { name: /^AVOIR AV-/ });
  await expect(noteView).toContainText(`Facture d’origine : ${sale.numero_facture}`);
  await expect(noteView).toContainText('Revendable : Mauvaise couleur');
  const numero = ((await noteView.getAttribute('aria-label')) ?? '').replace('AVOIR ', '');
  expect(numero).toMatch(/^AV-\d{4}-\S+-000001$/);
  if (phone) expect(await sideScroll(page)).toBe(false);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shown.getByRole('button', { name: 'Télécharger PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`avoir_${numero}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shown.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(shown).toBeHidden();

  // The detail lists the credit note; the list marks the sale.
  await expect(detail.getByRole('region', { name: 'Retours et avoirs' })).toContainText(numero);
  await detail.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(sale.numero_facture) })).toContainText(
    'Retour partiel',
  );

  // The till: 20 000 + 4 500 − 1 500 expected in cash, the refund shown as 'Remboursements'.
  const report = await page.request.get(`/api/Caisses/${session.id}/rapport-x`);
  const figures = (await report.json()) as { remboursements: number; attendus: Record<string, number> };
  expect(figures.remboursements).toBe(150_000);
  expect(figures.attendus.especes).toBe(2_300_000);

  // /ventes/avoirs, from the sales page.
  await showPageActions(page);
  await page.getByRole('link', { name: 'Avoirs' }).click();
  await expect(page.getByRole('heading', { name: 'Avoirs', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(numero) });
  await expect(row).toContainText(sale.numero_facture);
  await expect(row).toContainText('1 500,00 FCFA');
  if (phone) expect(await sideScroll(page)).toBe(false);
});
