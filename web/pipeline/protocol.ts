/**
 * The only types the page and the worker share: jobs, progress, results and error codes. Kept as one
 * file past 300 lines on purpose: it is the whole worker protocol, read side by side by both ends
 * (STYLE.md, "protocol.ts the only types both sides share"); data-only parts that stand alone, such
 * as the outline and shadow, live beside it (subject-style-types.ts) and are re-exported here.
 */
import type { EncodeErrorCode } from '../messages.ts';
import type { SettingValues } from '../emotes/types.ts';
import type { StackedEffect } from '../effects/stack.ts';
import type { FitReport, GIF_MIME } from '../../wasm/gif/meta.ts';
import type { DitherMode } from '../../wasm/gif/meta.ts';
import { PNG_MIME } from '../../wasm/png/meta.ts';
import { WEBP_MIME } from '../../wasm/webp/meta.ts';
import { WEBM_MIME } from '../../wasm/webm/meta.ts';

import type { OutputFormat } from '../output-format.ts';
import type { CutoutSettings } from '../cutout/cutout-settings.ts';
import type { CaptionSpec, TextSpec } from '../text/text-spec.ts';
import type { LegibilityFacts } from '../legibility/legibility-facts.ts';

export type { FitReport } from '../../wasm/gif/meta.ts';
export type { OutputFormat } from '../output-format.ts';
export * from './subject-style-types.ts';
import type { SubjectStyle } from './subject-style-types.ts';

/** One decoded input frame: its pixels and how long it shows. */
export interface AnimationFrame {
  bitmap: ImageBitmap;
  msDuration: number;
}

/** How much of an input is used: frames (an image) or seconds (a clip), of the total the file declares (null: it does not say); 'damaged' when a bad frame stops it with data after, 'cut' when the file ends early. */
export interface PartialUse {
  unit: 'frames' | 'seconds';
  used: number;
  total: number | null;
  cause: 'damaged' | 'cut';
}

/** A decoded input (SPEC section 3): frames with durations, and their cumulative end times. */
export interface Animation {
  width: number;
  height: number;
  frames: AnimationFrame[];
  /** frameEndTimes[i] = sum of msDuration of frames 0..i. */
  frameEndTimes: number[];
  /** True when decoding stopped at the frame cap. */
  truncated: boolean;
  /** Set when only part of the input could be read (issue 32 item 3): what was used of what the file declares, and why. */
  damaged?: PartialUse;
  /** The segmentation model's alpha mask per frame (issue 18), at the frames' size, once "Remove background" ran. */
  masks?: Uint8Array[];
}

/** How an input is placed before the effect: crop/zoom/rotate/mirror as a 2×2 matrix plus offset. */
export interface InputTransform {
  pixelated: boolean;
  /** Row-major [a, b, c, d]: x' = a·x + b·y, y' = c·x + d·y, about the input's centre. */
  matrix: [number, number, number, number];
  /** Offset of the input's centre, in fractions of the output size. */
  offset: { x: number; y: number };
  /** Scale the input to cover the output, cropping what sticks out ('fill'), instead of fitting inside it ('fit'). */
  fill: boolean;
  /** The visitor chose Fit or Fill; absent or false: `fill` follows the input's alpha (state/slot/framing.ts). The worker ignores it. */
  fillChosen?: boolean;
}

export const defaultInputTransform = (): InputTransform => ({
  fill: false,
  pixelated: false,
  matrix: [1, 0, 0, 1],
  offset: { x: 0, y: 0 },
});

/** One input slot as the worker receives it. */
export interface JobInput {
  animation: Animation;
  transform: InputTransform;
  /** How the subject is cut out before placement (issue 18); absent or mode 'none' for the input as it is. */
  cutout?: CutoutSettings;
}

/** An input slot holding words instead of an image (issue 20): the worker draws them at the output's size. */
export interface JobText {
  text: TextSpec;
  transform: InputTransform;
}

