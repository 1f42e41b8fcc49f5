/** The pipeline worker: composes and encodes jobs from the page. Imports no DOM, React, valtio or Firebase. */
/// <reference lib="webworker" />
import { ENCODE_ERRORS } from '../../messages.ts';
import { findEmoteType } from '../../emotes/index.ts';
import type { EncodeJob, FromWorker, MakeJob, MakeResult, ToWorker } from '../protocol.ts';
import { PipelineError } from '../../../wasm/pipeline-error.ts';
import { shouldRecycleAfter } from '../../../wasm/gifski-memory.ts';
import { composeFrames } from './compose-frames.ts';
import { encodeOutput } from './encode-output.ts';
import { withFlashCheck } from './check-flashing.ts';

declare const self: DedicatedWorkerGlobalScope;

const running = new Map<number, AbortController>();
const post = (message: FromWorker) => self.postMessage(message);

/** Composes and encodes one maker job. */
async function make(id: number, job: MakeJob, signal: AbortSignal): Promise<MakeResult> {
  const type = findEmoteType(job.slug);
  const mainInputs = type ? job.inputs.slice(0, type.inputImageSpecs.length).filter(Boolean).length : 0;
  if (!type || mainInputs < type.minInputs) return { kind: 'nothing' };
  const onProgress = (frame: number, total: number) => post({ type: 'progress', id, frame, total });
  const onlyFrame = job.format === 'png' ? job.encodeOptions.frameToExtract : undefined;
  const composed = await composeFrames(job, type, { signal, onProgress, onlyFrame });
  return withFlashCheck(await encodeOutput(composed, job.format, job.encodeOptions.gifOptions, signal), composed, job.encodeOptions.gifOptions);
}

/** Encodes already-composed frames (benchmarks, tests) through the same encode step. */
function encodeFrames(job: EncodeJob, signal: AbortSignal): Promise<MakeResult> {
  const frames = job.frames.map((buffer) => new Uint8ClampedArray(buffer));
  const input = { width: job.width, height: job.height, frames, delaysMs: job.delaysMs, truncated: false };
  return encodeOutput(input, job.format, job.gifOptions, signal);
}

function toErrorResult(error: unknown): MakeResult {
  if (error instanceof PipelineError) return { kind: 'error', code: error.code, detail: error.detail };
  if (error instanceof RangeError) return { kind: 'error', code: ENCODE_ERRORS.workerOutOfMemory, detail: error.message };
  console.error('pipeline failure', error);
  return { kind: 'error', code: ENCODE_ERRORS.gif, detail: String(error) };
}

function closeBitmaps(job: MakeJob) {
  for (const input of job.inputs) input?.animation.frames.forEach((f) => f.bitmap.close());
  job.overlay?.bitmap.close();
}

async function run(message: Extract<ToWorker, { type: 'make' | 'encode' }>) {
  const controller = new AbortController();
  running.set(message.id, controller);
  let result: MakeResult;
  try {
    result = message.type === 'make' ? await make(message.id, message.job, controller.signal) : await encodeFrames(message.job, controller.signal);
    if (controller.signal.aborted) result = { kind: 'error', code: ENCODE_ERRORS.interrupted };
  } catch (error) {
    result = toErrorResult(error);
  } finally {
    running.delete(message.id);
    if (message.type === 'make') closeBitmaps(message.job);
  }
  const transfer = result.kind === 'file' ? [result.bytes] : [];
  // WASM memory never shrinks: after a large gifski encode the page replaces this worker.
  const recycle = result.kind === 'file' && result.encoder.startsWith('gifski') && shouldRecycleAfter(result.width * result.height * 4 * result.frameCount);
  self.postMessage({ type: 'result', id: message.id, result, recycle } satisfies FromWorker, transfer);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'abort') running.get(message.id)?.abort();
  else void run(message);
};
