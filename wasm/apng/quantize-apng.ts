/**
 * The APNG fit's palettes from the project's own quantizer, the GIF encoder's (issue 34 item 4):
 * its weighted histogram, median cut and k-means give the opaque colours, where UPNG's own
 * quantizer split a photo's few dominant hues and turned a cat's green eyes orange-brown. A PNG
 * palette holds RGBA entries, so an edge keeps some of its 8-bit alpha: partly transparent pixels
 * take one of a few alpha levels beside their nearest colour, the most used (colour, level) pairs
 * get entries of their own and the rest round to clear or solid. The frames come back as RGBA with
 * at most `colors` distinct values (fully clear pixels all 0,0,0,0), which UPNG writes as an
 * indexed PNG (it indexes any image of ≤ 256 distinct values, 0,0,0,0 always among them).
 */
import { buildColorHistogram } from '../gif/js-gif/color-histogram.ts';
import { buildPalette, type Palette } from '../gif/js-gif/build-palette.ts';
import { createNearestLookup } from '../gif/js-gif/remap-frame.ts';
import type { ApngFrames } from './meta.ts';

/** The partial alphas an edge pixel rounds to: enough for a soft edge at chat size, few enough to leave entries for colours. */
const ALPHA_LEVELS = [51, 102, 153, 204];
/** The share of the entries partly transparent pixels may take when the frames have some. */
const PARTIAL_SHARE = 0.25;

/** Index (0..levels-1) of the level nearest to a partial alpha. */
const levelOf = (alpha: number) => Math.min(ALPHA_LEVELS.length - 1, Math.max(0, Math.round(alpha / 51) - 1));

/** True when some pixel of some frame is neither clear nor solid. */
function hasPartialAlpha(frames: readonly Uint8ClampedArray[]): boolean {
  for (const frame of frames) for (let i = 3; i < frame.length; i += 4) if (frame[i] !== 0 && frame[i] !== 255) return true;
  return false;
}

/**
 * The frames mapped to at most `colors` RGBA values (2..256), clear pixels as 0,0,0,0. UPNG's palette
 * always holds 0,0,0,0, so the opaque and partial entries share `colors` − 1.
 */
export function quantizeApngFrames(input: ApngFrames, colors: number): ApngFrames {
  const entries = Math.max(1, Math.min(256, Math.round(colors)) - 1);
  const partial = hasPartialAlpha(input.frames);
  const partialEntries = partial ? Math.floor(entries * PARTIAL_SHARE) : 0;
  const palette = buildPalette(buildColorHistogram(input.frames, input.width), Math.max(1, entries - partialEntries));
  const nearest = createNearestLookup(palette);
  const kept = partial ? keptPairs(input.frames, nearest, palette.opaqueCount, partialEntries) : new Set<number>();
  const frames = input.frames.map((frame) => mapFrame(frame, palette, nearest, kept));
  return { ...input, frames };
}

/** The (entry, level) pairs, as entry * levels + level, most used first, that get entries of their own. */
function keptPairs(frames: readonly Uint8ClampedArray[], nearest: ReturnType<typeof createNearestLookup>, opaqueCount: number, room: number): Set<number> {
  const uses = new Float64Array(opaqueCount * ALPHA_LEVELS.length);
  for (const frame of frames) {
    for (let i = 0; i < frame.length; i += 4) {
      const alpha = frame[i + 3];
      if (alpha === 0 || alpha === 255) continue;
      uses[nearest(frame[i], frame[i + 1], frame[i + 2]) * ALPHA_LEVELS.length + levelOf(alpha)]++;
    }
  }
  const used = [...uses.keys()].filter((pair) => uses[pair] > 0).sort((a, b) => uses[b] - uses[a] || a - b);
  return new Set(used.slice(0, room));
}

/** One frame in palette values: clear stays 0,0,0,0; a partial pixel its kept pair, else clear or solid by alpha. */
function mapFrame(frame: Uint8ClampedArray, palette: Palette, nearest: ReturnType<typeof createNearestLookup>, kept: Set<number>): Uint8ClampedArray {
  const out = new Uint8ClampedArray(frame.length);
  const rgb = palette.rgb;
  for (let i = 0; i < frame.length; i += 4) {
    let alpha = frame[i + 3];
    if (alpha === 0) continue;
    const entry = nearest(frame[i], frame[i + 1], frame[i + 2]);
    if (alpha !== 255) {
      const level = levelOf(alpha);
      if (kept.has(entry * ALPHA_LEVELS.length + level)) alpha = ALPHA_LEVELS[level];
      else if (alpha < 128) continue;
      else alpha = 255;
    }
    out[i] = rgb[entry * 3];
    out[i + 1] = rgb[entry * 3 + 1];
    out[i + 2] = rgb[entry * 3 + 2];
    out[i + 3] = alpha;
  }
  return out;
}
