/** The only types the page and the worker share: jobs, progress, results and error codes. */
import type { EncodeErrorCode } from '../messages.ts';
import type { SettingValues } from '../emotes/types.ts';

export type OutputFormat = 'gif' | 'png';

/** One decoded input frame: its pixels and how long it shows. */
export interface AnimationFrame {
  bitmap: ImageBitmap;
  msDuration: number;
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
}

/** GIF-only options (SPEC EncodeOptions.gifOptions). */
export interface GifOptions {
  /** Index into FILESIZE_LIMITS; 0 = none. */
  filesizeLimitIndex: number;
  /** Byte limit used when the custom choice is selected. */
  customLimitBytes?: number;
  loop: boolean;
  /** Pixels with alpha below this become transparent; the rest opaque. */
  alphaCutoff: number;
}

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
});

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
  overlay: JobOverlay | null;
  /** Text drawn over the output (host name), or null for clean output. */
  watermark: string | null;
  /** Draw the DEV overlay (dev builds). */
  devOverlay: boolean;
}

/** What the fit loop gave up to meet the byte limit. */
export interface FitReport {
  limitBytes: number;
  encodes: number;
  quality: number;
  colors: number;
  scale: number;
  frameStep: number;
}

export interface MadeFile {
  kind: 'file';
  bytes: ArrayBuffer;
  mime: 'image/gif' | 'image/png';
  width: number;
  height: number;
  frameCount: number;
  /** Output delays in ms, as written to the file. */
  delaysMs: number[];
  truncated: boolean;
  encoder: string;
  fit: FitReport | null;
}

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
}

/** Page → worker. */
export type ToWorker =
  | { type: 'make'; id: number; job: MakeJob }
  | { type: 'encode'; id: number; job: EncodeJob }
  | { type: 'abort'; id: number };

/** Worker → page. */
export type FromWorker =
  | { type: 'progress'; id: number; frame: number; total: number }
  | { type: 'result'; id: number; result: MakeResult; /** The worker should be replaced to give back WASM memory. */ recycle?: boolean };
