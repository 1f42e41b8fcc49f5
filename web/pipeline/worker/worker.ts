/** The pipeline worker: composes and encodes jobs from the page. Imports no DOM, React, valtio or Firebase. */
/// <reference lib="webworker" />
import { ENCODE_ERRORS } from '../../messages.ts';
import { findEmoteType } from '../../emotes/index.ts';
import type { EncodeJob, FromWorker, JobProgress, MakeJob, MakeRequest, MakeResult, OutputTimeline, PackJob, ToWorker } from '../protocol.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { shouldRecycleAfter } from '../../../wasm/gif/gifski/gifski-memory.ts';
import { composeFrames, type ComposedFrames } from './compose-frames.ts';
import { encodeOutput, encodeOutputWritten } from './encode-output.ts';
import { previewOf } from './preview-frames.ts';
import { capFrames } from './cap-frames.ts';
import { withFlashCheck } from './check-flashing.ts';
import { acquireInputs, storeInput } from './input-store.ts';
import { toErrorResult } from './error-result.ts';
import { makePack } from './make-pack.ts';
import { filledMainSlots } from './prepare-words.ts';
import { allowStillsHelper, claimFreeCore } from '../../../wasm/webp/stills-helper.ts';

declare const self: DedicatedWorkerGlobalScope;

const running = new Map<number, AbortController>();
const post = (message: FromWorker) => self.postMessage(message);

/**
 * How long composed frames wait before their encode starts. A newer job (the visitor still
 * dragging a slider) aborts the wait for free, while an encode in progress cannot be stopped;
 * the page has already played the composed frames, so the wait costs the visitor nothing.
 */
export const ENCODE_DELAY_MS = 100;

/** Resolves after `ms`, or at once when the job is aborted (then throws 'encoding interrupted'). */
async function pauseBeforeEncode(ms: number, signal: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
  if (signal.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
}

/** Composes one maker job, posts its frames for the preview, then encodes them. */
async function make(id: number, job: MakeJob, signal: AbortSignal): Promise<MakeResult> {
  const type = findEmoteType(job.slug);
  if (!type || filledMainSlots(job, type) < type.minInputs) return { kind: 'nothing' };
  const progress = (phase: JobProgress['phase'], done: number, total: number) => post({ type: 'progress', id, progress: { phase, done, total } });
  const onlyFrame = job.format === 'png' ? job.encodeOptions.frameToExtract : undefined;
  const onFirstFrame = (width: number, height: number, frame: Uint8ClampedArray, delayMs: number) =>
    post({ type: 'preview', id, preview: previewOf(width, height, [frame], [delayMs], false) });
  const onFontProgress = (done: number, total: number) => progress('font', done, total);
  const composed = await composeFrames(job, type, { signal, onProgress: (done, total) => progress('compose', done, total), onlyFrame, onFirstFrame, onFontProgress });
  post({ type: 'preview', id, preview: previewOf(composed.width, composed.height, composed.frames, composed.delaysMs, true) });
  if (job.previewOnly) return { kind: 'nothing' };
  await pauseBeforeEncode(ENCODE_DELAY_MS, signal);
  progress('encode', 0, 1);
  const onFitTry = (tries: number) => progress('fit', tries, 0);
  const { file, written } = await encodeOutputWritten(composed, job.format, job.encodeOptions.gifOptions, job.target, signal, onFitTry);
  return withFlashCheck({ ...file, timeline: timelineOf(composed), legibility: composed.legibility }, written, job.encodeOptions.gifOptions.loop);
}

/** What the visitor is told about the loop: its length, frames, and the part of a long input used. */
function timelineOf(composed: ComposedFrames): OutputTimeline {
  const { plan, longestInput } = composed;
  return {
    loopMs: plan.loopMs,
    frames: plan.keptFrames,
    naturalFrames: plan.frameCount,
    input: longestInput && { lengthMs: longestInput.lengthMs, startMs: longestInput.window.startMs, usedMs: longestInput.window.lengthMs, speed: plan.speed },
  };
}

/** Encodes already-composed frames (benchmarks, tests) through the same encode step, down to the target's frame cap (cap-frames.ts). */
function encodeFrames(job: EncodeJob, signal: AbortSignal): Promise<MakeResult> {
  const capped = capFrames(job.frames.map((buffer) => new Uint8ClampedArray(buffer)), job.delaysMs, job.target?.maxFrames, job.gifOptions.loop);
  const input = { width: job.width, height: job.height, ...capped, truncated: false };
  return encodeOutput(input, job.format, job.gifOptions, job.target, signal);
}

/** Makes the all-platforms pack, posting each item as it is done (its file transferred). */
function pack(id: number, job: PackJob, signal: AbortSignal): Promise<MakeResult> {
  return makePack(job, signal, (index, update) => {
    const transfer = update.state === 'done' && update.result.kind === 'file' ? [update.result.bytes] : [];
    self.postMessage({ type: 'pack-item', id, index, update } satisfies FromWorker, transfer);
  });
}

/** A maker job with its inputs from the store; the overlay bitmap, sent with each job, is closed after it. */
async function makeFromRequest(id: number, request: MakeRequest, signal: AbortSignal): Promise<MakeResult> {
  try {
    const { job, release } = acquireInputs(request);
    try {
      return await make(id, job, signal);
    } finally {
      release();
    }
  } finally {
    request.overlay?.bitmap.close();
  }
}

/** Closes a pack job's own bitmaps: its inputs and overlay come with it (its own worker holds no inputs). */
function closeBitmaps(job: MakeJob) {
  for (const input of job.inputs) input?.animation.frames.forEach((f) => f.bitmap.close());
  job.overlay?.bitmap.close();
}

/** Runs one job of any kind to its result. */
function start(message: Extract<ToWorker, { type: 'make' | 'encode' | 'pack' }>, signal: AbortSignal): Promise<MakeResult> {
  // One emote's encode has the cores to itself; a pack's pool keeps them busy but for the ones it says are free.
  if (message.type !== 'pack') allowStillsHelper(true);
  if (message.type === 'make') return makeFromRequest(message.id, message.job, signal);
  if (message.type === 'encode') return encodeFrames(message.job, signal);
  const claim = message.job.freeCores ? claimFreeCore(message.job.freeCores) : null;
  allowStillsHelper(claim ?? message.job.helperThreads === true);
  // The core its helper took goes back with the job, as the worker's own does (make-pack.ts).
  return pack(message.id, message.job, signal).finally(() => claim?.release());
}

async function run(message: Extract<ToWorker, { type: 'make' | 'encode' | 'pack' }>) {
  const controller = new AbortController();
  running.set(message.id, controller);
  let result: MakeResult;
  try {
    result = await start(message, controller.signal);
    if (controller.signal.aborted) result = { kind: 'error', code: ENCODE_ERRORS.interrupted };
  } catch (error) {
    result = toErrorResult(error);
  } finally {
    running.delete(message.id);
    if (message.type === 'pack') closeBitmaps(message.job.emote);
  }
  const transfer = result.kind === 'file' ? [result.bytes] : [];
  // WASM memory never shrinks: after a large gifski encode the page replaces this worker.
  const recycle = result.kind === 'file' && result.encoder.startsWith('gifski') && shouldRecycleAfter(result.width * result.height * 4 * result.frameCount);
  self.postMessage({ type: 'result', id: message.id, result, recycle } satisfies FromWorker, transfer);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'abort') running.get(message.id)?.abort();
  else if (message.type === 'input') storeInput(message.inputId, message.animation, message.append);
  else void run(message);
};
