/** Bonk: a mallet swings down on the subject's head, which squashes flat and springs back. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { easeInCubic, easeInOut, easeOutCubic } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { drawMallet } from './mallet.ts';
import { sampleInput } from './sample-input.ts';

/** Phase of the hit, and how long the mallet rests on the head after it. */
const HIT = 0.45;
const REST = 0.2;
/** Mallet angle raised and down, radians. */
const RAISED = 1.35;
const DOWN = -0.1;

/** The mallet's angle and the subject's squash (0..1) at phase p. */
function bonkPose(p: number) {
  if (p < HIT) return { angle: RAISED + (DOWN - RAISED) * easeInCubic(p / HIT), squash: 0 };
  if (p < HIT + REST) return { angle: DOWN, squash: 1 - 0.3 * easeOutCubic((p - HIT) / REST) };
  const back = (p - HIT - REST) / (1 - HIT - REST);
  // The subject springs back with a small overshoot while the mallet lifts.
  return { angle: DOWN + (RAISED - DOWN) * easeInOut(back), squash: 0.7 * (1 - back) * Math.cos(back * Math.PI * 1.5) };
}

export default defineEmote({
  name: 'Bonk',
  slug: 'bonk',
  inputs: [sampleInput('bonk', 1, [44, 92, 360, 340])],
  settings: {
    frameMs: frameRateSetting(40),
    seconds: loopSecondsSetting({ default: 0.8, min: 0.3, max: 3, step: 0.1 }, 'How long one bonk takes, from the swing to the next.'),
    squash: { kind: 'number', label: 'Squash', description: 'How flat the head goes under the hit.', default: 0.35, min: 0, max: 0.7, step: 0.05 },
    malletSize: { kind: 'number', label: 'Mallet size', description: 'Length of the mallet, as a fraction of the subject.', default: 0.75, min: 0.3, max: 1.2, step: 0.05 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side, bottom } = locateSubject(width, height);
    const pose = bonkPose(p);
    const squash = settings.squash * pose.squash;
    const scale = 0.82;
    drawSubject(ctx, subject, width, height, { x: width / 2, y: bottom, scaleX: scale * (1 + squash * 0.6), scaleY: scale * (1 - squash) });
    const head = bottom - side * scale * (1 - squash);
    drawMallet(ctx, width / 2 + side * settings.malletSize * 0.78, head - side * 0.02, side * settings.malletSize, pose.angle);
  },
});
