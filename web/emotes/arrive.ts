/** Arrive: walks in from off the edge, slowing to a stop (cubic ease-out), then holds. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { easeOutCubic, radians } from './easing.ts';
import { frameRateSetting, countLoopFrames, loopSecondsSetting, loopTiming, roundTenth, measureWideness, type LoopValues } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';
import { sideSetting, computeWalkPose, walkSettings } from './walk.ts';

/** Slack so a frame exactly at the end of the walk counts as held. */
const EPSILON = 1e-9;

/** The first frame (0-based) of the hold; every frame from here on is the same. */
const firstHeldFrame = (settings: LoopValues & { entry: number }) => Math.ceil(settings.entry * countLoopFrames(settings) - EPSILON);

export default defineEmote({
  name: 'Arrive',
  slug: 'arrive',
  inputs: [sampleInput('arrive', 1, [89, 40, 345, 389])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: (size) => roundTenth(2 * Math.sqrt(measureWideness(size))), min: 1, max: (size) => roundTenth(8 * measureWideness(size)) }),
    entry: { kind: 'number', label: 'Walk time', description: 'Part of the loop spent walking in; the rest holds still.', default: 0.6, min: 0.2, max: 0.8, step: 0.05 },
    side: sideSetting('The side the image walks in from.', -1),
    face: { kind: 'toggle', label: 'Face the way', description: 'Mirror the image when it walks leftwards, so it faces where it goes.', default: true },
    ...walkSettings(),
  },
  timing: loopTiming,
  // Platforms show the first frame as the thumbnail: start on the arrived, held pose.
  defaultStartFrame: (settings) => firstHeldFrame(settings) + 1,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const side = settings.side;
    const walking = p < settings.entry - EPSILON;
    const progress = walking ? easeOutCubic(p / settings.entry) : 1;
    const pose = computeWalkPose(progress, settings.steps);
    const square = locateSubject(width, height);
    const facing = side === 1 && settings.face ? -1 : 1;
    drawSubject(ctx, subject, width, height, {
      x: width / 2 + side * width * (1 - progress),
      y: square.bottom - settings.bob * square.side * pose.lift,
      angle: radians(settings.rock * pose.rock),
      scaleX: facing,
    });
  },
});
