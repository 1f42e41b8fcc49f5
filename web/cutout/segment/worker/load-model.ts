/**
 * Downloads the segmentation model and its runtime from the site's own origin and opens an
 * onnxruntime session on it. The page's progress bar counts the bytes of all three files against
 * their total, known from the manifest before the first byte. The service worker keeps the files
 * after the first use (scripts/pwa-options.ts), so later loads read them from the cache, offline too.
 */
import type { SegmentManifest } from '../segment-protocol.ts';
import { fetchBytes, fetchJson } from './fetch-bytes.ts';
import type { OrtModule, OrtSession } from './ort-module.ts';
import { warmUpModel } from './warm-up-model.ts';

export interface LoadedModel {
  ort: OrtModule;
  session: OrtSession;
  /** The model's square input side, from the manifest. */
  side: number;
}

/** The runtime cache scripts/pwa-options.ts keeps the model in; dropped when the model will not open. */
export const SEGMENT_CACHE = 'segment-model';

/** Thrown when the files arrived but onnxruntime could not open them (a corrupt cache, out of memory). */
export class SessionFailed extends Error {}

/** Threads need a cross-origin isolated page (Document-Isolation-Policy, vite.config.ts) and a second core. */
function threadCount(): number {
  return self.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
}

export async function loadModel(base: string, onBytes: (loadedBytes: number, totalBytes: number) => void, onOpen: () => void): Promise<LoadedModel> {
  const manifest = await fetchJson<SegmentManifest>(new URL('manifest.json', base).href);
  const threads = threadCount();
  const totalBytes = manifest.model.bytes + manifest.runtime.bytes + manifest.wasm.bytes;
  let loadedBytes = 0;
  onBytes(0, totalBytes);
  const count = (delta: number) => {
    loadedBytes += delta;
    onBytes(loadedBytes, totalBytes);
  };
  const url = (file: string) => new URL(file, base).href;
  // The runtime is a tenth of the bytes: it starts (its wasm compiled, its threads up) while the model is still arriving.
  const model = fetchBytes(url(manifest.model.file), manifest.model.bytes, count);
  const runtime = Promise.all([fetchBytes(url(manifest.runtime.file), manifest.runtime.bytes, count), fetchBytes(url(manifest.wasm.file), manifest.wasm.bytes, count)]).then(
    ([script, wasmBytes]) => startRuntime(script, wasmBytes, threads),
  );
  // Both settle before either failure is thrown: a model that fails to arrive must not leave the runtime's rejection unheard.
  const [started, modelBytes] = await Promise.allSettled([runtime, model]);
  if (modelBytes.status === 'rejected') throw modelBytes.reason;
  if (started.status === 'rejected') throw started.reason;
  onOpen();
  return { ort: started.value, session: await openSession(started.value, modelBytes.value), side: manifest.model.side };
}

/** Imports onnxruntime and opens a one-node model with it, which compiles its wasm and starts its threads. */
async function startRuntime(runtime: Uint8Array, wasm: Uint8Array, threads: number): Promise<OrtModule> {
  const runtimeUrl = URL.createObjectURL(new Blob([runtime as BlobPart], { type: 'text/javascript' }));
  try {
    const ort = (await import(/* @vite-ignore */ runtimeUrl)) as OrtModule;
    ort.env.wasm.numThreads = threads;
    // This worker is the model's own thread already.
    ort.env.wasm.proxy = false;
    ort.env.wasm.wasmBinary = wasm;
    await (await ort.InferenceSession.create(warmUpModel(), { executionProviders: ['wasm'], graphOptimizationLevel: 'all' })).release();
    return ort;
  } catch (error) {
    throw new SessionFailed(String(error));
  } finally {
    URL.revokeObjectURL(runtimeUrl);
  }
}

async function openSession(ort: OrtModule, model: Uint8Array): Promise<OrtSession> {
  try {
    return await ort.InferenceSession.create(model, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  } catch (error) {
    throw new SessionFailed(String(error));
  }
}
