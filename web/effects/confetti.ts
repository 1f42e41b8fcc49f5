/** Confetti: bright paper bits tumbling down. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { drawParticles, particleSettings } from './falling-particles.ts';
import { defineEffect } from './types.ts';

const COLOURS = ['#ff3b6b', '#ffd23f', '#3bceac', '#4d7cff', '#b36bff', '#ff8c42'];

export default defineEffect({
  id: 'confetti',
  name: 'Confetti',
  description: 'Bright confetti tumbles down over the emote.',
  settings: {
    seconds: cycleSetting(1, 'How long a piece takes to fall through.'),
    wholeFrame: wholeFrameSetting(true),
    ...particleSettings(16, 0.07),
  },
  apply(frame) {
    drawParticles(frame, 0.04, (ctx, bit) => {
      ctx.rotate(bit.turn);
      // A tumbling piece of paper: its width turns edge-on and back.
      ctx.scale(Math.cos(bit.turn * 2), 1);
      ctx.fillStyle = COLOURS[bit.index % COLOURS.length];
      ctx.fillRect(-bit.size / 2, -bit.size / 4, bit.size, bit.size / 2);
    });
  },
});