/** GIF-only options (SPEC EncodeOptions.gifOptions). */
export interface GifOptions {
  /** Index into FILESIZE_LIMITS (platforms/filesize-limits.ts); 0 follows the preset's platform. */
  filesizeLimitIndex: number;
  /** Byte limit used when the custom choice is selected. */
  customLimitBytes?: number;
  loop: boolean;
  /** Pixels with alpha below this become transparent; the rest opaque. */
  alphaCutoff: number;
  /** How colours between palette entries are drawn (wasm/gif/js-gif/dither-frames.ts); absent = 'none'. */
  dither?: DitherMode;
}

/**
 * Which part of animated inputs plays: from `startMs`, for `lengthMs` (0 = chosen to fit the
 * target's frame cap), at `speed` times the input's own pace.
 */
export interface InputClip {
  startMs: number;
  lengthMs: number;
  speed: number;
}

/** The input clip's speed range. */
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 8;

export const defaultInputClip = (): InputClip => ({ startMs: 0, lengthMs: 0, speed: 1 });

/** Output-wide options applied after composition (SPEC EncodeOptions). */
export interface EncodeOptions {
  mirror: boolean;
  flip: boolean;
  /** Degrees, clockwise. */
  angle: number;
  /** Output is made at width/scaledown × height/scaledown. */
  scaledown: number;
  reverse: boolean;
  /** 1-based frame the loop starts at. */
  startFrame: number;
  /** 1-based frame written when the format is static (png). */
  frameToExtract: number;
  gifOptions: GifOptions;
  /** The part of animated inputs used (long inputs). */
  inputClip: InputClip;
}

export const defaultEncodeOptions = (): EncodeOptions => ({
  mirror: false,
  flip: false,
  angle: 0,
  scaledown: 1,
  reverse: false,
  startFrame: 1,
  frameToExtract: 1,
  gifOptions: { filesizeLimitIndex: 0, loop: true, alphaCutoff: 128 },
  inputClip: defaultInputClip(),
});

/** What the output must meet: a platform's rules (platforms/platform-target.ts) or the visitor's own byte limit. */
export interface EncodeTarget {
  /** Who it is for, in words: 'Slack', 'Twitch manual 512 KB', 'Custom limit'. */
  name: string;
  platformId: string | null;
  /** Byte limit, or null for none. */
  maxBytes: number | null;
  /** Most frames the file may have, or null for no cap beyond MAX_EMOTE_FRAMES. */
  maxFrames: number | null;
  /**
   * Frames the automatic clip length aims for: the frame cap, or fewer when the byte limit
   * holds fewer frames at full colour (a 26 s clip under Discord's 256 KB would drop to 10 fps
   * and 31 colours). Null: whole inputs play.
   */
  clipFrames: number | null;
  /** The fit loop never makes a side smaller than this (the output's own size when the size is fixed). */
  minSide: number;
  /**
   * Longest the file may play, ms (Telegram's 3 s, a Discord sticker's 5 s): the loop is cut to whole
   * effect loops within it, and the WebM and APNG encodes cut a single longer loop; absent or null for no rule.
   */
  maxDurationMs?: number | null;
  /** Shortest a frame may show, ms (34 for Telegram's 30 fps, times being whole ms); absent or null for no rule. */
  minFrameMs?: number | null;
}

/** Overlay drawn on the output when showOnOutput is set. */
export interface JobOverlay {
  bitmap: ImageBitmap;
  /** 0..100 */
  opacity: number;
}

