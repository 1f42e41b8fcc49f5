/**
 * Downloads the segmentation model and its runtime from the site's own origin and opens an
 * onnxruntime session on it. The page's progress bar counts the bytes of all three files against
 * their total, known from the manifest before the first byte. The service worker keeps the files
 * after the first use (scripts/pwa-options.ts), so later loads read them from the cache, offline too.
 */
import type { SegmentManifest } from '../segment-protocol.ts';
import { fetchBytes, fetchJson } from './fetch-bytes.ts';
import type { OrtModule, OrtSession } from './ort-module.ts';

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
  const wasm = threads > 1 ? manifest.wasm.threaded : manifest.wasm.single;
  const totalBytes = manifest.model.bytes + manifest.runtime.bytes + wasm.bytes;
  let loadedBytes = 0;
  onBytes(0, totalBytes);
  const count = (delta: number) => {
    loadedBytes += delta;
    onBytes(loadedBytes, totalBytes);
  };
  const url = (file: string) => new URL(file, base).href;
  const [runtime, wasmBytes, model] = await Promise.all([
    fetchBytes(url(manifest.runtime.file), manifest.runtime.bytes, count),
    fetchBytes(url(wasm.file), wasm.bytes, count),
    fetchBytes(url(manifest.model.file), manifest.model.bytes, count),
  ]);
  onOpen();
  return { ...(await openSession(runtime, wasm.name, wasmBytes, model, threads)), side: manifest.model.side };
}

async function openSession(runtime: Uint8Array, wasmName: string, wasm: Uint8Array, model: Uint8Array, threads: number): Promise<Omit<LoadedModel, 'side'>> {
  const runtimeUrl = URL.createObjectURL(new Blob([runtime as BlobPart], { type: 'text/javascript' }));
  const wasmUrl = URL.createObjectURL(new Blob([wasm as BlobPart], { type: 'application/wasm' }));
  try {
    const ort = (await import(/* @vite-ignore */ runtimeUrl)) as OrtModule;
    ort.env.wasm.numThreads = threads;
    ort.env.wasm.simd = true;
    // This worker is the model's own thread already.
    ort.env.wasm.proxy = false;
    ort.env.wasm.wasmPaths = { [wasmName]: wasmUrl };
    const session = await ort.InferenceSession.create(model, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
    return { ort, session };
  } catch (error) {
    throw new SessionFailed(String(error));
  } finally {
    URL.revokeObjectURL(runtimeUrl);
  }
}
