/**
 * The JS GIF encoder: one global palette from our quantizer, nearest-colour mapping,
 * inter-frame reuse, and gifenc's writer for the LZW and the file format. Built to be
 * asked again with fewer colours: the colour histogram is kept between encodes.
 */
import { GIFEncoder } from 'gifenc';
import type { GifFrames } from '../gif-frames.ts';
import { buildColorHistogram, type ColorHistogram } from './color-histogram.ts';
import { buildPalette, type Palette } from './build-palette.ts';
import { createNearestLookup, remapFrame } from './remap-frame.ts';
import { planFrameReuse } from './reuse-unchanged.ts';
import { palettePsnr } from './palette-psnr.ts';

/** The most opaque colours: 255 plus the transparent index fill a 256-entry table. */
export const MAX_JS_COLORS = 255;

/** Settings of one JS encode. */
export interface JsGifSettings {
  /** Opaque colours in the palette, 1..255; 2^k − 1 uses a table of 2^k entries fully. */
  colors: number;
  loop: boolean;
}

/** Encodes `input` with the given settings, reusing the work that does not depend on them. */
export interface JsGifEncoder {
  encode(settings: JsGifSettings): Uint8Array;
  /** PSNR in dB of the last encode's opaque pixels against their palette colours: how well one palette holds the frames. */
  lastPalettePsnr(): number;
}

/** An encoder for these frames; keep it to re-encode with other settings without re-reading every pixel. */
export function createJsGifEncoder(input: GifFrames): JsGifEncoder {
  let histogram: ColorHistogram | null = null;
  let psnr = NaN;
  return {
    encode({ colors, loop }) {
      histogram ??= buildColorHistogram(input.frames);
      // Always keep a transparent index: opaque animations use it for inter-frame reuse.
      const palette = buildPalette(histogram, Math.max(1, Math.min(MAX_JS_COLORS, Math.round(colors))), true);
      const nearest = createNearestLookup(palette);
      const indexed = input.frames.map((frame) => remapFrame(frame, palette, nearest));
      psnr = palettePsnr(input.frames, indexed, palette);
      return writeGif(input, palette, indexed, loop);
    },
    lastPalettePsnr: () => psnr,
  };
}

/** Encodes once with the JS encoder. */
export function encodeJsGif(input: GifFrames, settings: JsGifSettings): Uint8Array {
  return createJsGifEncoder(input).encode(settings);
}

function writeGif(input: GifFrames, palette: Palette, frames: Uint8Array[], loop: boolean): Uint8Array {
  const table = Array.from({ length: palette.rgb.length / 3 }, (_, j) => Array.from(palette.rgb.subarray(j * 3, j * 3 + 3)));
  const colorDepth = Math.max(1, Math.ceil(Math.log2(table.length)));
  const { written, disposals } = planFrameReuse(frames, palette.transparentIndex);
  const gif = GIFEncoder({ initialCapacity: 1 << 20 });
  written.forEach((indices, f) => {
    gif.writeFrame(indices, input.width, input.height, {
      palette: f === 0 ? table : undefined,
      // gifenc takes milliseconds and rounds them to the centiseconds we already have.
      delay: input.delaysCs[f] * 10,
      repeat: loop ? 0 : -1,
      transparent: palette.transparentIndex >= 0,
      transparentIndex: Math.max(0, palette.transparentIndex),
      colorDepth,
      dispose: disposals[f],
    });
  });
  gif.finish();
  return gif.bytes();
}
