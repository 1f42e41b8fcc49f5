/**
 * The GIF codec unit's data (as jSquash's meta.ts): its mime type, the encode options with their
 * defaults, and what a fit to a byte limit reports. Data only: nothing here loads or runs a codec.
 */

export const GIF_MIME = 'image/gif';

/** Options of one GIF encode: gifski's quality (1..100), the JS encoder's palette size, the loop flag. */
export interface GifEncodeOptions {
  quality: number;
  colors: number;
  loop: boolean;
}

/** The one GIF quality default: gifski q90 when gifski runs (the JS encoder's palette is full). */
export const defaultGifEncodeOptions: GifEncodeOptions = { quality: 90, colors: 255, loop: true };

/** How the JS encoder draws colours between palette entries (js-gif/dither-frames.ts): the visitor's choice. */
export type DitherMode = 'none' | 'ordered' | 'diffusion';
export const DITHER_MODES: readonly DitherMode[] = ['none', 'ordered', 'diffusion'];

/** 'gifski-threads' and 'gifski' are gifski-wasm builds; 'gifenc' is the JS encoder. */
export type GifEngineName = 'gifski-threads' | 'gifski' | 'gifenc';

/** What the fit loop gave up to meet the byte limit. */
export interface FitReport {
  limitBytes: number;
  encodes: number;
  quality: number;
  colors: number;
  scale: number;
  frameStep: number;
  /** Tolerance of the lossy LZW in luma levels: how far a pixel's colour may move to shorten the LZW; 0 when lossless. */
  lossy: number;
  /** Frames per second of the frames given to the fit, before any were dropped. */
  fromFps: number;
}

/** One encode that was tried: its palette (when reduced), frames, size and bytes, and the limit it was for. */
export interface TriedEncode {
  /** Palette colours, when the encode set them. */
  colors?: number;
  /** Frame delays written, in centiseconds; one frame or none is a still image. */
  delaysCs: readonly number[];
  width: number;
  height: number;
  bytes: number;
  limitBytes: number | null;
}
