/** Spin: one full turn a cycle about the centre. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { redrawLayer } from './redraw-layer.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'spin',
  name: 'Spin',
  description: 'Turns round and round about the centre.',
  settings: {
    seconds: cycleSetting(1, 'How long one full turn takes.'),
    wholeFrame: wholeFrameSetting(false),
    counterClockwise: { kind: 'toggle', label: 'Counter-clockwise', description: 'Turns the other way, against the clock.', default: false },
    scale: { kind: 'number', label: 'Scale', description: 'Size while spinning; below 1 keeps the corners inside the frame.', default: 1, min: 0.5, max: 1.5, step: 0.05 },
  },
  apply(frame) {
    const { settings, p } = frame;
    redrawLayer(frame, (ctx) => {
      ctx.rotate((settings.counterClockwise ? -1 : 1) * p * 2 * Math.PI);
      ctx.scale(settings.scale, settings.scale);
    });
  },
});