/** Everything the worker needs to make one emote. Bitmaps are transferred or cloned. */
export interface MakeJob {
  slug: string;
  format: OutputFormat;
  width: number;
  height: number;
  /** One entry per input slot (inputs, then BG, then FG); null when the slot is empty. */
  inputs: (JobInput | null)[];
  settings: SettingValues;
  encodeOptions: EncodeOptions;
  /** The rules the output must meet, or null. */
  target: EncodeTarget | null;
  overlay: JobOverlay | null;
  /** Text drawn over the output (host name), or null for clean output. */
  watermark: string | null;
  /** Draw the DEV overlay (dev builds). */
  devOverlay: boolean;
  /** Outline and shadow around the subject (issue 18); absent draws neither. */
  subjectStyle?: SubjectStyle;
  /** Effects added after the emote type's own, in order (web/effects); none when absent. */
  stack?: StackedEffect[];
  /** Per slot, words standing in for an image, where `inputs` has null (issue 20); absent when no slot holds words. */
  texts?: (JobText | null)[];
  /** Words drawn over every frame after the effect (issue 20), or absent/null for none. */
  caption?: CaptionSpec | null;
  /** A pack file's job (web/pack/item-job.ts): the emote's own height, whose smallest caption letters this file's scale from. */
  captionFromHeight?: number;
  /** Compose only (the home page's gallery, issue 35): the complete preview is posted and the job ends with 'nothing', never encoded. */
  previewOnly?: boolean;
}

/** How the output's time was laid out: the loop, and what was resampled or clipped to meet the target. */
export interface OutputTimeline {
  /** Length of the output loop in ms. */
  loopMs: number;
  /** Frames composed (before the fit loop dropped any). */
  frames: number;
  /** Frames the effect alone asks for over the loop (more than `frames` when resampled to a frame cap). */
  naturalFrames: number;
  /** The longest animated input's length in ms, and the part of it used; null when no input is animated. */
  input: { lengthMs: number; startMs: number; usedMs: number; speed: number } | null;
}

export interface MadeFile {
  kind: 'file';
  bytes: ArrayBuffer;
  mime: typeof GIF_MIME | typeof PNG_MIME | typeof WEBP_MIME | typeof WEBM_MIME;
  width: number;
  height: number;
  frameCount: number;
  /** Output delays in ms, as written to the file. */
  delaysMs: number[];
  truncated: boolean;
  encoder: string;
  /** Why that encoder ran (the default GIF encode chooses by measured quality). */
  encoderReason?: string;
  fit: FitReport | null;
  /** The dithering the GIF was drawn with, when not 'none'. */
  dither?: DitherMode;
  /** The lossy LZW's tolerance of a GIF written without a fit, when above 0 (a fit's is in `fit`). */
  lossy?: number;
  /** What the target's timing rules changed (a WebM for Telegram): the loop's length and frame rate before, when they were. */
  timingCut?: { fromMs: number | null; fromFps: number | null };
  /** When the composed loop repeats itself exactly, how many times: the file holds one repeat (wasm/gif/repeat-period.ts). */
  loopRepeats?: number;
  /** The target the file was made for, and how time was laid out (null for encode-only jobs). */
  target: EncodeTarget | null;
  timeline: OutputTimeline | null;
  /** WCAG 2.3.1 check (worker/check-flashing.ts): the worst second when it flashes more than 3 times, null when it passes, absent when unchecked. */
  flashing?: { flashes: number; fromMs: number; toMs: number } | null;
  /** What of it reads in chat (issue 36: web/legibility), measured on its composed frames; absent for encode-only jobs. */
  legibility?: LegibilityFacts;
}

/** A made file's format, from its mime type and frames: a PNG of more than one frame is an APNG (they share the mime type). */
const FORMAT_OF_MIME: Record<MadeFile['mime'], OutputFormat> = { 'image/gif': 'gif', [PNG_MIME]: 'png', [WEBP_MIME]: 'webp', [WEBM_MIME]: 'webm' };
export const formatOf = (file: Pick<MadeFile, 'mime'> & Partial<Pick<MadeFile, 'frameCount'>>): OutputFormat =>
  file.mime === PNG_MIME && (file.frameCount ?? 1) > 1 ? 'apng' : (FORMAT_OF_MIME[file.mime] ?? 'gif');

export type MakeResult =
  | MadeFile
  | { kind: 'nothing' }
  | { kind: 'error'; code: EncodeErrorCode; detail?: string };

/** Already-composed RGBA frames to encode, skipping composition (benchmarks, tests). */
export interface EncodeJob {
  width: number;
  height: number;
  /** RGBA, width·height·4 bytes each. */
  frames: ArrayBuffer[];
  delaysMs: number[];
  format: OutputFormat;
  gifOptions: GifOptions;
  target: EncodeTarget | null;
}

