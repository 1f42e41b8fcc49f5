/** Places an input frame on an output-sized canvas: fitted inside (or covering it, for fill), then its transform applied. */
import type { JobInput } from '../protocol.ts';
import { frameIndexAt } from './output-timing.ts';

/** Draws inputs at output size, keeping the last placed frame per slot (inputs usually advance in time). */
export class InputPlacer {
  private readonly cache = new Map<number, { frame: number; canvas: OffscreenCanvas }>();

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** The slot's input as it shows at `timeMs`, placed on a width×height canvas. */
  placeAt(slot: number, input: JobInput, timeMs: number): OffscreenCanvas {
    const frame = frameIndexAt(input.animation.frameEndTimes, timeMs);
    const cached = this.cache.get(slot);
    if (cached && cached.frame === frame) return cached.canvas;
    const canvas = cached?.canvas ?? new OffscreenCanvas(this.width, this.height);
    this.draw(canvas, input, frame);
    this.cache.set(slot, { frame, canvas });
    return canvas;
  }

  private draw(canvas: OffscreenCanvas, input: JobInput, frame: number) {
    const ctx = canvas.getContext('2d')!;
    const { width: W, height: H } = this;
    const { animation, transform } = input;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, W, H);
    ctx.imageSmoothingEnabled = !transform.pixelated;
    ctx.imageSmoothingQuality = 'high';
    // Fit shows the whole input (bands where the shapes differ); fill covers the output and crops the rest.
    const fit = (transform.fill ? Math.max : Math.min)(W / animation.width, H / animation.height);
    const [a, b, c, d] = transform.matrix;
    ctx.translate(W / 2 + transform.offset.x * W, H / 2 + transform.offset.y * H);
    // Canvas takes the matrix column-major: transform(a, c, b, d) for x' = a·x + b·y, y' = c·x + d·y.
    ctx.transform(a, c, b, d, 0, 0);
    const dw = animation.width * fit;
    const dh = animation.height * fit;
    ctx.drawImage(animation.frames[frame].bitmap, -dw / 2, -dh / 2, dw, dh);
  }
}
