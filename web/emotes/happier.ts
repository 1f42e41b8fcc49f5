/** Happier: a joyful squash-and-stretch hop with a saturation boost. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { computeHopPose } from './hop-pose.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Happier',
  slug: 'happier',
  inputs: [sampleInput('happier', 1, [25, 57, 394, 374])],
  settings: {
    frameMs: frameRateSetting(30),
    seconds: loopSecondsSetting({ default: 0.6, min: 0.3, max: 3, step: 0.05 }, 'How long one hop takes; longer is floatier.'),
    size: { kind: 'number', label: 'Size', description: 'Size of the image at rest, leaving room for the hop.', default: 0.8, min: 0.4, max: 1, step: 0.05 },
    hop: { kind: 'number', label: 'Hop height', description: 'How high the hop goes, as a fraction of the emote height.', default: 0.24, min: 0, max: 0.5, step: 0.01 },
    squash: { kind: 'number', label: 'Squash', description: 'How much the image squashes before take-off and on landing.', default: 0.22, min: 0, max: 0.5, step: 0.01 },
    saturation: { kind: 'number', label: 'Saturation', description: 'Colour boost; 1 keeps the colours as they are.', default: 1.4, min: 1, max: 3, step: 0.1 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const pose = computeHopPose(p, settings.squash);
    const size = settings.size;
    const { side, bottom } = locateSubject(width, height);
    ctx.filter = `saturate(${settings.saturation})`;
    drawSubject(ctx, subject, width, height, {
      x: width / 2,
      y: bottom - settings.hop * side * pose.lift,
      scaleX: size * (1 + 0.8 * (1 - pose.stretch)),
      scaleY: size * pose.stretch,
    });
  },
});
