import { expect, test, type Page } from './test.ts';
import { decodeGifFrames } from '../support/gif-decode.ts';
import { downloadOutput, openFreshMaker, waitForNewOutput, waitForOutput } from './maker-helpers.ts';

/** A fresh jam page where the visitor chose the sample themselves (an edit, unlike the sample the page starts with). */
async function freshJamWithSample(page: Page) {
  await openFreshMaker(page);
  await waitForOutput(page);
  await waitForNewOutput(page, () => page.getByRole('button', { name: 'Use sample' }).click());
}

/** Replaces the stored blob of slot 0 of jam with bytes that are no image. */
async function corruptStoredInput(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('emote-maker', 1);
        open.onsuccess = () => {
          const tx = open.result.transaction('input-blobs', 'readwrite');
          tx.objectStore('input-blobs').put(new Blob(['not an image'], { type: 'image/png' }), 'jam:0');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('an uploaded input that no longer decodes after a reload shows its message and empties the slot', async ({ page }) => {
  await openFreshMaker(page);
  await page.getByLabel('Image 1 file', { exact: true }).setInputFiles('tests/fixtures/corpus/png-rgba-8bit-alpha.png');
  await waitForOutput(page);
  await page.waitForTimeout(500);
  await corruptStoredInput(page);
  // The blob URL dies with the page, so the reload must fall back to the (now corrupt) stored copy.
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error reloading image png-rgba-8bit-alpha.png');
  await expect(page.getByText('png-rgba-8bit-alpha.png', { exact: true })).toHaveCount(0);
  await expect(page.getByText('nothing to make')).toBeVisible();
});

test('asks before leaving unsaved work, and not once it is downloaded or the warning is off', async ({ page }) => {
  await freshJamWithSample(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);

  await waitForOutput(page);
  await downloadOutput(page);
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);

  await page.getByLabel('Frames per loop', { exact: true }).fill('22');
  await page.getByLabel('Warn before leaving unsaved work').uncheck();
  expect(await page.evaluate(() => localStorage.getItem('noUnsavedWarning'))).toBe('TRUE');
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
});

test('the overlay shows on the output only when asked, at its opacity', async ({ page }) => {
  await freshJamWithSample(page);
  const plain = decodeGifFrames((await downloadOutput(page)).bytes);
  await page.getByRole('button', { name: 'Overlay', exact: true }).click();
  await page.getByLabel('Overlay image file').setInputFiles('tests/fixtures/corpus/jpeg-baseline-480x360.jpg');
  await expect(page.getByText('jpeg-baseline-480x360.jpg')).toBeVisible();
  await waitForNewOutput(page, () => page.getByLabel('Show on output', { exact: true }).check());
  const overlaid = decodeGifFrames((await downloadOutput(page)).bytes);
  // The corner was transparent; a 50% photo over it makes it opaque.
  expect(plain.frames[0][3]).toBe(0);
  expect(overlaid.frames[0][3]).toBe(255);
});
