/** The petting hand of the pet emote, drawn by our own code (no copied sprite): a cartoon hand seen from above, fingers down. */

const SKIN = '#ffd7b5';
const SHADE = '#f2b48c';
const LINE = '#5a3320';

/** Draws a hand about `size` px wide whose fingertips end at (x, y), pressed down by `press` (0..1: fingers spread and flatten). */
export function drawPettingHand(ctx: OffscreenCanvasRenderingContext2D, x: number, y: number, size: number, press: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.rotate(-0.18);
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = LINE;
  // Four fingers, spreading and shortening as the hand presses.
  for (let i = 0; i < 4; i++) {
    const spread = (i - 1.5) * (22 + 6 * press);
    const length = 52 - 10 * press - Math.abs(i - 1.5) * 6;
    ctx.save();
    ctx.translate(spread, -length);
    ctx.rotate((i - 1.5) * 0.08 * (1 + press));
    ctx.beginPath();
    ctx.roundRect(-10, 0, 20, length + 6, 10);
    ctx.fillStyle = SKIN;
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
  // Palm over the finger roots, and the thumb off to one side.
  ctx.beginPath();
  ctx.ellipse(0, -66 + 6 * press, 50, 32 - 6 * press, 0, 0, Math.PI * 2);
  ctx.fillStyle = SKIN;
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(-50, -52, 13, 26, 0.7, 0, Math.PI * 2);
  ctx.fillStyle = SHADE;
  ctx.fill();
  ctx.stroke();
  // The wrist, reaching up out of the frame.
  ctx.beginPath();
  ctx.roundRect(-32, -130 + 6 * press, 64, 56, 14);
  ctx.fillStyle = SKIN;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
