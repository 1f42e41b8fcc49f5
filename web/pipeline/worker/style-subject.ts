/**
 * Outline and shadow from the subject's alpha (issue 18), on one composed frame's pixels: a
 * stroke of `width` px around every pixel at least half opaque, and under both a drop shadow of
 * their shape, offset and blurred. Pure typed-array passes (an exact distance transform for the
 * stroke, box blurs for the shadow), so any width costs the same and the result is deterministic.
 */
import { squaredDistanceTo } from '../../cutout/distance-transform.ts';
import { blurValues } from '../../cutout/blur-mask.ts';
import { rgbOf } from '../../cutout/cutout-settings.ts';
import type { SubjectStyle } from '../protocol.ts';

/** True when the style draws anything: no outline and no shadow leave the frame's bytes as they were. */
export const drawsSubjectStyle = (style: SubjectStyle | undefined): style is SubjectStyle =>
  !!style && (style.outline.width > 0 || (style.shadow.enabled && style.shadow.opacity > 0));

/** Puts the frame over a layer of one colour whose alpha (0..1) is `below`, in place. */
function drawOver(rgba: Uint8ClampedArray, below: Float32Array, colour: readonly number[]) {
  for (let p = 0, i = 0; p < below.length; p++, i += 4) {
    const da = below[p];
    if (da <= 0) continue;
    const sa = rgba[i + 3] / 255;
    const outA = sa + da * (1 - sa);
    const under = da * (1 - sa);
    for (let c = 0; c < 3; c++) rgba[i + c] = (rgba[i + c] * sa + colour[c] * under) / outA;
    rgba[i + 3] = outA * 255;
  }
}

/** How much of each pixel the stroke covers: 1 within `width` px of the subject, fading over the pixel past it. */
export function outlineCoverage(rgba: Uint8ClampedArray, width: number, height: number, strokePx: number): Float32Array {
  const subject = new Uint8Array(width * height);
  for (let p = 0; p < subject.length; p++) subject[p] = rgba[p * 4 + 3] >= 128 ? 1 : 0;
  const distance = squaredDistanceTo(subject, width, height);
  const coverage = new Float32Array(subject.length);
  for (let p = 0; p < coverage.length; p++) coverage[p] = Math.min(1, Math.max(0, strokePx + 1 - Math.sqrt(distance[p])));
  return coverage;
}

/** The frame's alpha (0..1) moved by the offset and blurred: the shadow's shape. */
export function shadowShape(rgba: Uint8ClampedArray, width: number, height: number, offsetX: number, offsetY: number, blur: number): Float32Array {
  const shape = new Float32Array(width * height);
  const dx = Math.round(offsetX);
  const dy = Math.round(offsetY);
  for (let y = 0; y < height; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= height) continue;
    for (let x = 0; x < width; x++) {
      const sx = x - dx;
      if (sx >= 0 && sx < width) shape[y * width + x] = rgba[(sy * width + sx) * 4 + 3] / 255;
    }
  }
  return blur > 0 ? blurValues(shape, width, height, Math.max(1, Math.round(blur / 2))) : shape;
}

/** Draws the outline, then the shadow under both, into the frame's pixels, in place. */
export function styleSubject(rgba: Uint8ClampedArray, width: number, height: number, style: SubjectStyle) {
  const { outline, shadow } = style;
  if (outline.width > 0) drawOver(rgba, outlineCoverage(rgba, width, height, outline.width), rgbOf(outline.colour));
  if (shadow.enabled && shadow.opacity > 0) {
    const shape = shadowShape(rgba, width, height, shadow.offsetX, shadow.offsetY, shadow.blur);
    const opacity = shadow.opacity / 100;
    for (let p = 0; p < shape.length; p++) shape[p] *= opacity;
    drawOver(rgba, shape, rgbOf(shadow.colour));
  }
}

/** The decorate step's outline and shadow on a composed frame; nothing is read or written when the style draws neither. */
export function decorateSubject(ctx: OffscreenCanvasRenderingContext2D, style: SubjectStyle | undefined, width: number, height: number) {
  if (!drawsSubjectStyle(style)) return;
  const image = ctx.getImageData(0, 0, width, height);
  styleSubject(image.data, width, height, style);
  ctx.putImageData(image, 0, 0);
}
