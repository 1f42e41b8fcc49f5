/** Quality of an output GIF: mean SSIM of what a player shows against the source frames. */
import { createHash } from 'node:crypto';
import { decodeGifFrames } from '../../tests/support/gif-decode.ts';
import { meanSsim } from '../../tests/support/ssim.ts';
import { matchFramesByTime } from './match-frames.ts';
import { upscaleBilinear } from './upscale-bilinear.ts';
import { interiorPsnr } from './interior-psnr.ts';
import type { Workload } from './workloads.mjs';

/** Both sides are composited over this opaque grey before comparing. */
export const SSIM_BACKGROUND: [number, number, number] = [128, 128, 128];

/** What a decoded output looks like and how close it is to its source. */
export interface Quality {
  ssim: number;
  /** PSNR (dB) over the source's opaque interior (interior-psnr.ts): where banding shows. */
  psnr: number;
  /** Output size; smaller than the source when the fit loop scaled down (then upscaled for SSIM). */
  width: number;
  height: number;
  frameCount: number;
  upscaled: boolean;
}

/** SSIM by workload and hash of the shown frames: a lossless re-encode (gifsicle -O3) costs no second SSIM. */
export type SsimCache = Map<string, number>;

function hashFrames(id: string, frames: ArrayLike<number>[]): string {
  const hash = createHash('sha1').update(id);
  for (const frame of frames) hash.update(frame as Uint8Array);
  return hash.digest('hex');
}

/** Decodes `file` (throws when it is not a readable GIF) and compares it with `source`. */
export function measureQuality(file: Uint8Array, source: Workload, cache: SsimCache = new Map()): Quality {
  const magic = String.fromCharCode(...file.subarray(0, 6));
  if (magic !== 'GIF89a' && magic !== 'GIF87a') throw new Error(`not a GIF (starts with ${JSON.stringify(magic)})`);
  const gif = decodeGifFrames(file);
  if (gif.frames.length === 0) throw new Error('GIF has no frames');
  return measureDecodedQuality(gif, source, cache);
}

/** Compares decoded frames (any format, delays in centiseconds) with `source`: SSIM, interior PSNR, size. */
export function measureDecodedQuality(gif: { width: number; height: number; frames: ArrayLike<number>[]; delaysCs: number[] }, source: Workload, cache: SsimCache = new Map()): Quality {
  const upscaled = gif.width !== source.width || gif.height !== source.height;
  const matches = matchFramesByTime(source.frames.map(() => source.delayMs), gif.delaysCs);
  const shown = new Map<number, ArrayLike<number>>();
  const frameAt = (index: number) => {
    if (!shown.has(index)) {
      const frame = gif.frames[index];
      shown.set(index, upscaled ? upscaleBilinear(frame as Uint8Array, gif.width, gif.height, source.width, source.height) : frame);
    }
    return shown.get(index)!;
  };
  const output = matches.map(frameAt);
  const key = hashFrames(source.id, output);
  const ssim = cache.get(key) ?? meanSsim(source.frames, output, source.width, source.height, SSIM_BACKGROUND);
  cache.set(key, ssim);
  const psnr = interiorPsnr(source.frames, output, source.width, source.height);
  return { ssim, psnr, width: gif.width, height: gif.height, frameCount: gif.frames.length, upscaled };
}
