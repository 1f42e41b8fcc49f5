/**
 * Encodes RGBA frames to WebM (VP9 with alpha) with mediabunny 1.x (MPL-2.0) over WebCodecs'
 * VideoEncoder. No VideoEncoder here accepts alpha: 'keep' itself (DESIGN section 6): mediabunny
 * splits each frame into colour and alpha, encodes the alpha plane with a second VP9 encoder and
 * writes it as Matroska BlockAdditions (alpha_mode 1), which is what Telegram and browsers read.
 * No audio track; frame times are the delays, in ms.
 */
import { BufferTarget, Output, VideoSample, VideoSampleSource, WebMOutputFormat } from 'mediabunny';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import type { WebmFrames } from './meta.ts';

/** The VP9 codec string asked of the browser: profile 0, level 1.0, 8-bit (what mediabunny writes for small frames). */
const VP9_CODEC = 'vp09.00.10.08';

/**
 * Whether this browser can write VP9 at this size: a VideoEncoder exists and says it takes the
 * config. Throws PipelineError(ENCODE_ERRORS.webmUnsupported) naming what is missing.
 */
export async function checkWebmSupport(width: number, height: number): Promise<void> {
  if (typeof VideoEncoder === 'undefined') throw new PipelineError(ENCODE_ERRORS.webmUnsupported, 'no VideoEncoder');
  const support = await VideoEncoder.isConfigSupported({ codec: VP9_CODEC, width, height, bitrate: 500_000 }).catch(() => null);
  if (!support?.supported) throw new PipelineError(ENCODE_ERRORS.webmUnsupported, 'VideoEncoder takes no VP9');
}

/** Throws the codec-layer error for frames no encode can take. */
function checkWebmFrames(input: WebmFrames): void {
  if (input.frames.length === 0) throw new PipelineError(ENCODE_ERRORS.zeroFrames);
  const side = (n: number) => Number.isInteger(n) && n >= 2 && n <= 16384;
  if (!side(input.width) || !side(input.height)) throw new PipelineError(ENCODE_ERRORS.webm, `bad size ${input.width}×${input.height}`);
  if (input.delaysMs.length !== input.frames.length) throw new PipelineError(ENCODE_ERRORS.webm, `${input.frames.length} frames but ${input.delaysMs.length} delays`);
  const bytes = input.width * input.height * 4;
  const wrong = input.frames.findIndex((frame) => frame.length !== bytes);
  if (wrong >= 0) throw new PipelineError(ENCODE_ERRORS.webm, `frame ${wrong} has ${input.frames[wrong].length} bytes, not ${bytes}`);
}

/** WebM bytes of the frames at `bitrate` bits a second; throws PipelineError('WebM encoding error') on bad input, or the unsupported message. */
export async function encodeWebm(input: WebmFrames, bitrate: number): Promise<Uint8Array> {
  checkWebmFrames(input);
  await checkWebmSupport(input.width, input.height);
  const target = new BufferTarget();
  const output = new Output({ format: new WebMOutputFormat(), target });
  const source = new VideoSampleSource({ codec: 'vp9', bitrate: Math.max(1000, Math.round(bitrate)), alpha: 'keep', latencyMode: 'quality' });
  output.addVideoTrack(source, { canBeTransparent: true });
  try {
    await output.start();
    // Matroska times are whole ms here: round the running time, not each delay, so 34.5 ms frames do not drift.
    let endMs = 0;
    for (let i = 0; i < input.frames.length; i++) {
      const startMs = Math.round(endMs);
      endMs += Math.max(1, input.delaysMs[i]);
      const sample = new VideoSample(input.frames[i], {
        format: 'RGBA', codedWidth: input.width, codedHeight: input.height, timestamp: startMs / 1000, duration: (Math.round(endMs) - startMs) / 1000,
      });
      try {
        // A key frame on the first only: VP9's inter frames are what make a 3 s loop small.
        await source.add(sample, { keyFrame: i === 0 });
      } finally {
        sample.close();
      }
    }
    await output.finalize();
  } catch (error) {
    await output.cancel().catch(() => undefined);
    throw toPipelineError(error, ENCODE_ERRORS.webm);
  }
  if (!target.buffer || target.buffer.byteLength === 0) throw new PipelineError(ENCODE_ERRORS.webm, 'mediabunny wrote no bytes');
  return new Uint8Array(target.buffer);
}
