/**
 * How much the emote type, and the stack on its subject, scale a slot's picture where they draw it
 * (issue 36): words are measured in their slot's layout, but /text draws them about a fifth smaller
 * to leave room for its pop and tilt, and jam squashes them. Drawn once with the slot as an opaque
 * sheet the size of the frame and once without it, the area the sheet adds, against its own area,
 * gives the linear scale (the square root of the ratio: a tilt does not change an area). A sheet
 * drawn past the frame's edges reads smaller than it is, which errs toward advice.
 */

/** Draws the subject into `target` with the measured slot as `sheet`, or without it (`null`). */
export type DrawWithSheet = (target: OffscreenCanvasRenderingContext2D, sheet: OffscreenCanvas | null) => void;

export class DrawnScale {
  private readonly sheet: OffscreenCanvas;
  private readonly canvas: OffscreenCanvas;
  private readonly ctx: OffscreenCanvasRenderingContext2D;

  constructor(private readonly width: number, private readonly height: number) {
    this.sheet = new OffscreenCanvas(width, height);
    const sheetCtx = this.sheet.getContext('2d')!;
    sheetCtx.fillStyle = '#fff';
    sheetCtx.fillRect(0, 0, width, height);
    this.canvas = new OffscreenCanvas(width, height);
    this.ctx = this.canvas.getContext('2d', { willReadFrequently: true })!;
  }

  /** The slot's linear scale in this frame: 0 when the frame does not show it. */
  measure(draw: DrawWithSheet): number {
    const withSheet = this.alphaOf(draw, this.sheet);
    const without = this.alphaOf(draw, null);
    let added = 0;
    for (let i = 0; i < withSheet.length; i++) added += Math.max(0, withSheet[i] - without[i]);
    return Math.sqrt(added / 255 / (this.width * this.height));
  }

  private alphaOf(draw: DrawWithSheet, sheet: OffscreenCanvas | null): Uint8ClampedArray {
    const { ctx, width, height } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.save();
    draw(ctx, sheet);
    ctx.restore();
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const alpha = new Uint8ClampedArray(width * height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3];
    return alpha;
  }
}

/** The typical scale over the frames measured: their median, or 1 when no frame showed the slot (nothing to go by). */
export function typicalScale(scales: readonly number[]): number {
  const shown = scales.filter((s) => s > 0).sort((a, b) => a - b);
  if (!shown.length) return 1;
  // Frames that do not show the slot (an arrival's first frames) say nothing of its letters' size.
  return shown[Math.floor((shown.length - 1) / 2)];
}
