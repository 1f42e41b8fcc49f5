/** One encoder's result on one workload, the unit every table row and check is made from. */
import type { RssSpan } from './process-memory.ts';
import type { Quality } from './measure-quality.ts';
import type { WorkloadId } from './workloads.mjs';

/** Median time over `runs`, the file of the last run, and what it cost and reached. */
export interface Measurement {
  workload: WorkloadId;
  /** Row label, e.g. 'pipeline (gifski-wasm)' or 'gifenc global palette'. */
  encoder: string;
  /** Pipeline rows are checked in short mode; anchors only inform. */
  kind: 'pipeline' | 'anchor';
  /** Byte limit of a fit-loop row; null for a plain encode. */
  limitBytes: number | null;
  runs: number;
  ms: number | null;
  bytes: number | null;
  file: Uint8Array | null;
  /** Peak resident memory of the encoding process during the (first) run. */
  rss: RssSpan | null;
  /** Encodes the fit loop needed, and what it gave up or settled on. */
  encodes: number | null;
  settled: string;
  /** Why there is no usable file (error code, tool missing, undecodable output). */
  error: string | null;
  quality: Quality | null;
  /** The preset whose platform was the target (platform rows). */
  preset: string | null;
  /** That platform's problems with the file (empty: every check passed); null when not checked. */
  problems: string[] | null;
  /** Which encoder the pipeline chose and why. */
  encoderReason: string | null;
  /** A pipeline row's format when it is not a GIF (issue 22's WebP, APNG and WebM rows), keyed by it. */
  format?: 'webp' | 'apng' | 'webm';
  /** The issue 24 lever this row measures (measure-levers.ts), keyed by it. */
  lever?: string;
}

/** A Measurement with nothing measured yet. */
export function emptyMeasurement(fields: Pick<Measurement, 'workload' | 'encoder' | 'kind' | 'limitBytes' | 'runs'>): Measurement {
  return { ...fields, ms: null, bytes: null, file: null, rss: null, encodes: null, settled: '', error: null, quality: null, preset: null, problems: null, encoderReason: null };
}
