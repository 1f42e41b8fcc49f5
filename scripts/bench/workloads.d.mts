/** Types of workloads.mjs (kept in JS so it runs with plain Node, like ../shared's). */

/** Identifier of a benchmark workload. */
export type WorkloadId = 'W1' | 'W2' | 'W3' | 'W2n';

/** What a workload is, without its frames. */
export interface WorkloadSpec {
  name: string;
  width: number;
  height: number;
  frames: number;
  delayMs: number;
  alpha: boolean;
  /** A workload of ours made from another (W2n from W2), not in ../shared's generator. */
  variantOf?: WorkloadId;
}

/** A workload with its RGBA frames. */
export interface Workload extends Omit<WorkloadSpec, 'frames'> {
  id: WorkloadId;
  frames: Uint8Array[];
}

export const WORKLOADS: Record<WorkloadId, WorkloadSpec>;
export function generate(id: WorkloadId): Uint8Array[];
export function load(id: WorkloadId): Workload;
