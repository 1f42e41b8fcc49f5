/** What every GIF encoder here takes: equal-sized RGBA frames with whole-centisecond delays. */
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError } from '../shared/pipeline-error.ts';

/** RGBA frames (alpha already cut to 0 or 255) and their delays in centiseconds. */
export interface GifFrames {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysCs: number[];
}

/** Throws the codec-layer error for input no encoder can take: no frames, or sizes that disagree. */
export function checkGifFrames(input: GifFrames): void {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const { width, height } = input;
  const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= 65535;
  if (!side(width) || !side(height)) {
    throw new PipelineError(ENCODE_ERRORS.gif, `bad size ${width}×${height}`);
  }
  if (input.delaysCs.length !== input.frames.length) {
    throw new PipelineError(ENCODE_ERRORS.gif, `${input.frames.length} frames but ${input.delaysCs.length} delays`);
  }
  const bytes = width * height * 4;
  const wrong = input.frames.findIndex((frame) => frame.length !== bytes);
  if (wrong >= 0) throw new PipelineError(ENCODE_ERRORS.gif, `frame ${wrong} has ${input.frames[wrong].length} bytes, not ${bytes}`);
}
