/** Rotate: one full turn a loop about the centre, either way, optionally shrunk so corners never clip. */
import { defineEmote } from './define.ts';
import { drawSubject } from './draw-helpers.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Rotate',
  slug: 'rotate',
  access: 'free',
  inputs: [sampleInput('rotate', 1, [32, 39, 377, 370])],
  settings: {
    frameMs: frameRateSetting(40),
    seconds: loopSecondsSetting({ default: 1, min: 0.2, max: 8 }, 'How long one full turn takes; longer is slower.'),
    clockwise: { kind: 'toggle', label: 'Clockwise', description: 'Turn clockwise; off turns anticlockwise.', default: true },
    fitCorners: { kind: 'toggle', label: 'Fit corners', description: 'Shrink the image so its corners stay inside the emote while it turns.', default: true },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const scale = settings.fitCorners ? Math.SQRT1_2 : 1;
    drawSubject(ctx, subject, width, height, {
      x: width / 2,
      y: height / 2,
      anchor: 'centre',
      angle: (settings.clockwise ? 1 : -1) * 2 * Math.PI * p,
      scaleX: scale,
      scaleY: scale,
    });
  },
});
