/** Party: the colours cycle through the rainbow (hue rotation), with a rainbow tint so grey parts party too. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { readLayer, writeLayer } from './layer-pixels.ts';
import { defineEffect } from './types.ts';

/** The hue-rotation matrix of CSS filters (Filter Effects 1, feColorMatrix hueRotate), row by row. */
export function hueMatrix(turns: number): number[] {
  const a = turns * 2 * Math.PI;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283,
    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
  ];
}

/** The fully saturated colour at `turns` round the hue circle, 0..1 a channel. */
export function rainbowColour(turns: number): [number, number, number] {
  const channel = (offset: number) => {
    const k = (((turns * 6 + offset) % 6) + 6) % 6;
    return 1 - Math.max(0, Math.min(1, Math.min(k, 4 - k)));
  };
  return [channel(5), channel(3), channel(1)];
}

export default defineEffect({
  id: 'party',
  name: 'Party',
  description: 'The colours cycle through the rainbow.',
  settings: {
    seconds: cycleSetting(1, 'How long one trip round the rainbow takes.'),
    wholeFrame: wholeFrameSetting(false),
    tint: { kind: 'number', label: 'Tint', description: 'How strongly a rainbow colour washes over the image, so grey and white parts change too.', default: 0.45, min: 0, max: 1, step: 0.05 },
  },
  apply(frame) {
    const image = readLayer(frame);
    const px = image.data;
    const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = hueMatrix(frame.p);
    const [tr, tg, tb] = rainbowColour(frame.p);
    const t = frame.settings.tint;
    const keep = 1 - t;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i + 3] === 0) continue;
      const r = px[i], g = px[i + 1], b = px[i + 2];
      // Tint as a screen-like wash: the tint colour scaled by brightness, lifted so dark parts show it too.
      const light = (0.3 * r + 0.59 * g + 0.11 * b) * 1.3 + 40;
      px[i] = keep * (m0 * r + m1 * g + m2 * b) + t * tr * light;
      px[i + 1] = keep * (m3 * r + m4 * g + m5 * b) + t * tg * light;
      px[i + 2] = keep * (m6 * r + m7 * g + m8 * b) + t * tb * light;
    }
    writeLayer(frame, image);
  },
});
