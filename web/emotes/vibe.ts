/** Vibe: bobs and sways to the beat while the colours party through the rainbow. */
import { defineEmote } from './define.ts';
import { createLayer, drawSubject, locateSubject } from './draw-helpers.ts';
import { radians } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Vibe',
  slug: 'vibe',
  inputs: [sampleInput('vibe', 1, [40, 40, 368, 380])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 1, min: 0.4, max: 4 }, 'How long one loop of two beats and one trip round the rainbow takes.'),
    sway: { kind: 'number', label: 'Sway', description: 'Largest tilt side to side, in degrees.', default: 10, min: 0, max: 30, step: 1, unit: '°' },
    bob: { kind: 'number', label: 'Bob', description: 'How far it dips on each beat, as a fraction of its size.', default: 0.06, min: 0, max: 0.2, step: 0.01 },
    party: { kind: 'number', label: 'Party colours', description: 'How strongly the rainbow colours wash over the subject.', default: 0.45, min: 0, max: 1, step: 0.05 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side, bottom } = locateSubject(width, height);
    const beat = Math.sin(2 * Math.PI * p * 2) ** 2;
    const layer = createLayer(width, height);
    drawSubject(layer.ctx, subject, width, height, {
      x: width / 2,
      // The dip ends at the frame's bottom, so the subject is never cut there (issue 25 item 6).
      y: bottom - settings.bob * side * (1 - beat),
      angle: radians(settings.sway * Math.sin(2 * Math.PI * p)),
      scaleX: 0.9 * (1 + 0.04 * beat),
      scaleY: 0.9 * (1 - 0.06 * beat),
    });
    // source-atop: the rainbow lands only on the subject's own pixels.
    layer.ctx.globalCompositeOperation = 'source-atop';
    layer.ctx.globalAlpha = settings.party;
    layer.ctx.fillStyle = `hsl(${Math.round(p * 360)}, 100%, 55%)`;
    layer.ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = !subject.pixelated;
    ctx.drawImage(layer.canvas, 0, 0);
  },
});
