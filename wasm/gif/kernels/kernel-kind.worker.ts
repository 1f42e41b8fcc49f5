/** A worker for gif-kernels.browser.test.ts: encodes the frames it is sent, and reports whose loops ran and the file. */
import type { GifFrames } from '../gif-frames.ts';
import { BASE_LOSSY, createJsGifEncoder, REUSE_TOLERANCE } from '../js-gif/js-gif-encoder.ts';

onmessage = (event: MessageEvent<GifFrames>) => {
  const encoder = createJsGifEncoder(event.data);
  const file = encoder.encode({ colors: 255, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE });
  postMessage({ kernels: encoder.kernels, file });
};
