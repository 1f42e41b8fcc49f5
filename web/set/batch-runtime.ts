/** What "Apply to many files" shows while it runs and after (issue 35 item 3). */
import { proxy } from 'valtio';

/** One file of the batch: waiting, being made, kept under its code, or not kept and why. */
export interface BatchRow {
  filename: string;
  state: 'waiting' | 'working' | 'kept' | 'failed';
  code: string | null;
  reason: string | null;
}

export interface BatchRuntime {
  /** 'cancelling': Cancel was pressed and the file in flight is settling (it may still be kept); 'cancelled' once it has. */
  phase: 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled';
  rows: BatchRow[];
}

export const batchRuntime = proxy<BatchRuntime>({ phase: 'idle', rows: [] });
