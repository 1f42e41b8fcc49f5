/**
 * A second thread for the WebP encode. Each frame of an animated WebP is a still of its own
 * (encode-webp.ts), so a helper worker encodes every other one while the calling thread encodes
 * the rest, and the file is the same bytes whichever thread made each still (the same libwebp, the
 * same options). On the all-platforms pack of a photo GIF, WhatsApp's WebP (80 frames of 512²) was
 * the long pole: its worker still encoding 2.5 s after the pool's other worker had finished.
 * The helper starts with the first encode worth it and stops after IDLE_MS without work. Where
 * there is no Worker (Node) or one core, or the helper failed, the calling thread encodes alone.
 */

/** A frame for the helper: its RGBA (transferred) and the encode's settings. */
export interface StillRequest {
  id: number;
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
  quality: number;
  method: number;
}

/** The helper's answer: the still's bytes, or why it made none. */
export type StillAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** Encodes one frame on the helper; rejects when the helper fails (the caller then encodes it itself). */
export type HelperEncode = (request: Omit<StillRequest, 'id'>) => Promise<Uint8Array>;

/** The helper stops after this long without a frame: an idle libwebp holds its memory. */
const IDLE_MS = 5_000;

/** The helper as the site starts it. */
export const startStillsWorker = () => new Worker(new URL('./stills-worker.ts', import.meta.url), { type: 'module', name: 'webp-stills' });

let factory: (() => Worker) | null = typeof Worker === 'function' ? startStillsWorker : null;
let helper: Worker | null = null;
let failed = false;
let allowed: () => boolean = () => true;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
let answered = 0;
const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

/** Tests only: another way to start the helper, or null for none (the calling thread encodes alone). */
export function setStillsHelperFactory(next: (() => Worker) | null): void {
  stop(new Error('helper replaced'));
  factory = next;
  failed = false;
}

/**
 * Whether encodes may use the helper: the pipeline worker says so before each job (no for a pack's
 * pool that already has a worker a core: there the helper's thread only took time from the others,
 * the photo GIF's pack 9,840 -> 10,661 ms, median of 3). A function is asked again at each frame of
 * an encode that has no helper yet, so a core a pack's other worker leaves free mid-encode is taken
 * (claimFreeCore).
 */
export function allowStillsHelper(allow: boolean | (() => boolean)): void {
  allowed = typeof allow === 'function' ? allow : () => allow;
}

/**
 * A permission that takes one of the pool's free cores (a counter shared by its workers: pack-client
 * starts it at the cores no worker has, and each worker adds its own when it has nothing left to
 * make) the first time it says yes, and keeps it: asking again costs no second core. `release`
 * gives a core it took back, when the pack job ends: a set export's lanes share one counter from
 * emote to emote, and a core kept past its job would be lost to the next.
 */
export function claimFreeCore(freeCores: Int32Array): (() => boolean) & { release: () => void } {
  let claimed = false;
  const may = () => {
    for (let free = Atomics.load(freeCores, 0); !claimed && free > 0; free = Atomics.load(freeCores, 0)) {
      claimed = Atomics.compareExchange(freeCores, 0, free, free - 1) === free;
    }
    return claimed;
  };
  const release = () => {
    if (claimed) Atomics.add(freeCores, 0, 1);
    claimed = false;
  };
  return Object.assign(may, { release });
}

/** Stills the helper has made since the page started (tests check that it ran). */
export const stillsByHelper = () => answered;

/** The helper's encode when a second thread is here to be had, else null. */
export function stillsHelper(): HelperEncode | null {
  if (!factory || failed || (globalThis.navigator?.hardwareConcurrency ?? 1) < 2 || !allowed()) return null;
  return encodeOnHelper;
}

function encodeOnHelper(request: Omit<StillRequest, 'id'>): Promise<Uint8Array> {
  const worker = (helper ??= start());
  clearTimeout(idle);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...request, id } satisfies StillRequest, [request.rgba.buffer]);
  });
}

function start(): Worker {
  const worker = factory!();
  worker.onmessage = ({ data }: MessageEvent<StillAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('bytes' in data) {
      answered++;
      waiting?.resolve(data.bytes);
    } else waiting?.reject(new Error(data.error));
    if (pending.size === 0) idle = setTimeout(() => stop(new Error('idle')), IDLE_MS);
  };
  // A helper that cannot load or dies: every frame it holds goes back to the caller, and none starts again.
  worker.onerror = (event) => {
    event.preventDefault();
    failed = true;
    stop(new Error(`WebP helper failed: ${event.message}`));
  };
  return worker;
}

function stop(reason: Error): void {
  clearTimeout(idle);
  helper?.terminate();
  helper = null;
  for (const waiting of pending.values()) waiting.reject(reason);
  pending.clear();
}
