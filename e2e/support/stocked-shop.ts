import { type StockedWool, shopWithWool } from './api.ts';
import { signIn } from './session.ts';
import { test } from './test.ts';

/**
 * Each test of the file starts signed in; before the first, the shop holding its wool is made
 * (`shopWithWool`), once for the whole file.
 */
export function signInWithStockedShop(stocked: StockedWool) {
  let made = false;
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    if (made) return;
    await shopWithWool(page, stocked);
    made = true;
  });
}
