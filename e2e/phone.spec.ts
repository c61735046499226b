import { mainMenu } from './support/navigation.ts';
import { signIn } from './support/session.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

// What only a phone meets, wherever it is in the app: a searchable field at the bottom of a dialog
// with the keyboard open (the list shows in what the keyboard leaves of the screen, beside the
// field, stays there while the sheet scrolls under it, and a choice is made by touch); screens the
// other specs pass through too quickly for the phone check to look at them settled.

/** The phone check of support/phone-check.ts, run now on the page as it is. */
const phoneProblems = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phoneCheckNow: () => string[] }).__phoneCheckNow());

/** What is left of a 740 px tall phone once its keyboard is open. */
const ABOVE_KEYBOARD = 420;

/** The box that scrolls the field (the dialog's body), scrolled by `by` px. */
async function scrollAround(field: Locator, by: number) {
  await field.evaluate((input, distance) => {
    let box = input.parentElement;
    while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
    box?.scrollBy(0, distance);
  }, by);
}

/** The list's box (it scrolls inside) lies above the keyboard, against the field (under it or above it). */
async function expectBesideField(field: Locator, list: Locator) {
  const popover = list.locator('xpath=..');
  await expect
    .poll(async () => {
      const input = await field.boundingBox();
      const box = await popover.boundingBox();
      if (!input || !box) return 'not shown';
      if (box.y < 0 || box.y + box.height > ABOVE_KEYBOARD + 0.5) return `off screen: ${JSON.stringify(box)}`;
      const gapBelow = box.y - (input.y + input.height);
      const gapAbove = input.y - (box.y + box.height);
      return (gapBelow >= 0 && gapBelow <= 16) || (gapAbove >= 0 && gapAbove <= 16)
        ? 'beside the field'
        : `away from the field: list ${JSON.stringify(box)}, field ${JSON.stringify(input)}`;
    })
    .toBe('beside the field');
}

test('a searchable field at the bottom of a dialog: its list above the keyboard, kept while the sheet scrolls, chosen by touch', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone project runs it');
  await signIn(page);
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Ajouter un client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
  const nationality = dialog.getByRole('combobox', { name: 'Nationalité' });
  await nationality.tap();

  // The keyboard opens: the page keeps the top 420 px (interactive-widget=resizes-content), and the
  // browser brings the focused field into view, at the bottom of the sheet's body.
  await page.setViewportSize({ width: 360, height: ABOVE_KEYBOARD });
  await nationality.evaluate((input) => input.scrollIntoView({ block: 'nearest' }));
  await page.keyboard.type('i');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expectBesideField(nationality, list);

  // The sheet scrolls under the open list (a message appears, the browser scrolls to the caret, the
  // sheet is dragged a little): the list stays, with what was typed, and follows the field.
  await page.keyboard.type('voir');
  await scrollAround(nationality, 60);
  await expect(list).toBeVisible();
  await expect(nationality).toHaveValue('ivoir');
  await expectBesideField(nationality, list);
  await scrollAround(nationality, -30);
  await expectBesideField(nationality, list);

  await page.getByRole('option', { name: 'Ivoirienne' }).tap();
  await expect(nationality).toHaveValue('Ivoirienne');
  await expect(list).toBeHidden();
});

test('the slide-in menu and the file drop zone take a finger', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone project runs it');
  await signIn(page);
  const menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Import CSV', exact: true })).toBeVisible();
  // The menu slides in: checked once it has come to rest.
  await expect.poll(() => phoneProblems(page)).toEqual([]);

  await menu.getByRole('link', { name: 'Import CSV', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import CSV', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /choisir un fichier/ })).toBeVisible();
  expect(await phoneProblems(page)).toEqual([]);
});
