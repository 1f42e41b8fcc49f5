/** Pet: a hand drawn by our code pats the subject, which squashes under each pat (the petpet meme). */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { cosineWave } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { drawPettingHand } from './petting-hand.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Pet',
  slug: 'pet',
  inputs: [sampleInput('pet', 1, [40, 80, 368, 352])],
  settings: {
    frameMs: frameRateSetting(60),
    seconds: loopSecondsSetting({ default: 0.3, min: 0.12, max: 2, step: 0.02 }, 'How long one pat takes; shorter pats faster.'),
    squash: { kind: 'number', label: 'Squash', description: 'How much the subject flattens under the hand.', default: 0.22, min: 0, max: 0.5, step: 0.01 },
    handSize: { kind: 'number', label: 'Hand size', description: 'Width of the hand, as a fraction of the subject.', default: 0.55, min: 0.3, max: 1, step: 0.05 },
    subjectSize: { kind: 'number', label: 'Subject size', description: 'Size of the subject, leaving room for the hand above it.', default: 0.8, min: 0.4, max: 1, step: 0.05 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side, bottom } = locateSubject(width, height);
    const press = cosineWave(p);
    const scale = settings.subjectSize;
    const sy = scale * (1 - settings.squash * press);
    const sx = scale * (1 + settings.squash * 0.6 * press);
    drawSubject(ctx, subject, width, height, { x: width / 2, y: bottom, scaleX: sx, scaleY: sy });
    const top = bottom - side * sy;
    drawPettingHand(ctx, width / 2 + side * 0.05, top + side * 0.12, side * settings.handSize, press);
  },
});
