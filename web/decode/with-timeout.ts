/** How long one decoding step (a read, a frame, a bitmap) may take before the input is given up on. */
export const DECODE_STEP_TIMEOUT_MS = 20_000;

/** The rejection of a step that took longer than its time limit. */
export class TimeoutError extends Error {
  constructor(step: string) {
    super(`${step} timed out`);
    this.name = 'TimeoutError';
  }
}

/**
 * The promise, or a TimeoutError after `ms`. A value that arrives after the timeout is handed to
 * `releaseLate` (close the bitmap or frame) so a slow decoder cannot leak it.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  step: string,
  releaseLate?: (value: T) => void,
  ms = DECODE_STEP_TIMEOUT_MS,
): Promise<T> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new TimeoutError(step));
    }, ms);
  });
  const settled = promise.then((value) => {
    if (timedOut) releaseLate?.(value);
    return value;
  });
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}
