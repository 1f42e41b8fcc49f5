import { expect, test } from './test.ts';
import { EMOTE_TYPES } from '../../web/emotes/index.ts';
import { downloadLink, downloadOutput, pngSize, waitForOutput, watchForCrashes } from './maker-helpers.ts';

const SLUGS = EMOTE_TYPES.map((type) => type.slug);

/** Width and height from a GIF's logical screen descriptor. */
const gifSize = (bytes: Uint8Array) => ({ width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) });

for (const slug of SLUGS) {
  test(`the ${slug} maker arrives with its samples and makes a GIF and a PNG from them`, async ({ page }) => {
    const crashes = watchForCrashes(page);
    await page.goto(`/${slug}`);
    await waitForOutput(page);
    // Every slot that has a sample shows it: the fresh page starts from all of them (zero-width takes no image, so has none).
    const specs = EMOTE_TYPES.find((type) => type.slug === slug)!.inputImageSpecs;
    const samples = await page.getByRole('button', { name: 'Use sample' }).count();
    if (specs.length) expect(samples).toBeGreaterThan(0);
    else expect(samples).toBe(0);
    // A slot that starts with words (the text maker's "GG") shows them instead of its sample file.
    for (let n = 1; n <= samples; n++) {
      const words = specs[n - 1]?.startText;
      if (words) await expect(page.getByRole('textbox', { name: `${specs[n - 1].title} words` })).toHaveValue(words);
      else await expect(page.getByText(`${slug}.${n}.png`, { exact: true })).toBeVisible();
    }
    await expect(downloadLink(page)).toHaveText(`Download emote${slug}.gif`);
    const gif = await downloadOutput(page);
    expect(gif.name).toBe(`emote${slug}.gif`);
    expect(new TextDecoder().decode(gif.bytes.slice(0, 6))).toBe('GIF89a');
    expect(gifSize(gif.bytes)).toEqual({ width: 112, height: 112 });
    // The sample at default settings stays under the WCAG 2.3.1 flash threshold (the check ran and passed).
    await expect(page.getByTestId('flash-check')).toHaveText(/No more than three flashes in any second/);

    await page.getByRole('radiogroup', { name: 'Format' }).getByLabel('PNG', { exact: true }).check();
    await expect(page.getByRole('link', { name: `Download emote${slug}.png` })).toBeVisible();
    await waitForOutput(page);
    const png = await downloadOutput(page);
    expect(png.name).toBe(`emote${slug}.png`);
    expect(Array.from(png.bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png.bytes)).toEqual({ width: 112, height: 112 });
    expect(crashes).toEqual([]);
  });
}
