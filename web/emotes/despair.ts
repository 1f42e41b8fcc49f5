/** Despair: the image sags and drains to a grey-blue, trembling, then recovers, all in one loop. */
import { defineEmote } from './define.ts';
import { createLayer, drawSubject, locateSubject } from './draw-helpers.ts';
import { cosineWave } from './easing.ts';
import { findFrameIndex, frameRateSetting, countLoopFrames, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { nextSigned, createRandom } from './seeded-random.ts';
import { sampleInput } from './sample-input.ts';
import type { Size } from './types.ts';

/** Grey-blue of despair, as r, g, b. */
const DESPAIR_TINT = '70, 92, 135';

export default defineEmote({
  name: 'Despair',
  slug: 'despair',
  inputs: [sampleInput('despair', 1, [43, 59, 362, 362])],
  settings: {
    frameMs: frameRateSetting(100),
    seconds: loopSecondsSetting({ default: 2, min: 0.6, max: 8 }, 'How long one sink into despair and back takes.'),
    sag: { kind: 'number', label: 'Sag', description: 'How much the image shortens and sinks at its lowest (0.1 = 10% shorter, 5% lower).', default: 0.1, min: 0, max: 0.4, step: 0.01 },
    tint: { kind: 'number', label: 'Tint', description: 'How strongly the colour drains to grey-blue.', default: 0.55, min: 0, max: 1, step: 0.05 },
    tremble: {
      kind: 'number', label: 'Tremble', description: 'Largest shiver each frame, in pixels.',
      default: (size: Size) => Math.max(1, Math.round(size.height / 112)), min: 0, max: (size: Size) => Math.max(4, Math.round(size.height / 28)), step: 1, unit: ' px',
    },
    seed: { kind: 'number', label: 'Seed', description: 'Picks a different pattern of trembling.', default: 1, min: 1, max: 999, step: 1 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const low = cosineWave(p);
    const sag = settings.sag * low;
    const random = createRandom(settings.seed * 7919 + findFrameIndex(p, countLoopFrames(settings)));
    const shiver = settings.tremble * (0.5 + 0.5 * low);
    const { side, bottom } = locateSubject(width, height);
    const layer = createLayer(width, height);
    layer.ctx.filter = `saturate(${1 - 0.8 * low})`;
    drawSubject(layer.ctx, subject, width, height, {
      x: width / 2 + Math.round(shiver * nextSigned(random)),
      y: bottom + (sag / 2) * side + Math.round(shiver * nextSigned(random)),
      scaleY: 1 - sag,
    });
    layer.ctx.filter = 'none';
    layer.ctx.globalCompositeOperation = 'source-atop';
    layer.ctx.fillStyle = `rgba(${DESPAIR_TINT}, ${settings.tint * low})`;
    layer.ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = !subject.pixelated;
    ctx.drawImage(layer.canvas, 0, 0);
  },
});
