/** Hearts: little hearts drifting down. */
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { drawParticles, particleSettings } from './falling-particles.ts';
import { defineEffect } from './types.ts';

const COLOURS = ['#ff2d55', '#ff6b9a', '#e0115f'];

/** A heart of height 1 centred on the origin. */
function traceHeart(ctx: OffscreenCanvasRenderingContext2D) {
  ctx.beginPath();
  ctx.moveTo(0, 0.45);
  ctx.bezierCurveTo(-0.55, 0.05, -0.55, -0.5, 0, -0.22);
  ctx.bezierCurveTo(0.55, -0.5, 0.55, 0.05, 0, 0.45);
  ctx.closePath();
}

export default defineEffect({
  id: 'hearts',
  name: 'Hearts',
  description: 'Hearts drift down over the emote.',
  settings: {
    seconds: cycleSetting(2, 'How long a heart takes to drift through.'),
    wholeFrame: wholeFrameSetting(true),
    ...particleSettings(8, 0.14),
  },
  apply(frame) {
    drawParticles(frame, 0.06, (ctx, heart) => {
      ctx.rotate(0.3 * Math.sin(heart.turn));
      ctx.scale(heart.size, heart.size);
      traceHeart(ctx);
      ctx.fillStyle = COLOURS[heart.index % COLOURS.length];
      ctx.fill();
      ctx.lineWidth = 0.06;
      ctx.strokeStyle = '#7a0026';
      ctx.stroke();
    });
  },
});
