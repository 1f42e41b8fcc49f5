import { afterEach, describe, expect, it } from 'vitest';
import { makeSyntheticFrames } from '../../../tests/support/synthetic-frames.ts';
import { BASE_LOSSY, createJsGifEncoder, REUSE_TOLERANCE, type JsGifSettings } from '../js-gif/js-gif-encoder.ts';
import { forceGifKernels, gifKernelKind } from './gif-kernels.ts';

const PRODUCT: JsGifSettings = { colors: 255, loop: true, lossy: BASE_LOSSY, reuseTolerance: REUSE_TOLERANCE };

afterEach(() => forceGifKernels(null));

describe('the GIF kernels in Chromium', () => {
  it('run on the page and write what the TypeScript loops write', () => {
    expect(gifKernelKind()).toBe('wasm');
    const input = makeSyntheticFrames({ width: 72, height: 56, frames: 6 });
    const wasm = createJsGifEncoder(input);
    const files = [wasm.encode(PRODUCT), wasm.encode({ ...PRODUCT, dither: 'diffusion', colors: 40 })];
    forceGifKernels('js');
    const js = createJsGifEncoder(input);
    expect([wasm.kernels, js.kernels]).toEqual(['wasm', 'js']);
    expect(files).toEqual([js.encode(PRODUCT), js.encode({ ...PRODUCT, dither: 'diffusion', colors: 40 })]);
  });

  it('run in a module worker, as the encode worker loads them', async () => {
    const input = makeSyntheticFrames({ width: 40, height: 30, frames: 4 });
    const worker = new Worker(new URL('./kernel-kind.worker.ts', import.meta.url), { type: 'module' });
    const reply = await new Promise<{ kernels: string; file: Uint8Array }>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(input);
    });
    worker.terminate();
    expect(reply.kernels).toBe('wasm');
    forceGifKernels('js');
    expect(reply.file).toEqual(createJsGifEncoder(input).encode(PRODUCT));
  });
});
