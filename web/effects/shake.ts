/** Shake: a seeded jitter of position and angle, a new pose every frame. */
import { radians } from '../emotes/easing.ts';
import { createRandom, nextSigned } from '../emotes/seeded-random.ts';
import { cycleSetting, seedSetting, wholeFrameSetting } from './common-settings.ts';
import { redrawLayer } from './redraw-layer.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'shake',
  name: 'Shake',
  description: 'Jitters about, a new pose every frame.',
  settings: {
    seconds: cycleSetting(0.25, 'How long before the jitter repeats; more time gives more different poses.'),
    wholeFrame: wholeFrameSetting(false),
    offset: { kind: 'number', label: 'Distance', description: 'How far it jumps from its place, as a fraction of the size.', default: 0.05, min: 0, max: 0.25, step: 0.01 },
    rotation: { kind: 'number', label: 'Rotation', description: 'Largest tilt either way, in degrees.', default: 4, min: 0, max: 30, step: 1, unit: '°' },
    seed: seedSetting(),
  },
  apply(frame) {
    const { settings, width, height } = frame;
    const step = Math.floor(frame.p * frame.cycleFrames + 1e-6);
    const random = createRandom(settings.seed * 7919 + step);
    const side = Math.min(width, height);
    const x = nextSigned(random) * settings.offset * side;
    const y = nextSigned(random) * settings.offset * side;
    const turn = radians(nextSigned(random) * settings.rotation);
    redrawLayer(frame, (ctx) => {
      ctx.translate(x, y);
      ctx.rotate(turn);
    });
  },
});
