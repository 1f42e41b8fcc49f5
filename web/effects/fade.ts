/** Fade: fades out and back in once a cycle. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'fade',
  name: 'Fade',
  description: 'Fades out and back in.',
  settings: {
    seconds: cycleSetting(1, 'How long one fade out and in takes.'),
    wholeFrame: wholeFrameSetting(false),
    lowest: { kind: 'number', label: 'Lowest opacity', description: 'How visible it stays at the faintest, 0 for gone.', default: 0, min: 0, max: 1, step: 0.05 },
  },
  apply({ ctx, width, height, p, settings }) {
    const opacity = settings.lowest + (1 - settings.lowest) * (0.5 + 0.5 * Math.cos(2 * Math.PI * p));
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'destination-in';
    ctx.fillStyle = `rgba(0, 0, 0, ${opacity.toFixed(4)})`;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
});
