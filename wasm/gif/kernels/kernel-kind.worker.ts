/** A worker for gif-kernels.browser.test.ts: reports which loops an encode runs in a worker, and the file it makes. */
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { BASE_LOSSY, createJsGifEncoder, REUSE_TOLERANCE } from '../js-gif/js-gif-encoder.ts';

const encoder = createJsGifEncoder(makeSyntheticFrames({ width: 40, height: 30, frames: 4 }));
const file = encoder.encode({ colors: 255, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE });
postMessage({ kernels: encoder.kernels, file });
