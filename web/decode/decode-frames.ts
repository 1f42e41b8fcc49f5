import type { AnimationFrame, PartialUse } from '../pipeline/protocol.ts';
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import { resizeTo } from './decode-bitmap.ts';
import { fitWithin } from './fit-size.ts';
import { covers, type ClipSpan, type DecodedSpan } from './clip-span.ts';
import { holdsAll, showsIn, UNKNOWN_LENGTH_MS, withStandIns } from './frame-span.ts';
import { normaliseFrameDelay } from './frame-timing.ts';
import { ThumbnailStrip } from './thumbnail-strip.ts';
import { TimeoutError, withTimeout } from './with-timeout.ts';

/** Decoded input frames, and whether the frame cap cut them short. */
export interface DecodedFrames {
  frames: AnimationFrame[];
  truncated: boolean;
  /** Set when only part of the input could be read: what was used of what it declares, and why (issue 32 item 3). */
  partial?: PartialUse;
  /** Frames read of the file, and the frames its decoder counted, when ImageDecoder read it. */
  read?: { frames: number; counted: number };
  /** The part of the input the frames hold, when they are not all of it (the rest are stand-ins). */
  span?: DecodedSpan;
  /** The timeline's thumbnails over the whole input, when asked for. */
  thumbnails?: ImageBitmap[];
}

const closeBitmap = (bitmap: ImageBitmap) => bitmap.close();

/** True when WebCodecs ImageDecoder exists here (secure contexts only) and takes this MIME type. */
export async function canUseImageDecoder(mime: string): Promise<boolean> {
  if (typeof ImageDecoder === 'undefined') return false;
  return withTimeout(ImageDecoder.isTypeSupported(mime), 'ImageDecoder.isTypeSupported').catch(() => false);
}

/** Which of an animated image's frames to keep decoded (frame-span.ts). */
export interface FrameKeeping {
  /** The part of the input to keep, from its length in ms (clip-span.ts); every frame when absent. */
  span?: (inputMs: number) => ClipSpan;
  /** Also draws the timeline's thumbnails over the whole input, its frames outside the part included. */
  thumbnails?: boolean;
}

/**
 * Every frame (up to MAX_EMOTE_FRAMES) through WebCodecs ImageDecoder, which composites disposal and
 * blending and gives each frame's duration; only the frames showing in `keeping.span` stay decoded,
 * with a stand-in frame either side (frame-span.ts). Frames after one that fails to decode (a
 * truncated file) are dropped; null when not even the first decodes.
 */
export async function decodeWithImageDecoder(
  bytes: Uint8Array<ArrayBuffer>,
  mime: string,
  maxSide: number,
  keeping: FrameKeeping = {},
): Promise<DecodedFrames | null> {
  let decoder: ImageDecoder;
  try {
    decoder = new ImageDecoder({ data: bytes, type: mime });
  } catch {
    return null;
  }
  decoder.completed.catch(() => undefined);
  try {
    await withTimeout(decoder.tracks.ready, 'ImageDecoder tracks');
    // A file cut short fails to complete, yet the frames parsed before the cut still decode.
    await withTimeout(decoder.completed, 'ImageDecoder parsing').catch((error: unknown) => {
      if (error instanceof TimeoutError) throw error;
    });
    const frameCount = decoder.tracks.selectedTrack?.frameCount ?? 0;
    const wanted = Math.min(frameCount, MAX_EMOTE_FRAMES);
    const decoded = await decodeKept(decoder, wanted, maxSide, keeping);
    if (!decoded) return null;
    const read = { frames: decoded.read, counted: frameCount };
    return { frames: decoded.frames, truncated: frameCount > MAX_EMOTE_FRAMES, read, ...(decoded.span ? { span: decoded.span } : {}), ...(decoded.thumbnails ? { thumbnails: decoded.thumbnails } : {}) };
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    return null;
  } finally {
    decoder.close();
  }
}

/** The frames kept of an image, the frames read, and the part they hold when it is not all of them. */
interface KeptFrames {
  frames: AnimationFrame[];
  read: number;
  span?: DecodedSpan;
  thumbnails?: ImageBitmap[];
}

/**
 * Reads `count` frames and keeps those showing in the part asked for an input of unknown length;
 * once the length is known, reads them again in the rare case that part misses the one asked for
 * the input's real length (a clip starting past its end). Null when no frame decodes.
 */
