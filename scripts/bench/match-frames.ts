/** Pairs source frames with the output frames a player shows at the same moment. */

/**
 * For each source frame, the index of the output frame on screen at the middle of that
 * source frame's interval. Handles outputs that dropped or merged frames (fit loop, gifski), and
 * looping outputs that wrote a loop repeating within the source's once (repeat-period.ts): when
 * the output is at most two thirds of the source's length, time wraps round the output's loop.
 */
export function matchFramesByTime(sourceDelaysMs: number[], outputDelaysCs: number[]): number[] {
  const ends: number[] = [];
  let total = 0;
  for (const cs of outputDelaysCs) ends.push((total += cs * 10));
  const matches: number[] = [];
  const wraps = sourceDelaysMs.reduce((sum, ms) => sum + ms, 0) >= 1.5 * total && total > 0;
  let start = 0;
  for (const ms of sourceDelaysMs) {
    const middle = wraps ? (start + ms / 2) % total : start + ms / 2;
    let j = 0;
    while (j < ends.length - 1 && ends[j] <= middle) j++;
    matches.push(j);
    start += ms;
  }
  return matches;
}
