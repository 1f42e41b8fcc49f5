/**
 * Builds the GIF encoder's WebAssembly (scripts/build-gif-wasm.mjs) before Vite reads any source:
 * `vite build`, the dev server, vitest's projects and the bench all go through here, so a fresh
 * clone needs no step of its own and an edited kernel is never stale. Up to date, it costs a stat.
 */
import type { Plugin } from 'vite';
import { buildGifWasm } from './build-gif-wasm.mjs';

export function buildGifWasmFirst(): Plugin {
  return {
    name: 'build-gif-wasm',
    async buildStart() {
      await buildGifWasm();
    },
  };
}
