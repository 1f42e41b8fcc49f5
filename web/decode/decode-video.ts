/**
 * A video clip (MP4, MOV, WebM) as input frames (issue 23). mediabunny demuxes the container and
 * drives WebCodecs VideoDecoder (it also joins a WebM's separate alpha stream to the colour, which
 * no browser decoder does alone); frames are taken at the emote's rate, scaled on decode, and only
 * over the part of the clip asked for (clip-span.ts), at most MAX_EMOTE_FRAMES. Audio is never read.
 * The page runs it in a clip's worker (video/video-client.ts), never on its main thread.
 */
import { ALL_FORMATS, BlobSource, CanvasSink, Input, type InputVideoTrack } from './video-reader.ts';
import type { AnimationFrame } from '../pipeline/protocol.ts';
import { MIN_BROWSER_DELAY_MS } from '../limits.ts';
import { unsupportedCodecMessage, VIDEO_ERRORS } from '../messages.ts';
import type { PartialUse } from '../pipeline/protocol.ts';
import { DECODE_HELP } from './load-messages.ts';
import type { DecodedFrames } from './decode-frames.ts';
import { clipFrameCount, spanFrames, WHOLE_CLIP, type ClipSpan, type DecodedSpan } from './clip-span.ts';
import { checkDeclaredSize } from './declared-size.ts';
import { fitWithin } from './fit-size.ts';
import { withStandIns } from './frame-span.ts';
import { LoadError } from './load-error.ts';

/** How a clip becomes frames. */
export interface DecodeVideoOptions {
  /** Frames are scaled down to at most this many px a side. */
  maxSide: number;
  /** One frame is taken every this many ms of the clip (the emote's rate); never faster than the clip's own frames. */
  frameMs: number;
  /** The part of the clip to decode, from the clip's length in ms (default: all of it, to the frame cap); the page answers a worker's question for it. */
  span?: (clipMs: number) => ClipSpan | Promise<ClipSpan>;
  /** Stops the decode (a later choice, the page left): the frames made so far are closed. */
  signal?: AbortSignal;
}

/** A clip's frames over the part asked for, with a stand-in frame either side holding the rest of its time. */
export interface DecodedVideo extends DecodedFrames {
  span: DecodedSpan;
}

/** The names visitors know codecs by, for the message when one cannot be decoded. */
const CODEC_NAMES: Record<string, string> = { avc: 'H.264', hevc: 'HEVC (H.265)', vp8: 'VP8', vp9: 'VP9', av1: 'AV1', prores: 'ProRes' };

/** The codec's common name; an unknown one is described as such. */
export const codecName = (codec: string | null) => (codec ? (CODEC_NAMES[codec] ?? codec) : 'this');

const damaged = (cause?: unknown) => new LoadError(VIDEO_ERRORS.damaged, { cause, help: DECODE_HELP.videoDamaged });

/**
 * The clip's frames, one every `frameMs` from its first timestamp, or throws LoadError: a codec
 * this browser cannot decode is named ('This browser cannot decode HEVC (H.265) video'), a file
 * whose container or first frame cannot be read is damaged. Frames after a failure part way are
 * dropped and counted in `damagedOf`, as for a truncated GIF.
 */
export async function decodeVideo(blob: Blob, options: DecodeVideoOptions): Promise<DecodedVideo> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const tracks = await input.getTracks().catch((error: unknown) => Promise.reject(damaged(error)));
    // No track at all: the index was lost (an MP4 cut short before its 'moov'); tracks but no video: sound only.
    if (!tracks.length) throw damaged();
    const track = tracks.find((candidate) => candidate.isVideoTrack());
    if (!track) throw new LoadError(VIDEO_ERRORS.noPicture, { help: DECODE_HELP.noPicture });
    await checkDecodable(track);
    return await decodeTrack(track, options);
  } finally {
    input.dispose();
  }
}

/**
 * Throws the named-codec LoadError only when this browser's VideoDecoder says it does not take the
 * track's configuration (or the codec is one the demuxer does not know); a configuration that
 * cannot be read or is refused as malformed is a damaged file, never an unsupported codec (issue 32).
 */
