/**
 * Spin: a fast turn about the vertical axis with perspective, the subject cut into upright strips,
 * each scaled by its depth so the near edge grows and the far edge shrinks (3D-ish), the back mirrored.
 */
import { defineEmote } from './define.ts';
import { createLayer, locateSubject } from './draw-helpers.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

/** Upright strips the subject is drawn in. */
const STRIPS = 32;

export default defineEmote({
  name: 'Spin',
  slug: 'spin',
  inputs: [sampleInput('spin', 1, [34, 34, 380, 380])],
  settings: {
    frameMs: frameRateSetting(30),
    seconds: loopSecondsSetting({ default: 0.6, min: 0.2, max: 4 }, 'How long one full turn takes; shorter is faster.'),
    perspective: { kind: 'number', label: 'Perspective', description: 'How much nearer edges grow and farther edges shrink while turning.', default: 0.35, min: 0, max: 0.8, step: 0.05 },
    shade: { kind: 'number', label: 'Shade', description: 'How dark the subject gets when seen edge-on.', default: 0.35, min: 0, max: 1, step: 0.05 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    const angle = 2 * Math.PI * p;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const left = (width - side) / 2;
    const strip = side / STRIPS;
    const layer = createLayer(width, height);
    layer.ctx.imageSmoothingEnabled = !subject.pixelated;
    for (let i = 0; i < STRIPS; i++) {
      // Strip centre in [-0.5, 0.5] of the subject square, turned about the vertical axis.
      const u = (i + 0.5) / STRIPS - 0.5;
      const x = u * cos;
      const depth = 1 / (1 - settings.perspective * u * sin);
      const w = Math.abs(cos) * strip * depth + 0.6;
      const h = side * depth;
      // Seen from the back each strip is mirrored too, so the back reads as the image mirrored, not shuffled.
      layer.ctx.setTransform(cos < 0 ? -1 : 1, 0, 0, 1, width / 2 + x * side * depth, 0);
      layer.ctx.drawImage(subject.image, left + i * strip, (height - side) / 2, strip, side, -w / 2, height / 2 - h / 2, w, h);
    }
    layer.ctx.setTransform(1, 0, 0, 1, 0, 0);
    // source-atop: the shade lands only on the subject's own pixels.
    layer.ctx.globalCompositeOperation = 'source-atop';
    layer.ctx.fillStyle = `rgba(0, 0, 0, ${(settings.shade * (1 - Math.abs(cos))).toFixed(3)})`;
    layer.ctx.fillRect(0, 0, width, height);
    ctx.drawImage(layer.canvas, 0, 0);
  },
});