async function decodeKept(decoder: ImageDecoder, count: number, maxSide: number, keeping: FrameKeeping): Promise<KeptFrames | null> {
  const asked = count > 1 && keeping.span ? keeping.span(UNKNOWN_LENGTH_MS) : null;
  const first = await decodeFrames(decoder, count, maxSide, asked && !holdsAll(asked) ? asked : null, !!keeping.thumbnails);
  if (!first) return null;
  const { read, endTimes, thumbnails } = first;
  const extras = thumbnails ? { thumbnails } : {};
  // Every frame kept: the input holds all of itself. Counted before the stand-ins: with one frame
  // left out at an end, its stand-in made as many frames as were read, and the part was taken for
  // the whole (a 5-frame GIF kept its 4th frame's copy as its 5th once the emote played all of it).
  if (first.kept === read) return { frames: first.frames, read, ...extras };
  const inputMs = endTimes.at(-1)!;
  const real = keeping.span!(inputMs);
  if (first.frames.length && covers(asked!, real)) return { frames: first.frames, read, span: { asked: asked!, clipMs: inputMs }, ...extras };
  first.frames.forEach((frame) => frame.bitmap.close());
  // Within the input, so at least its last frame shows.
  const startMs = Math.min(Math.max(0, real.startMs), inputMs - 1);
  const within = { startMs, endMs: Math.max(real.endMs, startMs + 1) };
  const again = await decodeFrames(decoder, read, maxSide, within, false);
  if (!again) thumbnails?.forEach(closeBitmap);
  return again && { frames: again.frames, read: again.read, span: { asked: within, clipMs: inputMs }, ...extras };
}

/** One pass over the frames: those kept (with stand-ins), how many were read, their end times, and thumbnails when asked. */
interface FramesPass {
  /** Empty when no frame read shows in the part. */
  frames: AnimationFrame[];
  /** Frames in the pass (kept or not). */
  read: number;
  /** Frames kept of those read, the stand-ins not counted. */
  kept: number;
  /** End time of every frame read, ms. */
  endTimes: number[];
  thumbnails?: ImageBitmap[];
}

/** Reads frames in order, keeping those that show in `span` (all of them when null); null when not even the first decodes. */
async function decodeFrames(decoder: ImageDecoder, count: number, maxSide: number, span: ClipSpan | null, withThumbnails: boolean): Promise<FramesPass | null> {
  const kept: { bitmap: ImageBitmap; delay: number | null; index: number }[] = [];
  const endTimes: number[] = [];
  const strip = withThumbnails && count > 1 ? new ThumbnailStrip() : null;
  // Delays are those of an animation (more than one frame); one frame read alone takes the still's below.
  const lengthOf = (delay: number | null) => normaliseFrameDelay(delay, Math.max(2, count));
  try {
    for (let frameIndex = 0; frameIndex < count; frameIndex++) {
      const decoded = await decodeOrNull(decoder, frameIndex);
      if (!decoded) break;
      try {
        const delay = decoded.duration === null ? null : decoded.duration / 1000;
        const startMs = endTimes.at(-1) ?? 0;
        endTimes.push(startMs + lengthOf(delay));
        if (!span || showsIn(startMs, endTimes[frameIndex], span)) kept.push({ bitmap: await convertVideoFrame(decoded, maxSide), delay, index: frameIndex });
        else await strip?.add(frameIndex, decoded, fitWithin({ width: decoded.displayWidth, height: decoded.displayHeight }, maxSide));
      } finally {
        decoded.close();
      }
    }
  } catch (error) {
    kept.forEach((frame) => frame.bitmap.close());
    strip?.close();
    throw error;
  }
  const read = endTimes.length;
  if (!read) return null;
  const frames = kept.map(({ bitmap, delay }) => ({ bitmap, msDuration: normaliseFrameDelay(delay, read) }));
  const thumbnails = strip?.pick(endTimes, (index) => frames[index - (kept[0]?.index ?? 0)]?.bitmap ?? null, frames[0]?.bitmap ?? { width: 1, height: 1 });
  const pass = { read, kept: frames.length, endTimes, ...(thumbnails ? { thumbnails } : {}) };
  if (!frames.length || frames.length === read) return { ...pass, frames };
  const first = kept[0].index;
  const last = kept.at(-1)!.index;
  const beforeMs = first > 0 ? endTimes[first - 1] : 0;
  return { ...pass, frames: await withStandIns(frames, beforeMs, endTimes[read - 1] - endTimes[last]) };
}

/** The frame, or null when the decoder rejects it (EncodingError for data that is cut or corrupt). */
async function decodeOrNull(decoder: ImageDecoder, frameIndex: number): Promise<VideoFrame | null> {
  const close = (result: ImageDecodeResult) => result.image.close();
  try {
    return (await withTimeout(decoder.decode({ frameIndex }), `frame ${frameIndex}`, close)).image;
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    return null;
  }
}

/**
 * A bitmap of the frame as displayed, at most maxSide a side. The size is always passed, even when
 * unchanged: without it createImageBitmap(VideoFrame) gives a rotated frame (an AVIF 'irot') its
 * coded size and squeezes the turned picture into it (Chromium 156; VideoFrame orientation:
 * https://github.com/w3c/webcodecs/issues/351).
 */
async function convertVideoFrame(frame: VideoFrame, maxSide: number): Promise<ImageBitmap> {
  const size = fitWithin({ width: frame.displayWidth, height: frame.displayHeight }, maxSide);
  return withTimeout(createImageBitmap(frame, resizeTo(size)), 'a frame bitmap', closeBitmap);
}
