/** Nodders: a fast nod, two a loop, squashing down about the bottom centre. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { sampleInput } from './sample-input.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';

export default defineEmote({
  name: 'Nodders',
  slug: 'nodders',
  inputs: [sampleInput('nodders', 1, [30, 75, 373, 358])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 0.9, min: 0.3, max: 4, step: 0.05 }),
    nods: { kind: 'number', label: 'Nods', description: 'How many nods one loop holds.', default: 2, min: 1, max: 6, step: 1 },
    squash: { kind: 'number', label: 'Squash', description: 'How much the image shortens at the bottom of a nod.', default: 0.12, min: 0, max: 0.4, step: 0.01 },
    drop: { kind: 'number', label: 'Drop', description: 'How far the top drops at the bottom of a nod, besides the squash, as a fraction of its height.', default: 0.06, min: 0, max: 0.25, step: 0.01 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const s = (1 - Math.cos(2 * Math.PI * settings.nods * p)) / 2;
    const { bottom } = locateSubject(width, height);
    // The nod moves the top down by squash and drop together, about the bottom: moving the whole
    // image down instead pushed the chin out of the frame (issue 25).
    drawSubject(ctx, subject, width, height, {
      x: width / 2,
      y: bottom,
      scaleY: 1 - (settings.squash + settings.drop) * s,
    });
  },
});
