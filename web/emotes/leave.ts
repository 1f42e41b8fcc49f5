/** Leave: holds, turns round, then walks off the side speeding up (cubic ease-in); the loop ends empty. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { easeInCubic, easeInOut, radians } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming, roundTenth, measureWideness } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';
import { sideSetting, computeWalkPose, walkSettings } from './walk.ts';

/** Part of the loop the turn takes. */
const TURN = 0.1;
/** By this phase the image is gone; the rest of the loop is empty. */
const GONE = 0.88;
/** Narrowest the image gets mid-turn, so it never vanishes for a frame. */
const EDGE_ON = 0.2;

/** Horizontal scale while turning round: 1 → −1, never thinner than EDGE_ON. */
const turnScale = (t: number) => (t < 0.5 ? 1 : -1) * Math.max(EDGE_ON, Math.abs(Math.cos(Math.PI * t)));

export default defineEmote({
  name: 'Leave',
  slug: 'leave',
  inputs: [sampleInput('leave', 1, [75, 38, 282, 391])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: (size) => roundTenth(2 * Math.sqrt(measureWideness(size))), min: 1, max: (size) => roundTenth(8 * measureWideness(size)) }),
    hold: { kind: 'number', label: 'Hold time', description: 'Part of the loop the image stands still before it turns to go.', default: 0.3, min: 0.05, max: 0.5, step: 0.05 },
    side: sideSetting('The side the image walks off to.', -1),
    turn: { kind: 'toggle', label: 'Turn round', description: 'Turn (mirror) the image before it walks off.', default: true },
    ...walkSettings(),
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    const hold = settings.hold;
    if (!subject || p >= GONE) return;
    const facing = settings.turn ? turnScale(easeInOut((p - hold) / TURN)) : 1;
    const walk = Math.max(0, (p - hold - TURN) / (GONE - hold - TURN));
    const pose = computeWalkPose(walk, settings.steps);
    const square = locateSubject(width, height);
    drawSubject(ctx, subject, width, height, {
      x: width / 2 + settings.side * width * easeInCubic(walk),
      y: square.bottom - settings.bob * square.side * pose.lift,
      angle: radians(settings.rock * pose.rock),
      scaleX: facing,
    });
  },
});
