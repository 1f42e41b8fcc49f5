/** The set (issue 35 item 2): "Add to set" on a maker, the /set page, a reload, offline, rename, reorder, remove, edit and update. */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test.ts';
import { SET_MESSAGES } from '../../web/set/set-messages.ts';
import { openFreshMaker, previewSrc, reloadUnderServiceWorker, waitForNewOutput, waitForOutput, watchForCrashes } from './maker-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const SLOW = 60_000;
const PHOTO = path.resolve('tests/fixtures/photos/coffee.png');

const codeField = (page: Page) => page.getByLabel('Emote code');
const setList = (page: Page) => page.getByRole('list', { name: 'Emotes in your set' });
/** The kept emotes' codes, in the set's order. */
const listedCodes = (page: Page) => setList(page).getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));

/** The bytes behind an object URL of the page. */
const fileAt = (page: Page, url: string) => page.evaluate(async (u) => [...new Uint8Array(await (await fetch(u)).arrayBuffer())], url);

/** Types a code under the output and adds the emote. */
async function addToSet(page: Page, code: string) {
  await waitForOutput(page, SLOW);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Add to set' }).click();
  await expect(page.getByText(SET_MESSAGES.added(code))).toBeVisible();
}

/** Every listed emote plays its kept file: an image that decoded, of the size it was made. */
async function expectPlaying(page: Page, codes: string[]) {
  for (const code of codes) {
    const picture = setList(page).getByRole('img', { name: code, exact: true });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
}

/** Jam from its sample kept as catJam, and Jam of the visitor's own photo kept as coffeeJam. */
async function keepTwo(page: Page) {
  await openFreshMaker(page, 'jam');
  await addToSet(page, 'catJam');
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(PHOTO), SLOW);
  await addToSet(page, 'coffeeJam');
  await expect(page.getByRole('link', { name: 'Your set (2)' }).first()).toBeVisible();
}

test.describe('with the service worker', () => {
  // This test reads what the service worker does (the suite blocks it elsewhere, playwright.config.ts):
  // the spec's other tests run in the worker's kept context, without it.
  test.use({ serviceWorkers: 'allow' });

  test('two kept emotes survive a reload and play on /set, offline too', async ({ page, context }) => {
    const crashes = watchForCrashes(page);
    await keepTwo(page);
    // A code Twitch would refuse is refused, and nothing is kept.
    await codeField(page).fill('coffee jam');
    await page.getByRole('button', { name: 'Add to set' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SET_MESSAGES.codeCharacters })).toBeVisible();
    await codeField(page).fill('CATJAM');
    await page.getByRole('button', { name: 'Add to set' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SET_MESSAGES.codeTaken('CATJAM') })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your set (2)' }).click();
    await expect(page.getByRole('heading', { name: 'Your set' })).toBeVisible();
    await page.reload();
    await expect.poll(() => listedCodes(page)).toEqual(['catJam', 'coffeeJam']);
    await expectPlaying(page, ['catJam', 'coffeeJam']);
    await expect(page.getByTestId('set-usage')).toContainText(/Storage used by this site: .+ of .+ available/);
    // The page with its emotes, in both themes, has no serious or critical axe violation.
    for (const light of [false, true]) {
      if (light) await page.getByText('Light theme').click();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    // Offline once the service worker controls the page: the page and its emotes come from the device.
    await reloadUnderServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => listedCodes(page)).toEqual(['catJam', 'coffeeJam']);
    await expectPlaying(page, ['catJam', 'coffeeJam']);
    expect(crashes).toEqual([]);
  });
});

