/** What the worker hands the WebP, WebM and APNG fits beside the frames, and how their failure reads. */
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import type { GifFrames } from '../../../wasm/gif/gif-frames.ts';
import type { MsFrames } from '../../../wasm/shared/ms-frames.ts';
import { describeTried } from '../../platforms/target-words.ts';
import { flashesNoMoreThan } from './check-flashing.ts';

/** The flash check of the GIF fit for WebP, WebM and APNG frames (ms delays; all three always loop). */
export function msFramesMayDrop(original: MsFrames): (candidate: MsFrames) => boolean {
  const asGif = (frames: MsFrames): GifFrames => ({ width: frames.width, height: frames.height, frames: frames.frames, delaysCs: frames.delaysMs.map((ms) => ms / 10) });
  const mayDrop = flashesNoMoreThan(asGif(original), true);
  return (candidate) => mayDrop(asGif(candidate));
}

/** The fit's closest try, in the words shown beside 'can't meet file size limit' (the codec reports it as data). */
export function withTriedWords(error: unknown): unknown {
  return error instanceof PipelineError && error.tried ? new PipelineError(error.code, describeTried(error.tried)) : error;
}
