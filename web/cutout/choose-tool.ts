/**
 * "Remove background" picks its tool (issue 33 item 2): on a flat or near-flat backdrop the
 * backdrop flood fill (flood-backdrop.ts) is right — it keeps whites inside the subject that the
 * model deletes, and takes milliseconds, not seconds; on a busy backdrop only the model can tell
 * subject from backdrop. What tells them apart is how far the image's border pixels spread from
 * their own median colour.
 */
import { edgeColour } from './flood-backdrop.ts';

/** Border pixels at or above this alpha are the backdrop's colour; under it, already transparent. */
const OPAQUE = 128;

/** The share of opaque border pixels the spread is read at: a subject may cover up to a fifth of the border (a portrait's shoulders) without making a flat backdrop look busy. */
export const SPREAD_PERCENTILE = 0.8;

/**
 * A backdrop is flat when SPREAD_PERCENTILE of its border pixels lie within this RGB distance of
 * their median colour (0..441). Measured on the project's images (choose-tool.browser.test.ts
 * prints them): the flat ones — the corpus's GIF lettering on white, its CMYK JPEG, a cartoon
 * drawn on a noisy near-white gradient and saved as a JPEG — spread 0 to 3.5; the least busy
 * photo (the corpus's plant, 82.8) and the cat (86), coffee table (163) and astronaut (209) far
 * more. A close-up of the table's wood alone spreads 43.7, and there the fill kept only 0.67–0.81
 * of the subject (IoU) where the model kept 0.99 (cutout-quality.browser.test.ts): the line must
 * sit well under that. 24 leaves room for a studio backdrop's vignette and heavier JPEG noise,
 * and stays well inside the flood fill's default tolerance (12 %, an RGB distance of 53), so what
 * is called flat is what the fill removes.
 */
export const FLAT_SPREAD = 24;

/** Half or more of the border already transparent: the backdrop is gone before any tool runs. */
export const CLEAR_SHARE = 0.5;

export interface BorderSpread {
  /** Share of border pixels already transparent. */
  clear: number;
  /** RGB distance from the border's median colour within which SPREAD_PERCENTILE of its opaque pixels lie. */
  spread: number;
}

/** How much the image's outermost ring of pixels varies. */
export function borderSpread(rgba: Uint8ClampedArray, width: number, height: number): BorderSpread {
  const median = edgeColour(rgba, width, height);
  const ring: number[] = [];
  for (let x = 0; x < width; x++) ring.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) ring.push(y * width, y * width + width - 1);
  if (!median) return { clear: 1, spread: 0 };
  const [r, g, b] = median;
  const distances: number[] = [];
  for (const p of ring) {
    const i = p * 4;
    if (rgba[i + 3] < OPAQUE) continue;
    distances.push(Math.hypot(rgba[i] - r, rgba[i + 1] - g, rgba[i + 2] - b));
  }
  distances.sort((a, b2) => a - b2);
  const spread = distances[Math.min(distances.length - 1, Math.floor(SPREAD_PERCENTILE * distances.length))];
  return { clear: 1 - distances.length / ring.length, spread: Math.round(spread * 10) / 10 };
}

/** Why "Remove background" used the tool it did: a flat backdrop, one already transparent, or a busy one. */
export type ToolReason = 'flat' | 'clear' | 'busy';

export interface ToolChoice {
  tool: 'backdrop' | 'model';
  reason: ToolReason;
  spread: BorderSpread;
}

/** The tool "Remove background" uses on this frame, and why. */
export function chooseTool(rgba: Uint8ClampedArray, width: number, height: number): ToolChoice {
  const spread = borderSpread(rgba, width, height);
  if (spread.clear >= CLEAR_SHARE) return { tool: 'backdrop', reason: 'clear', spread };
  if (spread.spread <= FLAT_SPREAD) return { tool: 'backdrop', reason: 'flat', spread };
  return { tool: 'model', reason: 'busy', spread };
}
