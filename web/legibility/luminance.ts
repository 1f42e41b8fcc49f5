/** WCAG 2 relative luminance and contrast ratio, for the subject's edge against a chat's background. */

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export const luminanceOf = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** Relative luminance of '#rrggbb'. */
export function luminanceOfHex(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return luminanceOf((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

/** WCAG contrast ratio of two luminances, 1 (same) to 21 (black on white). */
export const contrastOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