/** A job's input as posted: the id of a decoded input the worker already holds (sent once per input). */
export interface JobInputRef {
  inputId: number;
  transform: InputTransform;
  cutout?: CutoutSettings;
}

/**
 * Frames per input message: moving a decoded bitmap to the worker costs the page's main thread
 * several ms (more on a busy machine), and 30 at once made 0.2–0.5 s tasks.
 */
export const INPUT_PART_FRAMES = 2;

/** A MakeJob as posted to the worker: its inputs by reference, so a settings change copies no frames. */
export type MakeRequest = Omit<MakeJob, 'inputs'> & { inputs: (JobInputRef | null)[] };

/** One file of the all-platforms pack: the size and format it is made at and the platform rules it must meet. */
export interface PackItem {
  width: number;
  height: number;
  format: OutputFormat;
  target: EncodeTarget;
}

/**
 * The all-platforms pack: the emote as the maker job has it (its own size, format and target are
 * not used), made once per item by the same compose and encode steps as the single download.
 */
export interface PackJob {
  emote: MakeJob;
  items: PackItem[];
  /**
   * The pool's shared queue (pack-client.ts), when the page is cross-origin isolated: every worker
   * gets every item, and makes a group of items only when it is the first to claim it here (one
   * counter per group, in the order the items first name it).
   */
  claims?: Int32Array;
  /** The pool leaves cores free (fewer workers than cores): its encodes may start helper threads (wasm/webp/stills-helper.ts). */
  helperThreads?: boolean;
  /**
   * With the shared queue: the cores free for a helper thread, shared by the pool's workers. It starts
   * at the cores no worker has; a worker adds its own when it has nothing left to make, and an encode
   * that starts a helper takes one (stills-helper.ts claimFreeCore). Where present, it decides, not helperThreads.
   */
  freeCores?: Int32Array;
}

/** Where one pack item is: in progress (as a make job reports), or done with its file or error. */
export type PackItemUpdate = { state: 'working'; progress: JobProgress } | { state: 'done'; result: MakeResult };

/** Page → worker. */
export type ToWorker =
  /** A decoded input, in parts of at most INPUT_PART_FRAMES frames: the first part carries the animation, the rest append frames. */
  | { type: 'input'; inputId: number; animation: Animation; append: boolean }
  | { type: 'make'; id: number; job: MakeRequest }
  | { type: 'encode'; id: number; job: EncodeJob }
  | { type: 'pack'; id: number; job: PackJob }
  | { type: 'abort'; id: number };

/**
 * Where a job is: composing frame `done` of `total`, then encoding; a fit to the target counts
 * its encodes in `done` ('fit' phase, `total` 0 as the count is not known ahead).
 */
export interface JobProgress {
  /** 'font': fetching the emoji font, `done` of `total` bytes (issue 20). */
  phase: 'compose' | 'encode' | 'fit' | 'font';
  done: number;
  total: number;
}

/** Composed output frames sent ahead of the encode so the page can play them at once. */
export interface PreviewFrames {
  width: number;
  height: number;
  /** RGBA, width·height·4 bytes each, in play order; a partial preview holds the first frames made. */
  frames: ArrayBuffer[];
  delaysMs: number[];
  /** False for the early preview of the first frame only. */
  complete: boolean;
}

/**
 * Worker → page. A pack job reports each item with 'pack-item' (its file transferred when done),
 * then ends with a 'result': 'nothing' once every item has reported, or the error that stopped the pack.
 */
export type FromWorker =
  | { type: 'progress'; id: number; progress: JobProgress }
  | { type: 'preview'; id: number; preview: PreviewFrames }
  | { type: 'pack-item'; id: number; index: number; update: PackItemUpdate }
  | { type: 'result'; id: number; result: MakeResult; /** The worker should be replaced to give back WASM memory. */ recycle?: boolean };
