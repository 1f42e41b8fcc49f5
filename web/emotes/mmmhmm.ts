/** Mmmhmm: a slow, agreeing nod, two a loop, eased in and out with a slight forward lean. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { easeInOut, radians, triangleWave } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Mmmhmm',
  slug: 'mmmhmm',
  inputs: [sampleInput('mmmhmm', 1, [37, 53, 392, 360])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 1.6, min: 0.6, max: 6 }),
    nods: { kind: 'number', label: 'Nods', description: 'How many nods one loop holds.', default: 2, min: 1, max: 4, step: 1 },
    amplitude: { kind: 'number', label: 'Depth', description: 'How far the head dips on each nod, as a fraction of its height.', default: 0.06, min: 0, max: 0.2, step: 0.01 },
    lean: { kind: 'number', label: 'Lean', description: 'How far the head leans forward at the bottom of a nod, in degrees.', default: 3, min: 0, max: 15, step: 1, unit: '°' },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const s = easeInOut(triangleWave(settings.nods * p));
    const amplitude = settings.amplitude;
    const { bottom } = locateSubject(width, height);
    // The top dips by twice the depth about a fixed bottom, as far as it did when the whole head
    // also moved down; that move pushed the chin out of the frame (issue 25).
    drawSubject(ctx, subject, width, height, {
      x: width / 2,
      y: bottom,
      angle: radians(settings.lean * s),
      scaleY: 1 - 2 * amplitude * s,
    });
  },
});
