/** Anchor: gifski-wasm in Node (DESIGN section 6: its Node entries cannot find their wasm, so compile it here). */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { encode, init } from 'gifski-wasm';

/** DESIGN's anchor quality. */
export const ANCHOR_QUALITY = 80;

let ready: Promise<unknown> | null = null;

/** Compiles node_modules' gifski_wasm_bg.wasm once and hands it to gifski-wasm's init(). */
export function initGifskiNode(): Promise<unknown> {
  const entry = createRequire(import.meta.url).resolve('gifski-wasm');
  const wasm = path.join(path.dirname(entry), '../pkg/gifski_wasm_bg.wasm');
  ready ??= WebAssembly.compile(fs.readFileSync(wasm)).then((module) => init(module));
  return ready;
}

/** Encodes looping frames with gifski-wasm at `quality` (frames as given: no alpha cut). */
export async function encodeGifski(frames: Uint8Array[], width: number, height: number, delayMs: number, quality = ANCHOR_QUALITY): Promise<Uint8Array> {
  await initGifskiNode();
  return encode({ frames, width, height, quality, frameDurations: frames.map(() => delayMs) });
}
