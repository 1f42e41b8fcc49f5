import { afterEach, describe, expect, it, vi } from 'vitest';
import { forceGifEngine, getGifEngineName, loadGifEngine } from './gif-engine.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  forceGifEngine(null);
});

describe('gif engine selection', () => {
  it('is unknown until loaded', () => {
    expect(getGifEngineName()).toBeNull();
  });

  it('falls back to the JS encoder when WebAssembly is missing', async () => {
    vi.stubGlobal('WebAssembly', undefined);
    forceGifEngine(null);
    expect(await loadGifEngine()).toMatchObject({ name: 'gifenc', reason: 'no WebAssembly' });
  });

  it("falls back to the JS encoder when gifski fails to start (Node cannot fetch gifski's wasm by itself)", async () => {
    const engine = await loadGifEngine();
    expect(engine.name).toBe('gifenc');
    expect(engine.reason).toMatch(/gifski failed to start/);
  });

  it('loads once and shares the load', () => {
    expect(loadGifEngine()).toBe(loadGifEngine());
  });
});
