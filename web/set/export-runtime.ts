/** What "Download the set" shows while it runs and after (issue 35 item 4). */
import { proxy } from 'valtio';

/** One kept emote's part of the export. */
export interface ExportRow {
  code: string;
  state: 'waiting' | 'working' | 'done' | 'failed';
  /** Files finished (made or left out) of `total`. */
  settled: number;
  total: number;
  /** Files made and checked; files left out. */
  made: number;
  leftOut: number;
  /** Why the emote could not be made at all. */
  reason: string | null;
}

export interface ExportRuntime {
  phase: 'idle' | 'running' | 'ready' | 'stopped';
  rows: ExportRow[];
  /** The ZIP made, offered again by its link. */
  zip: { url: string; name: string; bytes: number } | null;
  /** Time the export took, ms (the last one). */
  elapsedMs: number | null;
  notice: string | null;
}

export const exportRuntime = proxy<ExportRuntime>({ phase: 'idle', rows: [], zip: null, elapsedMs: null, notice: null });
