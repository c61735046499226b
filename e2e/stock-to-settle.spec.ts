import { post, shopWithWool } from './support/api.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The stock 'à régulariser' as the office sees it, on a desktop and a 360 px phone: the last ball of
// a wool is sold at one till while a phone without network sells it too; when the phone's sale
// arrives, the stock page lists the missing ball under 'À régulariser', the dashboard counts it,
// the sale is marked 'Hors ligne' with what it sold without stock; a delivery then settles it.

const RUN = Date.now().toString(36);

test(
  "a ball sold offline that another till sold meanwhile: 'À régulariser' until a delivery",
  { tag: '@any-size' },
  async ({ page }, testInfo) => {
    const tag = `${RUN}-${testInfo.project.name}`;
    await signIn(page);
    const wool = `Laine du dernier bain ${tag}`;
    const { shopId, woolId } = await shopWithWool(page, {
      shop: `Boutique Régularisation ${tag}`,
      quartier: 'Treichville',
      wool,
      prix: 120_000,
      quantite: 1,
      bain: 'B0042',
    });
    const line = { article: woolId, quantite: 1, bain: 'B0042' };
    await post(
      page,
      '/Mouvements/ventes/creer/',
      { client: null, magasin: shopId, articles: [line] },
      { key: `caisse-${tag}` },
    );
    const offline = await post<{ id: number; numero_facture: string }>(
      page,
      '/Mouvements/ventes/creer/',
      {
        client: null,
        magasin: shopId,
        articles: [line],
        hors_ligne: true,
        date_appareil: new Date(Date.now() - 5 * 60_000).toISOString(),
        ticket_provisoire: 'T-M99-1',
      },
      { key: `telephone-${tag}` },
    );

    await page.goto(`/stock?magasin=${shopId}`);
    const section = page.getByRole('region', { name: 'À régulariser (1)' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText(`${wool} — Bain B0042`);
    await expect(section.getByRole('listitem')).toContainText('1 manquant(s)');
    await expect(section.getByRole('listitem')).toContainText(`Vente ${offline.numero_facture}`);

    await page.goto('/');
    await expect(page.getByText('Stock à régulariser')).toBeVisible();

    const detail = await page.request.get(`/api/Mouvements/vente-detail/${offline.id}/`);
    expect(await detail.json()).toMatchObject({
      hors_ligne: true,
      a_regulariser: [{ quantite: 1, bain: 'B0042' }],
    });

    await post(
      page,
      '/Mouvements/entrees/create-entree/',
      {
        produit_id: woolId,
        produit_type: 'laine',
        magasin_id: shopId,
        bain: 'B0043',
        quantite: 5,
        prix_unitaire: 70_000,
        fournisseur: 'Filature du Bandama',
        date_entree: new Date().toISOString().slice(0, 10),
        type_entree: 'livraison',
      },
      { key: `livraison-${tag}` },
    );
    await page.goto(`/stock?magasin=${shopId}`);
    await expect(page.getByText(wool)).toBeVisible();
    await expect(page.getByRole('region', { name: /^À régulariser/ })).toBeHidden();
    await expect(page.getByText(wool).locator('xpath=ancestor::li[1]')).toContainText('4 en stock');
  },
);
