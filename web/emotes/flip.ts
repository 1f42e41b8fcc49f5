/** Flip: a card flip about the vertical axis, the back showing the image mirrored. */
import { defineEmote } from './define.ts';
import { drawSubject } from './draw-helpers.ts';
import { easeInOut } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

/** Part of each half turn spent resting on a face when holding. */
const HOLD = 0.4;

/** Angle of the card in half turns (0 = front, 1 = back) at phase p. */
function cardTurns(p: number, hold: boolean): number {
  if (!hold) return 2 * p;
  const half = Math.floor(2 * p);
  const u = 2 * p - half;
  return half + (u < HOLD ? 0 : easeInOut((u - HOLD) / (1 - HOLD)));
}

export default defineEmote({
  name: 'Flip',
  slug: 'flip',
  access: 'free',
  inputs: [sampleInput('flip', 1, [41, 77, 401, 346])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 1.2, min: 0.4, max: 6 }, 'How long one full flip (front, back, front) takes.'),
    depth: { kind: 'number', label: 'Depth', description: 'How much the card shrinks in height when seen edge-on, for a sense of depth.', default: 0.05, min: 0, max: 0.3, step: 0.01 },
    hold: { kind: 'toggle', label: 'Hold at faces', description: 'Pause on the front and on the back before each half flip.', default: false },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const angle = Math.PI * cardTurns(p, settings.hold);
    drawSubject(ctx, subject, width, height, {
      x: width / 2,
      y: height / 2,
      anchor: 'centre',
      scaleX: Math.cos(angle),
      scaleY: 1 - settings.depth * Math.abs(Math.sin(angle)),
    });
  },
});
