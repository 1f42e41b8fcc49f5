/**
 * Issue 34 item 4: a Discord sticker of a photograph keeps its hues. The bench's photo workload
 * (W3: a photograph panned, zoomed and rotated) at the sticker's 320×320, fitted by the worker's own
 * APNG fit to the sticker's rules, decoded by UPNG, each source frame against the file's frame on
 * screen at its moment: mean ΔE00 ≤ 3. The input is W3's first 5 s at 5 fps, where the fit of the
 * whole 25 fps workload settles (16 colours, every 5th frame: 421,438 B, ΔE00 2.90 with this
 * palette, 3.16 with UPNG's) after 18 encodes and 100 s: the same file for a twelfth of the time.
 */
import { describe, expect, it } from 'vitest';
import UPNG from 'upng-js';
import { fitApng } from './fit-apng.ts';
import { collapseMsRepeats } from '../shared/ms-frames.ts';
import { platformTarget } from '../../web/platforms/platform-target.ts';
import { load } from '../../scripts/bench/workloads.mjs';
import { workloadAtSize } from '../../scripts/bench/workload-at-size.ts';
import { matchFramesByTime } from '../../scripts/bench/match-frames.ts';
import { meanDeltaE00 } from '../../tests/support/delta-e00.ts';

const SIDE = 320;
/** Every 5th frame: W3's 25 fps to the 5 fps the fit reaches. */
const STEP = 5;

describe('the APNG sticker of a photograph', () => {
  it('keeps its hues under the Discord sticker rules: mean ΔE00 ≤ 3 against the source', async () => {
    const w3 = load('W3');
    const target = platformTarget('discord-sticker', { width: SIDE, height: SIDE }, 'apng');
    const played = Math.floor(target.maxDurationMs! / w3.delayMs);
    const source = workloadAtSize({ ...w3, frames: w3.frames.slice(0, played).filter((_, i) => i % STEP === 0) }, SIDE, SIDE);
    const delayMs = w3.delayMs * STEP;
    const input = {
      width: SIDE, height: SIDE,
      frames: source.frames.map((f) => new Uint8ClampedArray(f.buffer, f.byteOffset, f.length)),
      delaysMs: source.frames.map(() => delayMs),
    };
    const fitted = await fitApng(collapseMsRepeats(input), { limitBytes: target.maxBytes, maxDurationMs: target.maxDurationMs, minSide: target.minSide });
    expect(fitted.bytes.length).toBeLessThanOrEqual(target.maxBytes!);
    const image = UPNG.decode(fitted.bytes.slice().buffer);
    expect([image.width, image.height]).toEqual([SIDE, SIDE]);
    const made = UPNG.toRGBA8(image).map((frame) => new Uint8Array(frame));
    const matches = matchFramesByTime(source.frames.map(() => delayMs), image.frames.map((frame) => frame.delay / 10));
    const mean = source.frames.reduce((sum, frame, f) => sum + meanDeltaE00(frame, made[matches[f]]).mean, 0) / source.frames.length;
    console.info(`W3 sticker: ${fitted.bytes.length} B, ${fitted.report.colors || 'lossless'} colours, every ${fitted.report.frameStep} frames, scale ${fitted.report.scale.toFixed(2)}, mean ΔE00 ${mean.toFixed(2)}`);
    expect(mean).toBeLessThanOrEqual(3);
  }, 120_000);
});
