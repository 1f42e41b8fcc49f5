import type { AnimationFrame } from '../pipeline/protocol.ts';
import { BROWSER_SLOW_DELAY_MS, DEFAULT_FRAME_MS, MIN_BROWSER_DELAY_MS } from '../limits.ts';

/**
 * How long an input frame shows, as browsers play it (DESIGN section 2): in an animation a delay
 * under MIN_BROWSER_DELAY_MS (0 and 1 cs in a GIF) plays as BROWSER_SLOW_DELAY_MS; a still image has
 * no timing of its own and gets DEFAULT_FRAME_MS whatever its header says.
 */
export function normaliseFrameDelay(delayMs: number | null, frameCount: number): number {
  if (frameCount <= 1) return DEFAULT_FRAME_MS;
  if (delayMs === null || !Number.isFinite(delayMs) || delayMs < MIN_BROWSER_DELAY_MS) return BROWSER_SLOW_DELAY_MS;
  return delayMs;
}

/** frameEndTimes[i] = the sum of msDuration over frames 0..i. */
export function computeFrameEndTimes(frames: readonly Pick<AnimationFrame, 'msDuration'>[]): number[] {
  let end = 0;
  return frames.map((frame) => (end += frame.msDuration));
}
