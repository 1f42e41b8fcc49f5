/**
 * Spends a byte limit's room on quality (issue 34 item 5). When the best plain GIF fits its limit,
 * the same palette written without the lossy LZW is kept if it fits too. Chosen by measurement,
 * the bench's SSIM on W2 (30 distinct frames, 255 colours): lossless LZW .98836 at 146,606 B
 * against .98786 at 136,495 B with the lossy LZW; ordered or error-diffusion dithering score lower
 * than neither at more bytes (.97863, .97979 against .98191 at 37 colours). The soft edge is what is
 * left: W2's exact colours with its alpha cut at 128 score .99035, the most a 1-bit alpha can.
 */
import type { BestGif } from './encode-best-gif.ts';
import { MAX_JS_COLORS, REUSE_TOLERANCE } from './js-gif/js-gif-encoder.ts';
import type { DitherMode } from './js-gif/dither-frames.ts';

/** The best GIF written without lossy LZW, or null when the best was not ours or was lossless already. */
export function encodeWithoutLossy(best: BestGif, loop: boolean, dither: DitherMode): BestGif | null {
  if (best.encoder !== 'gifenc' || best.lossy === 0) return null;
  const bytes = best.jsEncoder.encode({ colors: MAX_JS_COLORS, loop, dither, reuseTolerance: REUSE_TOLERANCE, lossy: 0 });
  return { ...best, bytes, lossy: 0, reason: `${best.reason}; room under the limit for lossless LZW` };
}
