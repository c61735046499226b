import { post, put, shopWithWool } from './support/api.ts';
import { goThroughMenu, showPageActions } from './support/navigation.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// 'Relances', on a desktop and on a 360 px wide phone: a client whose credit sale falls due
// tomorrow is in the list ('Échéance dans 2 jours'), 'Relancer' opens the prefilled WhatsApp
// message in a new tab and records it, and the row then says 'Dernière relance le …'. (A debt
// 3 or 10 days late cannot be made through the API — a sale is dated by the server and its due
// date is never before it — so those groups are checked by the API tests.)

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);

const groups = (page: Page) => page.getByRole('radiogroup', { name: 'Groupe' });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('a debt falling due appears in Relances; Relancer opens WhatsApp and is recorded', async ({
  page,
  isMobile: phone,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const tag = `${RUN}${phone ? 'm' : 'd'}`;
  const { shopId, woolId } = await shopWithWool(page, {
    shop: `Boutique Relances ${tag}`,
    quartier: 'Treichville',
    wool: `Laine relance ${tag}`,
    prix: 150_000,
    quantite: 5,
    bain: 'B1',
  });
  const nom = `Relance${tag}`;
  const identity = { nom, prenom: 'Mariam', contact: '05 06 07 08 09' };
  const client = await post<{ id: number }>(page, '/Clients/clients-particuliers/create', identity);
  await put(page, `/Clients/clients-particuliers/edit/${client.id}`, {
    ...identity,
    plafond_credit: 5_000_000,
  });
  // Two balls (3 000 FCFA) on credit, due tomorrow.
  await post(page, '/Mouvements/ventes/creer/', {
    client: client.id,
    magasin: shopId,
    articles: [{ article: woolId, quantite: 2 }],
    paiements: [{ methode: 'credit_client', montant: 300_000, echeance: tomorrow() }],
  });

  // From /clients, 'Relances'.
  await page.goto('/clients');
  await showPageActions(page);
  await page.getByRole('link', { name: 'Relances' }).first().click();
  await expect(page).toHaveURL(/\/clients\/relances$/);
  await expect(page.getByRole('heading', { name: 'Relances', level: 1 })).toBeVisible();

  // The group of debts falling due: the client's row, what they owe, since when.
  await groups(page).getByText('Échéance dans 2 jours', { exact: true }).click();
  await expect(page).toHaveURL(/groupe=bientot/);
  const row = page.getByRole('row').filter({ hasText: `Mariam ${nom}` });
  await expect(row).toContainText('05 06 07 08 09');
  await expect(row).toContainText('3 000,00 FCFA');
  await expect(row).toContainText('Échéance dans 1 jour');
  await expect(row).toContainText('Jamais relancé');

  // 'Relancer': the WhatsApp message for +225 05 06 07 08 09 in a new tab, then recorded.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: `Relancer Mariam ${nom}` }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/wa\.me\/2250506070809\?text=/);
  expect(decodeURIComponent(popup.url())).toContain('3 000,00');
  await popup.close();
  await expect(row).toContainText('Dernière relance le');

  // Another group holds nothing of this client; the menu leads here too.
  await groups(page).getByText('En retard de 10 jours', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `Mariam ${nom}` })).toHaveCount(0);
  await goThroughMenu(page, 'Relances');
  await expect(page).toHaveURL(/\/clients\/relances$/);
});
