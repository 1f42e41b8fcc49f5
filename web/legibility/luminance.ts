/**
 * WCAG 2 relative luminance and contrast ratio: the subject's edge against a chat's background
 * (issue 36), and the flash check's frames (pipeline/worker/flash-luminance.ts).
 */
import { rgbOf } from '../cutout/cutout-settings.ts';

/** sRGB channel byte → linear light, per WCAG 2.x's relative luminance definition. */
export const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Relative luminance of an sRGB colour (channel bytes), 0 (black) to 1 (white). */
export const luminanceOf = (r: number, g: number, b: number) =>
  0.2126 * SRGB_TO_LINEAR[Math.round(r)] + 0.7152 * SRGB_TO_LINEAR[Math.round(g)] + 0.0722 * SRGB_TO_LINEAR[Math.round(b)];

/** Relative luminance of '#rrggbb'. */
export const luminanceOfHex = (hex: string) => luminanceOf(...rgbOf(hex));

/** WCAG contrast ratio of two luminances, 1 (same) to 21 (black on white). */
export const contrastOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
