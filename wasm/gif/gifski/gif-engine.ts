/**
 * Which GIF encoder runs, chosen once per worker: gifski-wasm's threaded build when the worker
 * is cross-origin isolated and WASM threads work, its single-threaded build otherwise, and the
 * JS encoder (our quantizer on gifenc's writer) when WebAssembly is missing or gifski fails to
 * start. The wasm files load from URLs the gifski glue makes with `new URL(…, import.meta.url)`,
 * which Vite bundles as assets; Node has no such URLs, so tests hand the module over first.
 */
import type { EncodeOptions as GifskiOptions } from 'gifski-wasm';
import { threads } from 'wasm-feature-detect';
import type { GifEngineName } from '../meta.ts';

export type { GifEngineName } from '../meta.ts';

/** gifski-wasm's encode function (either build). */
export type GifskiEncode = (options: GifskiOptions) => Promise<Uint8Array>;

/** A loaded engine; `encode` is absent for the JS encoder. */
export interface GifEngine {
  name: GifEngineName;
  encode?: GifskiEncode;
  /** Why gifski is not used, when it is not. */
  reason?: string;
}

let forced: GifEngineName | null = null;
let providedModule: WebAssembly.Module | BufferSource | null = null;
let loading: Promise<GifEngine> | null = null;
let loaded: GifEngine | null = null;

/** Hands over gifski's compiled single-thread module (pkg/gifski_wasm_bg.wasm); needed in Node. */
export function initGifski(module: WebAssembly.Module | BufferSource): void {
  providedModule = module;
  loading = null;
  loaded = null;
}

/** Forces an engine (tests; 'gifenc' when the page disables WebAssembly); null returns to detection. */
export function forceGifEngine(name: GifEngineName | null): void {
  forced = name;
  loading = null;
  loaded = null;
}

/** The engine in use once loadGifEngine has settled, else null. */
export function getGifEngineName(): GifEngineName | null {
  return loaded?.name ?? null;
}

/** Loads the engine once (later calls share the first load). */
export function loadGifEngine(): Promise<GifEngine> {
  loading ??= chooseEngine().then((engine) => (loaded = engine));
  return loading;
}

async function chooseEngine(): Promise<GifEngine> {
  if (forced === 'gifenc') return { name: 'gifenc', reason: 'forced' };
  if (typeof WebAssembly !== 'object') return { name: 'gifenc', reason: 'no WebAssembly' };
  if (forced !== 'gifski' && !providedModule && (await canUseThreads())) {
    try {
      const threaded = await import('gifski-wasm/multi-thread');
      await threaded.init();
      return { name: 'gifski-threads', encode: threaded.encode };
    } catch {
      // The thread pool can fail to start (its workers are refused, say): one thread still works.
    }
  }
  try {
    return { name: 'gifski', encode: await loadSingleThreadGifski() };
  } catch (error) {
    return { name: 'gifenc', reason: `gifski failed to start: ${error instanceof Error ? error.message : String(error)}` };
  }
}

let singleThread: Promise<GifskiEncode> | null = null;

/** The single-threaded build, loaded once (the engine's fallback when threads are unavailable). */
function loadSingleThreadGifski(): Promise<GifskiEncode> {
  singleThread ??= import('gifski-wasm').then(async (single) => {
    await single.init(providedModule ?? undefined);
    return single.encode;
  });
  singleThread.catch(() => (singleThread = null));
  return singleThread;
}

/** Threads need shared memory (cross-origin isolation), a worker to block, and more than one core. */
async function canUseThreads(): Promise<boolean> {
  const scope = globalThis as { crossOriginIsolated?: boolean; WorkerGlobalScope?: abstract new () => unknown };
  const inWorker = typeof scope.WorkerGlobalScope === 'function' && globalThis instanceof scope.WorkerGlobalScope;
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 1;
  return scope.crossOriginIsolated === true && inWorker && cores > 1 && (await threads());
}
