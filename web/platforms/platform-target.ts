/** The encode's target: the platform rules (or byte limit) the output must meet, from the same data as the checks. */
import type { EncodeTarget, GifOptions, OutputFormat } from '../pipeline/protocol.ts';
import type { Size } from '../emotes/types.ts';
import { scaledSize } from '../pipeline/output-size.ts';
import { FILESIZE_LIMITS } from './filesize-limits.ts';
import { maxBytesFor, platformById, type PlatformId } from './platform-rules.ts';
import { findPreset } from './presets.ts';

/** Without a size rule the fit loop still keeps an emote this big: smaller reads as a smudge in chat. */
export const WATCHABLE_MIN_SIDE = 32;
/** The smallest side a visitor's own byte limit may shrink to. */
export const CUSTOM_MIN_SIDE = 16;
/**
 * Bytes a full-colour emote frame takes per pixel, about: W1 and W2 (photographic, 255 colours)
 * measured 0.30, flat art far less. Used only to size the automatic clip of a long input.
 */
export const BYTES_PER_FRAME_PIXEL = 0.3;
/**
 * The automatic clip never aims below this many frames for the byte budget: 2 s at the watchable
 * frame time. Aiming higher than the budget holds (it was Slack's cap of 50) makes the fit loop
 * give up colours and size instead: a 380-frame photographic clip came out 102×102 in 18 colours.
 */
const MIN_CLIP_FRAMES = 25;

/** Frames the automatic clip aims for: the cap, or what the byte limit holds at full colour if fewer. */
export function clipFramesFor(maxBytes: number | null, maxFrames: number | null, size: Size): number | null {
  const budget = maxBytes === null ? null : Math.max(MIN_CLIP_FRAMES, Math.floor(maxBytes / (size.width * size.height * BYTES_PER_FRAME_PIXEL)));
  if (budget === null) return maxFrames;
  return maxFrames === null ? budget : Math.min(maxFrames, budget);
}

/** What the target is computed from: the emote state's output style, GIF options and Scale down. */
export interface TargetInputs {
  presetId: string;
  format: OutputFormat;
  /** The size chosen; the file is made at this size divided by `encodeOptions.scaledown`. */
  size: Size;
  encodeOptions: { gifOptions: Pick<GifOptions, 'filesizeLimitIndex' | 'customLimitBytes'>; scaledown?: number };
}

/** The platform that the limit choice points at: the preset's, a chosen one, or none. */
export function targetPlatform(inputs: TargetInputs): PlatformId | null {
  const choice = FILESIZE_LIMITS[inputs.encodeOptions.gifOptions.filesizeLimitIndex] ?? FILESIZE_LIMITS[0];
  if (choice.kind === 'preset') return findPreset(inputs.presetId)?.platform ?? null;
  return choice.kind === 'platform' ? choice.platformId : null;
}

/** The smallest side the fit loop may shrink to: the platform's floor, never above the output's own size. */
function minSideFor(id: PlatformId, size: Size): number {
  const sides = platformById(id).sides;
  const smallest = Math.min(size.width, size.height);
  if (!sides) return Math.min(smallest, WATCHABLE_MIN_SIDE);
  // A fixed height (BTTV's 112) or side (Telegram's 512) cannot shrink either.
  if (sides.height !== undefined || sides.oneSide !== undefined) return smallest;
  const inRange = sides.min !== undefined && smallest >= sides.min;
  // An exact size (BTTV's 112, Twitch's 28 or 56, a badge) cannot shrink at all.
  if (!inRange) return smallest;
  return Math.min(smallest, Math.max(sides.min!, WATCHABLE_MIN_SIDE));
}

/** The target of the encode, or null when nothing is asked of the output. */
export function targetFor(inputs: TargetInputs): EncodeTarget | null {
  const gifOptions = inputs.encodeOptions.gifOptions;
  // The rules apply to the file as made: Twitch's 512 KB at 28 and 56 px, and the size floor, go by the scaled-down size.
  const size = scaledSize(inputs.size, inputs.encodeOptions.scaledown);
  const choice = FILESIZE_LIMITS[gifOptions.filesizeLimitIndex] ?? FILESIZE_LIMITS[0];
  if (choice.kind === 'custom') {
    const bytes = gifOptions.customLimitBytes;
    if (bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return null;
    const maxBytes = Math.floor(bytes);
    const minSide = Math.min(CUSTOM_MIN_SIDE, size.width, size.height);
    return { name: 'Custom limit', platformId: null, maxBytes, maxFrames: null, clipFrames: clipFramesFor(maxBytes, null, size), minSide };
  }
  const id = targetPlatform(inputs);
  if (!id) return null;
  const bytes = choice.kind === 'platform' ? choice.bytes : undefined;
  return platformTarget(id, size, inputs.format, { name: choice.kind === 'platform' ? choice.label : undefined, bytes });
}

/** What may narrow a platform's target: a smaller byte limit (Twitch's manual upload) and the name it goes by. */
export interface PlatformTargetOptions {
  /** Used instead of the platform's own limit when smaller. */
  bytes?: number;
  /** The target's name in words; the platform's name when absent. */
  name?: string;
}

/** The whole rule set of one platform for a file of this size and format: bytes, frame cap, size floor, longest loop. */
export function platformTarget(id: PlatformId, size: Size, format: OutputFormat, options: PlatformTargetOptions = {}): EncodeTarget {
  const spec = platformById(id);
  const platformBytes = maxBytesFor(spec, size, format === 'png' ? 1 : undefined);
  const bytes = options.bytes ? Math.min(options.bytes, platformBytes) : platformBytes;
  const frames = format !== 'png' ? (spec.staticOnly ? 1 : (spec.maxFrames ?? null)) : null;
  const maxBytes = Number.isFinite(bytes) ? bytes : null;
  return {
    name: options.name ?? spec.platform,
    platformId: id,
    maxBytes,
    maxFrames: frames,
    clipFrames: format !== 'png' ? clipFramesFor(maxBytes, frames, size) : null,
    minSide: minSideFor(id, size),
    ...timingRulesOf(spec, format),
  };
}

/**
 * The platform's timing rules for a format: its longest loop for any moving format (a Discord
 * sticker's 5 s, Telegram's 3 s), and its shortest frame (a 30 fps cap is 34 ms in whole-ms frame
 * times) only for WebM, the one path that resamples frames to meet it; the other formats' frame
 * rate is checked as before.
 */
function timingRulesOf(spec: ReturnType<typeof platformById>, format: OutputFormat): Pick<EncodeTarget, 'maxDurationMs' | 'minFrameMs'> {
  if (format === 'webm') return { maxDurationMs: spec.maxDurationMs ?? null, minFrameMs: spec.maxFps ? Math.ceil(1000 / spec.maxFps) : null };
  return format !== 'png' && spec.maxDurationMs !== undefined ? { maxDurationMs: spec.maxDurationMs } : {};
}
