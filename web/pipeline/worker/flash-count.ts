/**
 * Counting flashes (WCAG 2.3.1 general flash threshold, and its red flash threshold) in a series
 * of cell values: relative luminance, or saturated red.
 *
 * A cell *changes* when its luminance has moved at least 0.1 away from its last extreme, the
 * other way from its previous change, and the darker of the two states is below 0.8 (saturated
 * red: more than 20 of WCAG's (R − G − B) × 320, whatever the brightness). A change
 * counts only when cells covering at least a quarter of the area change the same way at the same
 * frame: WCAG combines the area of flashes that happen together, so edges of a spinning gear or a
 * shaking face, changing at different moments, are motion rather than a flash. Changes of one
 * cell alternate, and two of them make a flash: in a one-second window a cell flashes
 * floor(changes / 2) times, and the emote flashes k times when cells covering at least a quarter
 * of its area each flash k times or more in that window.
 */

/** What a change of a cell's value is: how far it must move, and below what the lower state must be. */
export interface FlashRule {
  change: number;
  lowerBelow: number;
}

/** WCAG's general flash: relative luminance moving 0.1, the darker state below 0.8. */
export const LUMINANCE_FLASH: FlashRule = { change: 0.1, lowerBelow: 0.8 };
/** WCAG's red flash: saturated red ((R − G − B) × 320) moving more than 20, at any brightness. */
export const RED_FLASH: FlashRule = { change: 20 + 1e-9, lowerBelow: Infinity };
/** Share of the emote's area that must flash. */
export const FLASH_AREA = 0.25;
/** The window flashes are counted in. */
export const FLASH_WINDOW_MS = 1000;

/** A timeline of cell luminances: frame f shows `cells[f]` from `startsMs[f]` until the next start (or `endMs`). */
export interface CellTimeline {
  cells: Float64Array[];
  startsMs: number[];
  endMs: number;
  /** Each cell's share of the area. */
  share: Float64Array;
  /** The animation repeats forever; when false it plays once and holds its last frame. */
  loop: boolean;
}

/** The worst one-second window: how many flashes, and where it starts and ends (ms from the first frame). */
export interface WorstFlashing {
  flashes: number;
  fromMs: number;
  toMs: number;
}

/** One change of one cell: when, and which way (+1 brighter, -1 darker). */
interface Change {
  time: number;
  direction: 1 | -1;
}

/** Every change of one cell along frame values shown at the given times. */
function cellChanges(values: number[], times: number[], rule: FlashRule): Change[] {
  const out: Change[] = [];
  let direction = 0;
  let low = values[0];
  let high = values[0];
  for (let f = 1; f < values.length; f++) {
    const v = values[f];
    const rises = v - low >= rule.change && low < rule.lowerBelow;
    const falls = high - v >= rule.change && v < rule.lowerBelow;
    if (direction <= 0 && rises) {
      out.push({ time: times[f], direction: 1 });
      direction = 1;
      low = high = v;
    } else if (direction >= 0 && falls) {
      out.push({ time: times[f], direction: -1 });
      direction = -1;
      low = high = v;
    } else {
      // Follow the extreme in the current direction; before the first change, both.
      if (direction >= 0) high = Math.max(high, v);
      if (direction <= 0) low = Math.min(low, v);
    }
  }
  return out;
}

/**
 * The frames played in order with their start times. A looping animation is unrolled over two
 * loops plus a second: the first loop lets every cell settle on its extremes, and windows start
 * in the second.
 */
function unroll(timeline: CellTimeline) {
  const loopMs = timeline.endMs;
  const repeats = timeline.loop && loopMs > 0 ? 2 + Math.ceil(FLASH_WINDOW_MS / loopMs) : 1;
  const frames: number[] = [];
  const times: number[] = [];
  for (let r = 0; r < repeats; r++) {
    timeline.startsMs.forEach((start, f) => {
      frames.push(f);
      times.push(r * loopMs + start);
    });
  }
  const windowsFrom = timeline.loop && loopMs > 0 ? loopMs : 0;
  const windowsTo = timeline.loop && loopMs > 0 ? 2 * loopMs : timeline.endMs;
  return { frames, times, windowsFrom, windowsTo };
}

/** Index of the first time ≥ t in ascending `times`. */
function lowerBound(times: number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Flashes in [from, from + 1 s) reached by cells covering at least FLASH_AREA. */
function flashesInWindow(changes: number[][], share: Float64Array, from: number): number {
  const perCell = changes.map((times, cell) => ({
    flashes: Math.floor((lowerBound(times, from + FLASH_WINDOW_MS) - lowerBound(times, from)) / 2),
    share: share[cell],
  }));
  perCell.sort((a, b) => b.flashes - a.flashes);
  let covered = 0;
  for (const { flashes, share: s } of perCell) {
    covered += s;
    if (covered >= FLASH_AREA - 1e-9) return flashes;
  }
  return 0;
}

/** Each cell's change times, keeping only changes a quarter of the area makes the same way at the same moment. */
function concurrentOnly(all: Change[][], share: Float64Array): number[][] {
  const together = new Map<string, number>();
  const key = (c: Change) => `${c.time}:${c.direction}`;
  all.forEach((changes, cell) => changes.forEach((c) => together.set(key(c), (together.get(key(c)) ?? 0) + share[cell])));
  return all.map((changes) => changes.filter((c) => together.get(key(c))! >= FLASH_AREA - 1e-9).map((c) => c.time));
}

/** The one-second window with the most flashes over a quarter of the area, or null when nothing flashes. */
export function findWorstFlashing(timeline: CellTimeline, rule: FlashRule = LUMINANCE_FLASH): WorstFlashing | null {
  if (timeline.cells.length < 2) return null;
  const { frames, times, windowsFrom, windowsTo } = unroll(timeline);
  const cellCount = timeline.share.length;
  const all = Array.from({ length: cellCount }, (_, c) =>
    cellChanges(
      frames.map((f) => timeline.cells[f][c]),
      times,
      rule,
    ),
  );
  const changes = concurrentOnly(all, timeline.share);
  // A window's count only changes where a change enters it, so windows starting at changes are enough.
  const starts = [...new Set(changes.flat())].filter((t) => t >= windowsFrom && t < windowsTo).sort((a, b) => a - b);
  let worst: WorstFlashing | null = null;
  for (const start of starts) {
    const flashes = flashesInWindow(changes, timeline.share, start);
    if (flashes > 0 && (!worst || flashes > worst.flashes)) worst = { flashes, fromMs: start - windowsFrom, toMs: start - windowsFrom + FLASH_WINDOW_MS };
  }
  return worst;
}
