/** Wave: rows sway side to side in a travelling wave (a wiggle). */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { readLayer, writeLayer } from './layer-pixels.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'wave',
  name: 'Wave',
  description: 'Wiggles side to side in a travelling wave.',
  settings: {
    seconds: cycleSetting(1, 'How long one wave takes to travel through.'),
    wholeFrame: wholeFrameSetting(false),
    amplitude: { kind: 'number', label: 'Amplitude', description: 'How far rows sway, as a fraction of the width.', default: 0.06, min: 0, max: 0.3, step: 0.01 },
    waves: { kind: 'number', label: 'Waves', description: 'How many waves fit in the height at once.', default: 1, min: 0.25, max: 6, step: 0.25 },
  },
  apply(frame) {
    const { width, height, p, settings } = frame;
    const source = readLayer(frame);
    const from = source.data;
    const out = new ImageData(width, height);
    const to = out.data;
    const amplitude = settings.amplitude * width;
    for (let y = 0; y < height; y++) {
      const shift = amplitude * Math.sin(2 * Math.PI * ((y / height) * settings.waves - p));
      const whole = Math.floor(shift);
      const part = shift - whole;
      const row = y * width * 4;
      // Each output pixel mixes the two source pixels the shifted row falls between.
      for (let x = 0; x < width; x++) {
        const a = x - whole - 1;
        const b = x - whole;
        const i = row + x * 4;
        for (let c = 0; c < 4; c++) {
          const va = a >= 0 && a < width ? from[row + a * 4 + c] : 0;
          const vb = b >= 0 && b < width ? from[row + b * 4 + c] : 0;
          to[i + c] = va * part + vb * (1 - part);
        }
      }
    }
    writeLayer(frame, out);
  },
});
