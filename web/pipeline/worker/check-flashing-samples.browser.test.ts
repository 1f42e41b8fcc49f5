import { describe, expect, it } from 'vitest';
import { decodeSample } from '../../decode/load-sample.ts';
import { EMOTE_TYPES } from '../../emotes/index.ts';
import { defaultEncodeOptions, defaultInputTransform } from '../protocol.ts';
import { composeEmote } from '../../test-support/emote-job.ts';
import { checkFlashing } from './check-flashing.ts';
import { makeTestInput } from '../../test-support/make-test-input.ts';

/** The sample art as the test server serves it (public/ is not served under its site path here). */
const SAMPLE_URLS = import.meta.glob<string>('../../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true });
const servedUrl = (siteUrl: string) => SAMPLE_URLS[`../../../public${siteUrl}`];
const { gifOptions } = defaultEncodeOptions();

describe('the flashing check on each type’s sample at default settings', () => {
  for (const type of EMOTE_TYPES) {
    it(`finds ${type.slug} within three flashes a second`, async () => {
      const inputs = await Promise.all(
        type.inputImageSpecs
          .filter((spec) => spec.sample)
          .map(async (spec) => ({ animation: await decodeSample(servedUrl(spec.sample!.url)), transform: defaultInputTransform() })),
      );
      const out = await composeEmote(type, { inputs });
      const worst = checkFlashing({ ...out, loop: true, alphaCutoff: gifOptions.alphaCutoff });
      console.info(`${type.slug}: worst ${JSON.stringify(worst)}`);
      expect(worst?.flashes ?? 0).toBeLessThanOrEqual(3);
    });
  }

  it('finds the strobe of a black and white alternating input', async () => {
    // A jam of an input that alternates black and white every 50 ms: ten flashes a second.
    const strobe = await makeTestInput(2, 64, 50);
    const rotate = EMOTE_TYPES.find((t) => t.slug === 'rotate')!;
    const out = await composeEmote(rotate, { inputs: [strobe] });
    expect(checkFlashing({ ...out, loop: true, alphaCutoff: gifOptions.alphaCutoff })?.flashes).toBeGreaterThan(3);
  });
});
