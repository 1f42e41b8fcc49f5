/** A job's failure as the result the page shows: an SPEC encoding outcome, never a raw exception. */
import { ENCODE_ERRORS } from '../../messages.ts';
import type { MakeResult } from '../protocol.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';

/** The error result for anything a job threw; out-of-memory RangeErrors become 'web worker out of memory'. */
export function toErrorResult(error: unknown): MakeResult {
  if (error instanceof PipelineError) return { kind: 'error', code: error.code, detail: error.detail };
  if (error instanceof RangeError) return { kind: 'error', code: ENCODE_ERRORS.workerOutOfMemory, detail: error.message };
  console.error('pipeline failure', error);
  return { kind: 'error', code: ENCODE_ERRORS.gif, detail: String(error) };
}
