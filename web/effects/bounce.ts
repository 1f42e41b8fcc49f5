/** Bounce: hops up and lands with a squash, once a cycle. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { redrawLayer } from './redraw-layer.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'bounce',
  name: 'Bounce',
  description: 'Hops up and lands with a squash.',
  settings: {
    seconds: cycleSetting(0.5, 'How long one hop takes.'),
    wholeFrame: wholeFrameSetting(false),
    hop: { kind: 'number', label: 'Height', description: 'How high it hops, as a fraction of the height.', default: 0.15, min: 0, max: 0.5, step: 0.01 },
    squash: { kind: 'number', label: 'Squash', description: 'How much it flattens on landing.', default: 0.12, min: 0, max: 0.4, step: 0.01 },
  },
  apply(frame) {
    const { settings, height, p } = frame;
    const air = Math.sin(Math.PI * p);
    const ground = Math.max(0, 1 - 5 * air);
    const sy = 1 - settings.squash * ground;
    const sx = 1 + settings.squash * 0.7 * ground;
    redrawLayer(frame, (ctx) => {
      ctx.translate(0, height / 2 - settings.hop * height * air);
      ctx.scale(sx, sy);
      ctx.translate(0, -height / 2);
    });
  },
});
