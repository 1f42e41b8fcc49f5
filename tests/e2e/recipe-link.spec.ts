/** The recipe link: "Copy link" on one visit restores the same settings on another; a hostile link never breaks the page. */
import { expect, test, type Page } from './test.ts';
import { openFreshMaker, waitForOutput, watchForCrashes } from './maker-helpers.ts';

/** The fields a recipe carries, as the page keeps them in local storage (images left out). */
async function storedRecipeFields(page: Page, slug = 'jam') {
  return page.evaluate((key) => {
    const state = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!state) return null;
    const { presetId, format, size, settings, overlayOptions, encodeOptions, filename, inputImages } = state;
    const { opacity, showOnInputs, showOnPreview, showOnOutput } = overlayOptions;
    const transforms = inputImages.map((image: { transform: unknown } | null) => image?.transform ?? null);
    return { presetId, format, size, settings, overlay: { opacity, showOnInputs, showOnPreview, showOnOutput }, encodeOptions, filename, transforms };
  }, `emote-state:${slug}`);
}

test('a copied link opened in a fresh browser restores every setting on the sample', async ({ browser }) => {
  // Two browsers each load the page and make the emote: past the 90 s default on a busy machine (the
  // trace of a failure at load 25 shows every step passing, the last at 89.9 s).
  test.setTimeout(240_000);
  const source = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await source.newPage();
  await openFreshMaker(page, 'jam');
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  await page.getByLabel('Preset', { exact: true }).selectOption('discord');
  // Discord's preset makes WebP; GIF (which has the Loop option) keeps the preset.
  await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('GIF').check();
  await page.getByLabel('Dip', { exact: true }).fill('0.12');
  await page.getByLabel('Frame rate', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Rotate left' }).click();
  await page.getByLabel('Mirror whole emote', { exact: true }).check();
  await page.getByLabel('Loop', { exact: true }).uncheck();
  await page.getByLabel('Filename', { exact: true }).fill('peepoJam');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByLabel('Link to these settings').inputValue());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jam#v=1&/);
  expect(decodeURIComponent(link)).not.toMatch(/blob:|jam\.1\.png/);
  await expect.poll(() => storedRecipeFields(page).then((f) => f?.filename)).toBe('peepoJam');
  const wanted = await storedRecipeFields(page);
  await source.close();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const crashes = watchForCrashes(other);
  await other.goto(link);
  await expect(other.getByText('Settings from the link applied')).toBeVisible();
  await waitForOutput(other);
  // The hash is taken off, so a reload keeps later edits; the sample came in with the recipe's placement.
  await expect(other).toHaveURL(/\/jam$/);
  await expect(other.getByText('jam.1.png')).toBeVisible();
  await expect(other.getByLabel('Preset', { exact: true })).toHaveValue('discord');
  await expect(other.getByLabel('Width', { exact: true })).toHaveValue('128');
  await expect(other.getByLabel('Dip', { exact: true })).toHaveValue('0.12');
  await expect(other.getByLabel('Mirror whole emote', { exact: true })).toBeChecked();
  await expect(other.getByLabel('Loop', { exact: true })).not.toBeChecked();
  await expect(other.getByLabel('Filename', { exact: true })).toHaveValue('peepoJam');
  await expect.poll(() => storedRecipeFields(other)).toEqual(wanted);
  expect(crashes).toEqual([]);
  await fresh.close();
});

test('a hostile link applies what it can, says what it did not, and shows its text as text', async ({ page }) => {
  const crashes = watchForCrashes(page);
  await openFreshMaker(page, 'jam');
  const hostile = encodeURIComponent('<img src=x onerror="window.__pwned=1">');
  await page.goto(`/jam?toast=Hello%20there#v=1&w=99999&h=abc&s.dip=5&preset=nope&${hostile}=1&e.mirror=1&s.tilt=1&s.squash=0&g.alpha=999&o.opacity=-5`);
  // The query toast still shows, beside the recipe notice.
  await expect(page.getByText('Hello there')).toBeVisible();
  const notice = page.getByText(/^Settings from the link applied, except: /);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('width "99999" became 500');
  await expect(notice).toContainText('height "abc" is not a number');
  // The hostile key is quoted back as text (shortened), never made into markup.
  await expect(notice).toContainText('unknown part "<img src=x onerror="wind…" ignored');
  await expect(notice).toContainText('and 1 more');
  await expect(page).toHaveURL(/\/jam$/);
  await expect(page.getByLabel('Width', { exact: true })).toHaveValue('500');
  await expect(page.getByLabel('Mirror whole emote', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Use sample' }).click();
  await waitForOutput(page);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(crashes).toEqual([]);
});
