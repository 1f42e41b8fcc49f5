/**
 * Decodes a WebP for scoring with libwebp's own WebPAnimDecoder (wasm-webp 0.1.0's decoder; the
 * pipeline encodes with @jsquash/webp, so the reader is not the writer): every frame composited on
 * the canvas, with its duration.
 */
import createModule from 'wasm-webp/dist/esm/webp-wasm.js';

let codec: ReturnType<typeof createModule> | null = null;

/** True when the bytes are a RIFF WebP. */
export const isWebp = (file: Uint8Array) => String.fromCharCode(...file.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...file.subarray(8, 12)) === 'WEBP';

/** The frames and their delays in ms; a still WebP is one frame. */
export async function decodeWebpFrames(file: Uint8Array): Promise<{ width: number; height: number; frames: Uint8Array[]; delaysMs: number[] }> {
  const decoded = (await (codec ??= createModule())).decodeAnimation(file, true);
  if (!decoded) throw new Error('libwebp could not decode it');
  const list = Array.isArray(decoded) ? decoded : Array.from({ length: decoded.size() }, (_, i) => decoded.get(i));
  if (!list.length) throw new Error('WebP has no frames');
  return { width: list[0].width, height: list[0].height, frames: list.map((f) => f.data.slice()), delaysMs: list.map((f) => f.duration) };
}
