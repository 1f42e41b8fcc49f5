/** Rain: slanted blue streaks falling over the emote. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { drawParticles, particleSettings } from './falling-particles.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'rain',
  name: 'Rain',
  description: 'Rain streaks fall over the emote.',
  settings: {
    seconds: cycleSetting(0.5, 'How long a drop takes to fall through.'),
    wholeFrame: wholeFrameSetting(true),
    ...particleSettings(18, 0.1),
  },
  apply(frame) {
    drawParticles(frame, 0, (ctx, drop) => {
      ctx.rotate(0.25);
      ctx.strokeStyle = drop.index % 3 ? 'rgba(120, 180, 255, 0.9)' : 'rgba(200, 230, 255, 0.9)';
      ctx.lineWidth = Math.max(1, drop.size * 0.12);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(0, -drop.size / 2);
      ctx.lineTo(0, drop.size / 2);
      ctx.stroke();
    });
  },
});