test('kept emotes are renamed, reordered, removed, and edited on their maker and updated', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await keepTwo(page);
  // Work on the maker that is in no set and was never downloaded: opening a kept emote there asks first.
  await waitForNewOutput(page, () => page.getByLabel('Mirror whole emote', { exact: true }).check(), SLOW);
  await page.goto('/set');
  await expect(setList(page).getByRole('listitem')).toHaveCount(2);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Edit coffeeJam' }).click();
  await expect.poll(() => asked).toEqual([SET_MESSAGES.replaceWork('Jam', 'coffeeJam')]);
  await expect(page).toHaveURL(/\/set$/);

  // Rename: a bad code is refused and the old one stays; a good one is kept over a reload.
  const catCode = page.getByLabel('Code of catJam');
  await catCode.fill('cat-jam');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SET_MESSAGES.codeCharacters })).toBeVisible();
  await expect(catCode).toHaveValue('catJam');
  await catCode.fill('kittyJam');
  await catCode.press('Enter');
  await expect.poll(() => listedCodes(page)).toEqual(['kittyJam', 'coffeeJam']);

  // Reorder: down then up, and the order outlasts a reload.
  await page.getByRole('button', { name: 'Move kittyJam down' }).click();
  await expect.poll(() => listedCodes(page)).toEqual(['coffeeJam', 'kittyJam']);
  await page.reload();
  await expect.poll(() => listedCodes(page)).toEqual(['coffeeJam', 'kittyJam']);

  // Edit: the maker opens with the visitor's own photo and the kept settings, marked as editing; it makes the kept file again.
  const kept = await fileAt(page, (await page.getByRole('img', { name: 'coffeeJam' }).getAttribute('src'))!);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Edit coffeeJam' }).click();
  await expect(page).toHaveURL(/\/jam$/);
  await expect(page.getByText('Editing coffeeJam from your set.')).toBeVisible();
  await waitForOutput(page, SLOW);
  expect(await fileAt(page, (await previewSrc(page))!)).toEqual(kept);
  await waitForNewOutput(page, () => page.getByLabel('Mirror whole emote', { exact: true }).check(), SLOW);
  await page.getByRole('button', { name: 'Update coffeeJam in set' }).click();
  await expect(page.getByText(SET_MESSAGES.updated('coffeeJam'))).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your set (2)' }).click();
  await expect.poll(() => listedCodes(page)).toEqual(['coffeeJam', 'kittyJam']);
  // Its kept file is the new one: the set kept the mirrored emote under the same code and place.
  expect(await fileAt(page, (await page.getByRole('img', { name: 'coffeeJam' }).getAttribute('src'))!)).not.toEqual(kept);
  const recipe = await page.evaluate(() => new Promise<string>((resolve) => {
    const open = indexedDB.open('emote-set');
    open.onsuccess = () => {
      const all = open.result.transaction('emotes').objectStore('emotes').getAll();
      all.onsuccess = () => resolve((all.result as { code: string; recipe: string }[]).find((k) => k.code === 'coffeeJam')!.recipe);
    };
  }));
  expect(new URLSearchParams(recipe).get('e.mirror')).toBe('1');

  // Remove.
  await page.getByRole('button', { name: 'Remove kittyJam' }).click();
  await expect.poll(() => listedCodes(page)).toEqual(['coffeeJam']);
  await page.reload();
  await expect.poll(() => listedCodes(page)).toEqual(['coffeeJam']);
  await expect(page.getByRole('link', { name: 'Your set (1)' })).toBeVisible();
  expect(crashes).toEqual([]);
});

test('a full disk says so and keeps what the set held', async ({ page }) => {
  await openFreshMaker(page, 'jam');
  await addToSet(page, 'catJam');
  // A full disk: the set's writes fail as Chromium fails them, with a QuotaExceededError. (Chromium's own
  // quota, brought down by CDP's Storage.overrideQuotaForOrigin, did not refuse IndexedDB writes here.)
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'emotes') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await waitForNewOutput(page, () => page.getByLabel('Image 1 file', { exact: true }).setInputFiles(PHOTO), SLOW);
  await codeField(page).fill('coffeeJam');
  await page.getByRole('button', { name: 'Add to set' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SET_MESSAGES.full })).toBeVisible();
  await page.goto('/set');
  await expect.poll(() => listedCodes(page)).toEqual(['catJam']);
  await expectPlaying(page, ['catJam']);
});
