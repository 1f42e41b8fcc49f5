/** Glitch: the red and blue channels split apart and bands of rows jump sideways, seeded per frame. */
import { createRandom, nextSigned } from '../emotes/seeded-random.ts';
import { cycleSetting, seedSetting, wholeFrameSetting } from './common-settings.ts';
import { readLayer, writeLayer } from './layer-pixels.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'glitch',
  name: 'Glitch',
  description: 'Splits the colour channels apart and tears rows sideways.',
  settings: {
    seconds: cycleSetting(0.5, 'How long before the glitch pattern repeats.'),
    wholeFrame: wholeFrameSetting(true),
    split: { kind: 'number', label: 'Split', description: 'How far red and blue move apart, as a fraction of the width.', default: 0.04, min: 0, max: 0.2, step: 0.01 },
    tears: { kind: 'number', label: 'Tears', description: 'How many bands of rows jump sideways each frame.', default: 2, min: 0, max: 8, step: 1 },
    seed: seedSetting(),
  },
  apply(frame) {
    const { width, height, settings } = frame;
    const step = Math.floor(frame.p * frame.cycleFrames + 1e-6);
    const random = createRandom(settings.seed * 104729 + step);
    const split = Math.round(settings.split * width * (0.5 + 0.5 * random())) * (random() < 0.5 ? -1 : 1);
    const rowShift = new Int32Array(height);
    for (let t = 0; t < settings.tears; t++) {
      const top = Math.floor(random() * height);
      const band = 1 + Math.floor(random() * height * 0.12);
      const shift = Math.round(nextSigned(random) * width * 0.12);
      for (let y = top; y < Math.min(height, top + band); y++) rowShift[y] = shift;
    }
    const from = readLayer(frame).data;
    const out = new ImageData(width, height);
    const to = out.data;
    for (let y = 0; y < height; y++) {
      const row = y * width * 4;
      for (let x = 0; x < width; x++) {
        const sx = x - rowShift[y];
        const r = sx + split;
        const b = sx - split;
        const i = row + x * 4;
        const ar = r >= 0 && r < width ? from[row + r * 4 + 3] : 0;
        const ag = sx >= 0 && sx < width ? from[row + sx * 4 + 3] : 0;
        const ab = b >= 0 && b < width ? from[row + b * 4 + 3] : 0;
        to[i] = ar ? from[row + r * 4] : 0;
        to[i + 1] = ag ? from[row + sx * 4 + 1] : 0;
        to[i + 2] = ab ? from[row + b * 4 + 2] : 0;
        to[i + 3] = Math.max(ar, ag, ab);
      }
    }
    writeLayer(frame, out);
  },
});
