import type { Animation } from '../pipeline/protocol.ts';
import { DEFAULT_FRAME_MS, MAX_EMOTE_FRAMES, MAX_INPUT_SIZE } from '../limits.ts';
import { LOAD_ERRORS, VIDEO_ERRORS } from '../messages.ts';
import { createAnimation } from './animation.ts';
import { decodeWithBitmap } from './decode-bitmap.ts';
import { canUseImageDecoder, decodeWithImageDecoder, type DecodedFrames, type FrameKeeping } from './decode-frames.ts';
import { keepReadThumbnails } from './thumbnail-strip.ts';
import { decodePartialImage } from './decode-partial.ts';
import { decodeSvg } from './decode-svg.ts';
import type { DecodeVideoOptions } from './decode-video.ts';
import { decodeVideoOffThread } from './video/video-client.ts';
import { looksLikeVideo } from './sniff-video.ts';
import { rememberSpan, spanOf, type ClipSpan } from './clip-span.ts';
import { checkDeclaredSize, readDeclaredSize } from './declared-size.ts';
import { fitWithin, type Size } from './fit-size.ts';
import { hasPixelData } from './has-pixels.ts';
import { rememberSource } from './decode-again.ts';
import { LoadError } from './load-error.ts';
import { DECODE_HELP, FILE_ERRORS } from './load-messages.ts';
import { takeFrameCensus, type FrameCensus } from './frame-census.ts';
import { startsLikeSvg } from './svg-root.ts';
import { MIME_TYPES, sniffImageType, type ImageType } from './sniff.ts';
import { withTimeout } from './with-timeout.ts';
import { declaresZeroSize } from './svg-size.ts';
import { noteIfBlank } from './is-blank.ts';

/** How an input is decoded. */
export interface DecodeImageOptions {
  /** Frames are scaled down to at most this many px a side (default MAX_INPUT_SIZE). */
  maxSide?: number;
  /** Box an SVG is fitted into, kept within maxSide (default maxSide × maxSide). */
  svgTargetSize?: Size;
  /** A video clip is taken one frame every this many ms: the emote's rate (default VIDEO_FRAME_MS). */
  videoFrameMs?: number;
  /**
   * The part of a video clip or an animated image to keep decoded, from its length in ms (default:
   * all of it, to the frame cap): the part the emote plays (issue 19 item 3, issue 23 item 4).
   */
  span?: (clipMs: number) => ClipSpan;
  /** An animated image's timeline thumbnails are drawn as its frames are read (taken by takeReadThumbnails). */
  thumbnails?: boolean;
  /** Stops a clip's decode part way (a later choice, the page left): issue 32 item 5. */
  signal?: AbortSignal;
}

/** The rate a clip is taken at when the emote's is not given: 25 fps. */
export const VIDEO_FRAME_MS = 40;

/** Enough of a file's start to tell a clip from an image (isVideoFile reads as much). */
const VIDEO_SNIFF_BYTES = 512;

/** Kinds that may hold several frames: decoded by ImageDecoder where the browser has it. */
const MAY_ANIMATE = new Set<ImageType>(['gif', 'apng', 'webp', 'avif']);

/**
 * Decodes whatever the visitor brings into an Animation (SPEC section 3), frames scaled to at most
 * maxSide a side, or throws LoadError with the SPEC section 8 text. The type comes from the bytes;
 * the declared size is checked before any decoder sees them. The corpus's broken files map so:
 * empty (0 bytes, whatever its name) → "This file is empty"; bytes of no kind we know → "not a
 * picture or video clip"; an SVG cut short → "Error decoding SVG file"; corrupt LZW (4×4 header, no
 * pixel decodes) and a GIF, PNG or WebP with no pixel data behind its header → "Ani cannot be
 * created with no frames!" and "No frame of this file could be read"; truncated PNG and GIF → the
 * rows that arrived, as Chromium shows them, an animation's frames before the cut with a note of
 * how many of how many (issue 32); the 65536×65536 PNG → the too-large message, nothing decoded. A video clip (MP4, MOV, WebM) is decoded
 * by decode-video.ts, in a worker (video/video-client.ts).
 */
export async function decodeImage(blob: Blob, options: DecodeImageOptions = {}): Promise<Animation> {
  const animation = await decodeBlob(blob, options);
  // Fully transparent (an SVG with nothing drawable, a cleared GIF): the slot says so (issue 19 item 4).
  await noteIfBlank(animation);
  // Its frames go to the pipeline worker and leave the page; this brings them back if needed (the same part of a clip or image).
  const span = spanOf(animation);
  const again = { ...options, signal: undefined, thumbnails: false, ...(span ? { span: () => span.asked } : {}) };
  rememberSource(animation, () => decodeImage(blob, again));
  return animation;
}

