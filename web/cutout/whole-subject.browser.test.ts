/**
 * How long the passes after the model take on a 448² frame in Chromium (issue 33 item 5: each
 * ≤ 30 ms). Logged like the bench, not asserted: a shared 2-core machine's timings vary too much
 * to fail a test on, and the log is what the issue asks for.
 */
import { describe, expect, it } from 'vitest';
import { dropSpecks } from './drop-specks.ts';
import { fillHoles } from './fill-holes.ts';
import { floodBackdrop } from './flood-backdrop.ts';

const SIDE = 448;

/** A textured backdrop with an orange subject that has an eye, a donut-like opening and 40 specks around it; the mask as a model might give it. */
function frameAndMask() {
  const rgba = new Uint8ClampedArray(SIDE * SIDE * 4);
  const mask = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const p = y * SIDE + x;
      const d = Math.hypot(x - 224, y - 240);
      const subject = d < 150 && Math.hypot(x - 260, y - 280) > 40;
      const eye = Math.hypot(x - 180, y - 200) < 12;
      const speck = x % 56 < 3 && y % 56 < 3 && d > 160;
      rgba.set(subject && !eye ? [230, 140, 40, 255] : [90 + ((x * 7 + y * 13) % 60), 110, 80 + (y % 50), 255], p * 4);
      mask[p] = (subject && !eye) || speck ? 255 : d < 152 && d >= 150 ? 100 : 0;
    }
  }
  return { rgba, mask };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];

function time(run: () => void, rounds = 9) {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

describe('the passes after the model on a 448² frame', () => {
  it('logs the median ms of the hole fill, the speck drop and the backdrop flood fill', () => {
    const { rgba, mask } = frameAndMask();
    let filled = { filled: 0, open: 0 };
    let dropped = 0;
    const fillMs = time(() => (filled = fillHoles(mask.slice(), rgba, SIDE, SIDE)));
    const dropMs = time(() => (dropped = dropSpecks(mask.slice(), SIDE, SIDE)));
    const floodMs = time(() => floodBackdrop(rgba, SIDE, SIDE, 12));
    console.info(`448² frame, median of 9 in Chromium: hole fill ${fillMs.toFixed(1)} ms, speck drop ${dropMs.toFixed(1)} ms, backdrop flood fill ${floodMs.toFixed(1)} ms`);
    // The frame is what the passes were timed on: the eye filled, the opening kept, the specks gone.
    expect(filled).toEqual({ filled: 1, open: 1 });
    expect(dropped).toBeGreaterThan(20);
  });
});
