/** The bonk emote's mallet, drawn by our own code: a wooden handle and a red head. */

/** Draws a mallet `size` px long held at (x, y), turned `angle` radians (0 points the head left, horizontal). */
export function drawMallet(ctx: OffscreenCanvasRenderingContext2D, x: number, y: number, size: number, angle: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(size / 100, size / 100);
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#3b1f0e';
  ctx.beginPath();
  ctx.roundRect(-80, -5, 82, 10, 5);
  ctx.fillStyle = '#c98a4b';
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(-100, -22, 34, 44, 8);
  ctx.fillStyle = '#e23b3b';
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.45)';
  ctx.fillRect(-95, -17, 8, 34);
  ctx.restore();
}
