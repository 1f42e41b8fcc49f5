/**
 * Encodes one RGBA frame to PNG with @jsquash/png (squoosh's Rust encoder as WASM). Its glue
 * loads the wasm from `new URL(…, import.meta.url)`, which Vite bundles; Node tests call
 * initPng with the compiled module first. oxipng is left out: emote-sized PNGs are far
 * under every platform's limit, and it would add a second WASM download.
 */
import encodeWithJsquash, { init } from '@jsquash/png/encode.js';
import { ENCODE_ERRORS } from '../shared/encode-errors.ts';
import { PipelineError, toPipelineError } from '../shared/pipeline-error.ts';
import { viewsWholeBuffer } from '../shared/whole-buffer.ts';

let providedModule: WebAssembly.Module | BufferSource | undefined;
let ready: Promise<unknown> | null = null;

/** Hands over the compiled codec/pkg/squoosh_png_bg.wasm; needed in Node before the first encode. */
export function initPng(module: WebAssembly.Module | BufferSource): void {
  providedModule = module;
  ready = null;
}

/**
 * Starts the codec for the synchronous calls of png-rows.ts; false where it cannot start. Outside a
 * browser it is tried only once handed its module (initPng): the glue would fetch a file URL, fail,
 * and @jsquash keep the failure for every later call.
 */
export async function pngCodecReady(): Promise<boolean> {
  const browser = typeof (globalThis as { document?: unknown }).document !== 'undefined' || typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';
  if (providedModule === undefined && !browser) return false;
  try {
    ready ??= init(providedModule);
    await ready;
    return true;
  } catch {
    ready = null;
    return false;
  }
}

/** PNG bytes of `rgba` (width·height·4 bytes); throws PipelineError('PNG encoding error') on bad input. */
export async function encodePng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0) || rgba.length !== width * height * 4) {
    throw new PipelineError(ENCODE_ERRORS.png, `${rgba.length} bytes for ${width}×${height}`);
  }
  try {
    ready ??= init(providedModule);
    await ready;
    // The encoder reads the whole underlying buffer, so a view into a larger one is copied.
    const data = viewsWholeBuffer(rgba) ? rgba : rgba.slice();
    const image = { data, width, height, colorSpace: 'srgb' } as ImageData;
    return new Uint8Array(await encodeWithJsquash(image));
  } catch (error) {
    ready = null;
    throw toPipelineError(error, ENCODE_ERRORS.png);
  }
}
