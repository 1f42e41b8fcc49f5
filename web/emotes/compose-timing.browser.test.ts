import { expect, it } from 'vitest';
import { decodeSample } from '../decode/load-sample.ts';
import { defaultInputTransform } from '../pipeline/protocol.ts';
import { composeEmote } from '../test-support/emote-job.ts';
import { EMOTE_TYPES } from './index.ts';

const RUNS = 5;
/** The sample art as the test server serves it (public/ is not served under its site path here). */
const SAMPLE_URLS = import.meta.glob<string>('../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true });
const servedUrl = (siteUrl: string) => SAMPLE_URLS[`../../public${siteUrl}`];

it('composes each type’s default 112×112 output from its sample art (ms logged for the report)', async () => {
  const rows: string[] = [];
  for (const type of EMOTE_TYPES) {
    const count = Math.max(type.minInputs, Math.min(3, type.inputImageSpecs.length));
    const inputs = await Promise.all(
      type.inputImageSpecs.slice(0, count).map(async (spec) => ({ animation: await decodeSample(servedUrl(spec.sample!.url)), transform: defaultInputTransform() })),
    );
    const times: number[] = [];
    let frames = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      frames = (await composeEmote(type, { inputs })).frames.length;
      times.push(performance.now() - t0);
    }
    expect(frames).toBeGreaterThan(1);
    const median = times.sort((a, b) => a - b)[RUNS >> 1];
    rows.push(`${type.slug.padEnd(9)} ${String(frames).padStart(3)} frames  ${median.toFixed(1).padStart(6)} ms`);
  }
  console.info(`compose time, default output, median of ${RUNS}:\n${rows.join('\n')}`);
});
