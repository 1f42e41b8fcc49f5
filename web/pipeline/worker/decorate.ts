/** What is drawn over a finished output frame: overlay, watermark, DEV marker. */
import type { JobOverlay } from '../protocol.ts';

/** Watermark font size: one eighth of the height, clamped to 4..20 px (SPEC section 9). */
export const watermarkFontSize = (height: number) => Math.min(20, Math.max(4, Math.round(height / 8)));

/** Draws the overlay image over the frame at its opacity, stretched to cover. */
export function drawOverlay(ctx: OffscreenCanvasRenderingContext2D, overlay: JobOverlay, width: number, height: number) {
  ctx.save();
  ctx.globalAlpha = Math.min(100, Math.max(0, overlay.opacity)) / 100;
  ctx.drawImage(overlay.bitmap, 0, 0, width, height);
  ctx.restore();
}

/** Draws text in the bottom-right corner, light with a dark outline so it reads on any frame. */
export function drawWatermark(ctx: OffscreenCanvasRenderingContext2D, text: string, width: number, height: number) {
  const size = watermarkFontSize(height);
  ctx.save();
  ctx.font = `bold ${size}px sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  ctx.lineWidth = Math.max(1, size / 5);
  ctx.strokeStyle = 'rgba(0,0,0,0.85)';
  ctx.fillStyle = 'rgba(255,255,255,0.95)';
  const x = width - Math.max(1, size / 4);
  const y = height - Math.max(1, size / 8);
  ctx.strokeText(text, x, y, width - 2);
  ctx.fillText(text, x, y, width - 2);
  ctx.restore();
}

/** Marks output made by a development build. */
export function drawDevOverlay(ctx: OffscreenCanvasRenderingContext2D, height: number) {
  const size = watermarkFontSize(height);
  ctx.save();
  ctx.font = `bold ${size}px monospace`;
  ctx.textBaseline = 'top';
  ctx.fillStyle = 'rgba(255,0,0,0.9)';
  ctx.fillText('DEV', 1, 1);
  ctx.restore();
}
