/** The anchors' byte-limit loop: bisect one integer knob for the largest value whose file fits. */

/** Outcome of a bisection: the best fitting file, or null when even the lowest knob is over. */
export interface BisectResult {
  knob: number;
  bytes: Uint8Array | null;
  encodes: number;
}

/**
 * Finds the largest knob in [lo, hi] whose encode is at most `limit` bytes, assuming size grows
 * with the knob (gifenc colours, gifski quality). Tries `hi` first: often it already fits.
 */
export async function bisectKnob(
  lo: number,
  hi: number,
  limit: number,
  encode: (knob: number) => Uint8Array | Promise<Uint8Array>,
): Promise<BisectResult> {
  let encodes = 0;
  let best: BisectResult = { knob: lo, bytes: null, encodes: 0 };
  const fits = async (knob: number) => {
    encodes++;
    const bytes = await encode(knob);
    if (bytes.length > limit) return false;
    best = { knob, bytes, encodes: 0 };
    return true;
  };
  if (!(await fits(hi))) {
    let [low, high] = [lo, hi - 1];
    while (low <= high) {
      const mid = Math.ceil((low + high) / 2);
      if (await fits(mid)) low = mid + 1;
      else high = mid - 1;
    }
  }
  return { ...best, encodes };
}
