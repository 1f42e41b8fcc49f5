import type { AnimationFrame } from '../pipeline/protocol.ts';
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import { resizeTo } from './decode-bitmap.ts';
import { fitWithin } from './fit-size.ts';
import { normaliseFrameDelay } from './frame-timing.ts';
import { TimeoutError, withTimeout } from './with-timeout.ts';

/** Decoded input frames, and whether the frame cap cut them short. */
export interface DecodedFrames {
  frames: AnimationFrame[];
  truncated: boolean;
  /** Frames the file declares, when a damaged frame stopped the decode before them. */
  damagedOf?: number;
}

const closeBitmap = (bitmap: ImageBitmap) => bitmap.close();

/** True when WebCodecs ImageDecoder exists here (secure contexts only) and takes this MIME type. */
export async function canUseImageDecoder(mime: string): Promise<boolean> {
  if (typeof ImageDecoder === 'undefined') return false;
  return withTimeout(ImageDecoder.isTypeSupported(mime), 'ImageDecoder.isTypeSupported').catch(() => false);
}

/**
 * Every frame (up to MAX_EMOTE_FRAMES) through WebCodecs ImageDecoder, which composites disposal and
 * blending and gives each frame's duration. Frames after one that fails to decode (a truncated
 * file) are dropped; null when not even the first decodes.
 */
export async function decodeWithImageDecoder(
  bytes: Uint8Array<ArrayBuffer>,
  mime: string,
  maxSide: number,
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
    await withTimeout(decoder.completed, 'ImageDecoder parsing');
    const frameCount = decoder.tracks.selectedTrack?.frameCount ?? 0;
    const wanted = Math.min(frameCount, MAX_EMOTE_FRAMES);
    const frames = await decodeFrames(decoder, wanted, maxSide);
    if (!frames.length) return null;
    return { frames, truncated: frameCount > MAX_EMOTE_FRAMES, ...(frames.length < wanted ? { damagedOf: frameCount } : {}) };
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    return null;
  } finally {
    decoder.close();
  }
}

async function decodeFrames(decoder: ImageDecoder, count: number, maxSide: number): Promise<AnimationFrame[]> {
  const bitmaps: ImageBitmap[] = [];
  const delays: (number | null)[] = [];
  try {
    for (let frameIndex = 0; frameIndex < count; frameIndex++) {
      const decoded = await decodeOrNull(decoder, frameIndex);
      if (!decoded) break;
      try {
        bitmaps.push(await convertVideoFrame(decoded, maxSide));
        delays.push(decoded.duration === null ? null : decoded.duration / 1000);
      } finally {
        decoded.close();
      }
    }
  } catch (error) {
    bitmaps.forEach(closeBitmap);
    throw error;
  }
  return bitmaps.map((bitmap, i) => ({ bitmap, msDuration: normaliseFrameDelay(delays[i], bitmaps.length) }));
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
