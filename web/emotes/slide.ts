/** Slide: the image, small, glides across the bottom and back, turning round at each end. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { triangleWave } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming, roundTenth, measureWideness } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Slide',
  slug: 'slide',
  access: 'free',
  inputs: [sampleInput('slide', 1, [91, 65, 317, 373])],
  settings: {
    frameMs: frameRateSetting(50),
    // A wider output has further to go: the loop grows with it so the speed stays the same.
    seconds: loopSecondsSetting(
      { default: (size) => roundTenth(1.7 * measureWideness(size)), min: 0.4, max: (size) => roundTenth(6 * measureWideness(size)) },
      'How long the trip there and back takes; longer is slower.',
    ),
    scale: { kind: 'number', label: 'Size', description: 'Size of the image as a fraction of the emote.', default: 0.4, min: 0.15, max: 1, step: 0.05 },
    turn: { kind: 'toggle', label: 'Turn round', description: 'Mirror the image on the way back so it faces where it goes.', default: true },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const scale = settings.scale;
    const { side, bottom } = locateSubject(width, height);
    const reach = Math.max(0, width - scale * side);
    const back = p >= 0.5 && settings.turn;
    drawSubject(ctx, subject, width, height, {
      x: (scale * side) / 2 + reach * triangleWave(p),
      y: bottom,
      scaleX: back ? -scale : scale,
      scaleY: scale,
    });
  },
});
