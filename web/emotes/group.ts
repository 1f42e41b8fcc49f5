/** Group: two to six images side by side on one baseline, each bouncing a little after the one before. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';
import type { RenderInput } from './types.ts';

/** The box each sample character occupies, in sample px: [x, y, width, height]. */
const SAMPLE_FOCUS: [number, number, number, number][] = [
  [50, 105, 348, 333], [84, 45, 326, 392], [36, 45, 376, 384], [82, 4, 284, 432], [109, 10, 230, 434], [30, 31, 388, 414],
];

const slot = (n: number) => ({
  ...sampleInput('group', n, SAMPLE_FOCUS[n - 1]),
  description: n <= 2 ? `Choose image ${n} for the group` : `Optionally choose image ${n} for the group`,
});

export default defineEmote({
  name: 'Group',
  slug: 'group',
  access: 'premium',
  inputs: SAMPLE_FOCUS.map((_, i) => slot(i + 1)),
  minInputs: 2,
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 0.8, min: 0.3, max: 4 }, 'How long one bounce takes; longer is slower.'),
    size: { kind: 'number', label: 'Size', description: 'Largest height of each image, as a fraction of the emote height.', default: 0.8, min: 0.3, max: 1, step: 0.05 },
    overlap: { kind: 'number', label: 'Overlap', description: 'How much neighbours overlap, as a fraction of their width.', default: 0.25, min: 0, max: 0.6, step: 0.05 },
    bounce: { kind: 'number', label: 'Bounce', description: 'How high each image bounces, as a fraction of the emote height.', default: 0.12, min: 0, max: 0.4, step: 0.01 },
    squash: { kind: 'number', label: 'Squash', description: 'How much each image squashes as it lands.', default: 0.1, min: 0, max: 0.3, step: 0.01 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const present = inputs.filter((input): input is RenderInput => input !== null);
    const n = present.length;
    if (n === 0) return;
    const overlap = settings.overlap;
    const bounce = settings.bounce * height;
    const { side, bottom } = locateSubject(width, height);
    const box = Math.min(settings.size * height, width / (n - (n - 1) * overlap));
    // The row and its bounce sit centred in the height, on one shared baseline.
    const baseline = Math.min(bottom, (height + box + bounce) / 2);
    const step = box * (1 - overlap);
    const left = (width - box - (n - 1) * step) / 2;
    present.forEach((input, i) => {
      const phase = Math.PI * (p + i / n);
      const landing = Math.abs(Math.cos(phase)) ** 8 * settings.squash;
      const scale = box / side;
      drawSubject(ctx, input, width, height, {
        x: left + box / 2 + i * step,
        y: baseline - bounce * Math.abs(Math.sin(phase)),
        scaleX: scale * (1 + 0.6 * landing),
        scaleY: scale * (1 - landing),
      });
    });
  },
});
