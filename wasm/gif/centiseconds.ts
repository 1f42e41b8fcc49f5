/** GIF delays are whole centiseconds; this turns millisecond delays into them without drift. */

/**
 * The shortest delay written. Browsers play 0 and 1 cs as 10 cs (Chromium, Firefox and
 * Safari all clamp; see https://bugzilla.mozilla.org/show_bug.cgi?id=232769), so a faster
 * frame would play five times slower; 2 cs (50 fps) is the fastest that plays as written.
 */
export const MIN_DELAY_CS = 2;

/**
 * Whole-centisecond delays whose running total tracks the running total of `delaysMs`:
 * each frame's rounding error is carried to the next, so 30 ms stays 3 cs and 33 ms
 * plays as 3,4,3,3,4… instead of drifting. Delays are at least MIN_DELAY_CS; time added
 * by that floor is taken back from the following longer frames, keeping the loop's length.
 */
export function toCentiseconds(delaysMs: number[]): number[] {
  let wantedMs = 0;
  let writtenCs = 0;
  return delaysMs.map((ms) => {
    wantedMs += Math.max(0, ms);
    const cs = Math.max(MIN_DELAY_CS, Math.round(wantedMs / 10) - writtenCs);
    writtenCs += cs;
    return cs;
  });
}
