/** Pairs source frames with the output frames a player shows at the same moment. */

/**
 * For each source frame, the index of the output frame on screen at the middle of that
 * source frame's interval. Handles outputs that dropped or merged frames (fit loop, gifski).
 */
export function matchFramesByTime(sourceDelaysMs: number[], outputDelaysCs: number[]): number[] {
  const ends: number[] = [];
  let total = 0;
  for (const cs of outputDelaysCs) ends.push((total += cs * 10));
  const matches: number[] = [];
  let start = 0;
  let j = 0;
  for (const ms of sourceDelaysMs) {
    const middle = start + ms / 2;
    while (j < ends.length - 1 && ends[j] <= middle) j++;
    matches.push(j);
    start += ms;
  }
  return matches;
}
