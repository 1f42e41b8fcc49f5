/** Shake: seeded jitter of position and angle, a new pose every frame. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { radians } from './easing.ts';
import { findFrameIndex, frameRateSetting, countLoopFrames, loopSecondsSetting, loopTiming, type LoopValues } from './loop-settings.ts';
import { nextSigned, createRandom } from './seeded-random.ts';
import { sampleInput } from './sample-input.ts';

interface Pose {
  x: number;
  y: number;
  turn: number;
}

/** The poses of one loop: each jump heads well away from the last, so no two frames in a row look alike. */
function shakePoses(settings: LoopValues & { seed: number; offset: number }): Pose[] {
  const random = createRandom(settings.seed);
  const offset = settings.offset;
  let heading = random() * 2 * Math.PI;
  return Array.from({ length: countLoopFrames(settings) }, () => {
    heading += Math.PI * (0.6 + 0.8 * random());
    const reach = offset * (0.5 + 0.5 * random());
    return { x: reach * Math.cos(heading), y: reach * Math.sin(heading), turn: nextSigned(random) };
  });
}

export default defineEmote({
  name: 'Shake',
  slug: 'shake',
  access: 'free',
  inputs: [sampleInput('shake', 1, [35, 53, 413, 366])],
  settings: {
    frameMs: frameRateSetting(30),
    seconds: loopSecondsSetting({ default: 0.24, min: 0.06, max: 2, step: 0.02 }, 'How long before the shake repeats; more time gives more different poses.'),
    offset: { kind: 'number', label: 'Distance', description: 'How far the image jumps from the centre, as a fraction of its size.', default: 0.05, min: 0, max: 0.25, step: 0.01 },
    rotation: { kind: 'number', label: 'Rotation', description: 'Largest tilt either way, in degrees.', default: 3, min: 0, max: 30, step: 1, unit: '°' },
    seed: { kind: 'number', label: 'Seed', description: 'Picks a different pattern of jumps.', default: 1, min: 1, max: 999, step: 1 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const poses = shakePoses(settings);
    const pose = poses[findFrameIndex(p, poses.length)];
    const { side } = locateSubject(width, height);
    drawSubject(ctx, subject, width, height, {
      x: width / 2 + pose.x * side,
      y: height / 2 + pose.y * side,
      anchor: 'centre',
      angle: radians(pose.turn * settings.rotation),
    });
  },
});
