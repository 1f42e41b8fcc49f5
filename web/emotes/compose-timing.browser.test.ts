import { expect, it } from 'vitest';
import { decodeSample } from '../decode/load-sample.ts';
import { defaultInputTransform } from '../pipeline/protocol.ts';
import { composeEmote } from '../test-support/emote-job.ts';
import { EMOTE_TYPES } from './index.ts';
import type { EmoteType } from './types.ts';

const RUNS = 5;
/** The sample art as the test server serves it (public/ is not served under its site path here). */
const SAMPLE_URLS = import.meta.glob<string>('../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true });
const servedUrl = (siteUrl: string) => SAMPLE_URLS[`../../public${siteUrl}`];
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];

/** The type with its render() timed: `spent()` gives the ms inside render since the last call. */
function timedRender(type: EmoteType) {
  let ms = 0;
  const render: EmoteType['render'] = (frame) => {
    const t0 = performance.now();
    type.render(frame);
    ms += performance.now() - t0;
  };
  return { type: { ...type, render }, spent: () => [ms, (ms = 0)][0] };
}

it('composes each type’s default 112×112 output from its sample art (ms logged for the report)', async () => {
  const rows: string[] = [];
  for (const original of EMOTE_TYPES) {
    const { type, spent } = timedRender(original);
    const count = Math.max(type.minInputs, Math.min(3, type.inputImageSpecs.length));
    const inputs = await Promise.all(
      type.inputImageSpecs.slice(0, count).map(async (spec) => ({ animation: await decodeSample(servedUrl(spec.sample!.url)), transform: defaultInputTransform() })),
    );
    const [total, inRender]: number[][] = [[], []];
    let frames = 0;
    for (let run = 0; run < RUNS; run++) {
      spent();
      const t0 = performance.now();
      frames = (await composeEmote(type, { inputs })).frames.length;
      total.push(performance.now() - t0);
      inRender.push(spent());
    }
    expect(frames).toBeGreaterThan(1);
    rows.push(`${type.slug.padEnd(9)} ${String(frames).padStart(3)} frames  compose ${median(total).toFixed(1).padStart(6)} ms  render ${median(inRender).toFixed(1).padStart(5)} ms`);
  }
  console.info(`default output, median of ${RUNS}:\n${rows.join('\n')}`);
});
