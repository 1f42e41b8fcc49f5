/** Tests and the bench's Node rows only: hands the WebP encoder its SIMD WebAssembly in Node (the glue's own loading is the browser's fetch). */
import { readFileSync } from 'node:fs';
import { initWebp } from '../../wasm/webp/encode-webp.ts';

export async function initWebpInNode(): Promise<void> {
  initWebp(await WebAssembly.compile(readFileSync(new URL('../../node_modules/@jsquash/webp/codec/enc/webp_enc_simd.wasm', import.meta.url))));
}
