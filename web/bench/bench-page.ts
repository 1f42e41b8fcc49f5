/** Benchmark page: encodes composed frames through the app's own pipeline client and worker. */
import { PipelineClient } from '../pipeline/client/pipeline-client.ts';
import type { EncodeJob, EncodeTarget, GifOptions, MakeResult, OutputFormat } from '../pipeline/protocol.ts';
import { timeCutoutPasses } from './bench-cutout.ts';
import { composeStackTimed } from './compose-stack.ts';

/** One encode: frames served as concatenated RGBA at `framesUrl`, fitted under `limitBytes` when set. */
export interface BenchJob {
  framesUrl: string;
  width: number;
  height: number;
  delayMs: number;
  limitBytes: number | null;
  /** A platform's target (its frame cap too); when absent, `limitBytes` alone as a custom limit. */
  target?: EncodeTarget | null;
  /** The format asked for; GIF when absent. */
  format?: OutputFormat;
}

/** What one encode took and made (the file itself comes from takeFile()). */
export interface BenchOutcome {
  ms: number;
  result: Exclude<MakeResult, { kind: 'file' }> | (Omit<Extract<MakeResult, { kind: 'file' }>, 'bytes'> & { byteLength: number });
}

const client = new PipelineClient();

const GIF_OPTIONS: GifOptions = { filesizeLimitIndex: 0, loop: true, alphaCutoff: 128 };

/** A bare byte limit, as the visitor's custom limit makes it. */
const targetOf = (limitBytes: number | null): EncodeTarget | null =>
  limitBytes === null ? null : { name: 'Custom limit', platformId: null, maxBytes: limitBytes, maxFrames: null, clipFrames: null, minSide: 16 };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function fetchFrames(url: string, frameBytes: number): Promise<ArrayBuffer[]> {
  const all = await (await fetch(url)).arrayBuffer();
  return Array.from({ length: all.byteLength / frameBytes }, (_, i) => all.slice(i * frameBytes, (i + 1) * frameBytes));
}

/** Starts the worker and its encoder with a tiny job, so the timed job does not pay for start-up. */
async function warmUp(): Promise<void> {
  const frames = [0, 1].map((n) => new Uint8ClampedArray(16 * 16 * 4).fill(n ? 255 : 60).buffer);
  await client.encode({ width: 16, height: 16, frames, delaysMs: [20, 20], format: 'gif', gifOptions: GIF_OPTIONS, target: null });
}

let prepared: EncodeJob | null = null;
let made: ArrayBuffer | null = null;

/** Warms the worker up and fetches the job's frames, so neither is timed nor counted in memory. */
async function prepare(job: BenchJob): Promise<void> {
  await warmUp();
  const frames = await fetchFrames(job.framesUrl, job.width * job.height * 4);
  prepared = {
    width: job.width, height: job.height, frames, delaysMs: frames.map(() => job.delayMs),
    format: job.format ?? 'gif', gifOptions: GIF_OPTIONS, target: job.target !== undefined ? job.target : targetOf(job.limitBytes),
  };
}

/** Encodes the prepared job, timed from the request to the result. */
async function runPrepared(): Promise<BenchOutcome> {
  if (!prepared) throw new Error('call prepare(job) first');
  const job = prepared;
  prepared = null;
  const t0 = performance.now();
  const result = await client.encode(job);
  const ms = performance.now() - t0;
  if (result.kind !== 'file') return { ms, result };
  const { bytes, ...rest } = result;
  made = bytes;
  return { ms, result: { ...rest, byteLength: bytes.byteLength } };
}

/** The last file made, as base64 (page.evaluate carries strings far better than byte arrays). */
function takeFile(): string | null {
  const bytes = made;
  made = null;
  return bytes && toBase64(new Uint8Array(bytes));
}

declare global {
  interface Window {
    /** Entry points for scripts/bench (Playwright). */
    __bench: { prepare: typeof prepare; runPrepared: typeof runPrepared; takeFile: typeof takeFile; timeCutoutPasses: typeof timeCutoutPasses; composeStackTimed: typeof composeStackTimed };
  }
}

window.__bench = { prepare, runPrepared, takeFile, timeCutoutPasses, composeStackTimed };