async function checkDecodable(track: InputVideoTrack): Promise<void> {
  const unsupported = () => new LoadError(unsupportedCodecMessage(codecName(track.codec)), { help: DECODE_HELP.codec });
  if (track.codec === null || typeof VideoDecoder === 'undefined') throw unsupported();
  const config = await track.getDecoderConfig().catch(() => null);
  if (config === null) throw damaged();
  const verdict = await VideoDecoder.isConfigSupported(config).catch((error: unknown) => Promise.reject(damaged(error)));
  if (!verdict.supported) throw unsupported();
}

async function decodeTrack(track: InputVideoTrack, { maxSide, frameMs, span = () => WHOLE_CLIP, signal }: DecodeVideoOptions): Promise<DecodedVideo> {
  const display = { width: await track.getDisplayWidth(), height: await track.getDisplayHeight() };
  checkDeclaredSize(display);
  const size = fitWithin(display, maxSide);
  const [first, end, declared, stepMs] = await Promise.all([
    track.getFirstTimestamp(),
    track.computeDuration(),
    track.getDurationFromMetadata().catch(() => null),
    clipFrameStep(track, frameMs),
  ]).catch((error: unknown) => Promise.reject(damaged(error)));
  const count = clipFrameCount((end - first) * 1000, stepMs);
  const asked = await span(count * stepMs);
  const { from, to, truncated } = spanFrames(count, stepMs, asked);
  const wanted = Array.from({ length: to - from }, (_, i) => first + ((from + i) * stepMs) / 1000);
  const sink = new CanvasSink(track, { width: size.width, height: size.height, fit: 'fill', alpha: await track.canBeTransparent(), poolSize: 2 });
  const frames: AnimationFrame[] = [];
  let failure: unknown = null;
  try {
    for await (const wrapped of sink.canvasesAtTimestamps(wanted)) {
      if (!wrapped || signal?.aborted) break;
      // The pooled canvas is drawn over by the next frame: copy it out now.
      frames.push({ bitmap: await createImageBitmap(wrapped.canvas), msDuration: stepMs });
    }
  } catch (error) {
    failure = error;
  }
  if (signal?.aborted) {
    frames.forEach((frame) => frame.bitmap.close());
    signal.throwIfAborted();
  }
  if (!frames.length) throw damaged(failure);
  // A clip damaged part way ends at its last good frame; a whole one keeps its length after the part.
  const whole = frames.length === wanted.length;
  const clipFrames = whole ? count : from + frames.length;
  const standIns = await withStandIns(frames, from * stepMs, (clipFrames - from - frames.length) * stepMs);
  const decoded: DecodedVideo = { frames: standIns, truncated, span: { asked, clipMs: clipFrames * stepMs } };
  // The clip's length as its timeline gives it (whole frames at the step), so the note and the timeline agree.
  const cut = cutShort((count * stepMs) / 1000, declared, stepMs);
  if (whole) return cut ? { ...decoded, partial: cut } : decoded;
  // A frame failed part way: of the time the header declares when the file also ends early, else of the frames it holds.
  const partial: PartialUse = { unit: 'seconds', used: (clipFrames * stepMs) / 1000, total: cut?.total ?? (count * stepMs) / 1000, cause: cut ? 'cut' : 'damaged' };
  return { ...decoded, truncated: false, partial };
}

/**
 * A clip whose header declares more time than its frames hold (a WebM cut in half keeps its
 * header's 4 s, and frames for 2 s): the seconds there are of those declared. Differences within
 * a frame step are rounding, not a cut.
 */
function cutShort(seconds: number, declared: number | null, stepMs: number): PartialUse | null {
  if (declared === null || !Number.isFinite(declared) || declared - seconds <= Math.max(stepMs / 1000, declared * 0.05)) return null;
  return { unit: 'seconds', used: seconds, total: declared, cause: 'cut' };
}

/** The step between taken frames, ms: the emote's rate, or the clip's own frame length when that is longer. */
async function clipFrameStep(track: InputVideoTrack, frameMs: number): Promise<number> {
  const { averagePacketRate } = await track.computePacketStats(50);
  const ownMs = averagePacketRate > 0 ? 1000 / averagePacketRate : 0;
  return Math.max(MIN_BROWSER_DELAY_MS, Math.round(Math.max(frameMs, ownMs)));
}
