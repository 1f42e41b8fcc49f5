/** What the all-platforms pack shows while it is made and after: each file's state, and the ZIP. */
import { proxy } from 'valtio';
import type { JobProgress } from '../../pipeline/protocol.ts';
import type { PackEntry } from '../../pack/pack-plan.ts';

/** Where one file of the pack is. */
export type PackFileStatus =
  | { state: 'waiting' }
  | { state: 'working'; progress: JobProgress }
  | { state: 'done'; bytes: number; frames: number; passed: readonly string[] }
  | { state: 'left-out'; reason: string };

export interface PackRow {
  entry: PackEntry;
  status: PackFileStatus;
}

/** The ZIP made, offered again by its link. */
export interface PackZip {
  /** Object URL of the ZIP; revoked when the pack is cleared. */
  url: string;
  name: string;
  bytes: number;
}

export interface PackRuntime {
  /** idle: no pack yet (or cleared); packing; ready: the ZIP was made; stopped: cancelled, or nothing could be made. */
  phase: 'idle' | 'packing' | 'ready' | 'stopped';
  rows: PackRow[];
  zip: PackZip | null;
  /** Why the pack stopped, for the visitor. */
  notice: string | null;
}

export const packRuntime = proxy<PackRuntime>({ phase: 'idle', rows: [], zip: null, notice: null });