async function decodeBlob(blob: Blob, options: DecodeImageOptions): Promise<Animation> {
  const maxSide = options.maxSide ?? MAX_INPUT_SIZE;
  // A clip is known by its first bytes and read by its demuxer in parts: never read whole (a 30 s 1080p MP4 is 20 MB).
  const head = await readBytes(blob.slice(0, VIDEO_SNIFF_BYTES));
  if (!sniffImageType(head) && looksLikeVideo(head)) return decodeVideoAnimation(blob, { maxSide, frameMs: options.videoFrameMs ?? VIDEO_FRAME_MS, span: options.span, signal: options.signal });
  // Nothing in it, whatever its name says (a zero-length .mp4 is no image either): issue 32 item 1.
  if (!head.length) throw new LoadError(FILE_ERRORS.empty, { help: DECODE_HELP.empty });
  const bytes = await readBytes(blob);
  const type = sniffImageType(bytes);
  if (type === 'svg') {
    // Zero width or height, whatever the format, is an image with no size (issue 19 item 4).
    if (declaresZeroSize(bytes)) throw new LoadError(LOAD_ERRORS.noSize, { help: DECODE_HELP.noSize });
    const box = options.svgTargetSize ?? { width: maxSide, height: maxSide };
    return decodeSvgAnimation(bytes, fitWithin(box, maxSide));
  }
  if (!type && startsLikeSvg(bytes)) throw new LoadError(LOAD_ERRORS.svgDecode, { help: DECODE_HELP.svg });
  if (!type) throw new LoadError(FILE_ERRORS.notMedia, { help: DECODE_HELP.notMedia });
  const size = readDeclaredSize(bytes, type);
  if (!size) throw new LoadError(LOAD_ERRORS.noSize, { help: DECODE_HELP.noSize });
  checkDeclaredSize(size);
  if (!hasPixelData(bytes, type)) throw new LoadError(LOAD_ERRORS.noFrames, { help: DECODE_HELP.noFrames });
  const decoded = await decodeRaster(bytes, type, maxSide, { span: options.span, thumbnails: options.thumbnails }).catch((error: unknown) => {
    throw error instanceof LoadError ? error : new LoadError(LOAD_ERRORS.noFrames, { cause: error, help: DECODE_HELP.noFrames });
  });
  // A header that reads, and no frame behind it that does (corrupt data): SPEC's words for no frames, then ours.
  if (!decoded) throw new LoadError(LOAD_ERRORS.noFrames, { help: DECODE_HELP.noFrames });
  return animationOf({ ...decoded, ...partialOf(decoded, takeFrameCensus(bytes, type)) });
}

/**
 * What is used of a file its decoder read only in part: the frames read of those the file declares
 * (or its decoder counted), damaged when the file is whole, cut short when it ends early.
 */
function partialOf(decoded: DecodedFrames, census: FrameCensus): Pick<DecodedFrames, 'partial'> {
  const used = decoded.read?.frames ?? 1;
  const total = Math.max(census.frames ?? 0, decoded.read?.counted ?? 0);
  const wanted = Math.min(total, MAX_EMOTE_FRAMES);
  if (used >= wanted) return {};
  return { partial: { unit: 'frames', used, total, cause: census.complete ? 'damaged' : 'cut' } };
}

function animationOf(decoded: DecodedFrames): Animation {
  const animation = createAnimation(decoded.frames, decoded.truncated);
  if (decoded.partial) animation.damaged = decoded.partial;
  if (decoded.span) rememberSpan(animation, decoded.span);
  if (decoded.thumbnails) keepReadThumbnails(animation, decoded.thumbnails);
  return animation;
}

async function decodeVideoAnimation(blob: Blob, options: DecodeVideoOptions): Promise<Animation> {
  // In a worker of its own, which loads the video reader (mediabunny's parts, 365 KB of script) with the first clip.
  const decoded = await decodeVideoOffThread(blob, options).catch((error: unknown) => {
    if (options.signal?.aborted || error instanceof LoadError) throw error;
    throw new LoadError(VIDEO_ERRORS.damaged, { cause: error, help: DECODE_HELP.videoDamaged });
  });
  return animationOf(decoded);
}

async function readBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await withTimeout(blob.arrayBuffer(), 'reading the file'));
  } catch (error) {
    throw new LoadError(LOAD_ERRORS.noSize, { cause: error, help: DECODE_HELP.noSize });
  }
}

async function decodeSvgAnimation(bytes: Uint8Array<ArrayBuffer>, box: Size): Promise<Animation> {
  const bitmap = await decodeSvg(bytes, box).catch((error: unknown) => {
    throw error instanceof LoadError ? error : new LoadError(LOAD_ERRORS.svgDecode, { cause: error, help: DECODE_HELP.svg });
  });
  return createAnimation([{ bitmap, msDuration: DEFAULT_FRAME_MS }], false);
}

/**
 * The best path the browser offers: ImageDecoder for kinds that may animate (every frame read,
 * composited, those the emote plays kept: decode-frames.ts); else createImageBitmap for the first
 * frame, which also applies EXIF orientation (JPEG, PNG); else what an <img> shows of a truncated file. Null when none gives a picture.
 * Without ImageDecoder an animation keeps only its first frame: no JS GIF decoder stands in,
 * because omggif 1.0.10 loops forever on the corpus's bad-LZW GIF and a synchronous hang on the
 * page cannot be timed out.
 */
async function decodeRaster(bytes: Uint8Array<ArrayBuffer>, type: ImageType, maxSide: number, keeping: FrameKeeping): Promise<DecodedFrames | null> {
  const mime = MIME_TYPES[type];
  if (MAY_ANIMATE.has(type) && (await canUseImageDecoder(mime))) {
    const decoded = await decodeWithImageDecoder(bytes, mime, maxSide, keeping);
    if (decoded) return decoded;
  }
  const still = (await decodeWithBitmap(bytes, mime, maxSide)) ?? (await decodePartialImage(bytes, mime, maxSide));
  return still && { frames: [{ bitmap: still, msDuration: DEFAULT_FRAME_MS }], truncated: false };
}
