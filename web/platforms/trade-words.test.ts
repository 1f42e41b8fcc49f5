import { describe, expect, it } from 'vitest';
import type { MadeFile } from '../pipeline/protocol.ts';
import { describeFileRate, describeTrade } from './trade-words.ts';

const slack = { name: 'Slack', platformId: 'slack', maxBytes: 131072, maxFrames: 50, clipFrames: 50, minSide: 16 };
const file = (over: Partial<MadeFile>): MadeFile => ({
  kind: 'file', bytes: new ArrayBuffer(130_000), mime: 'image/gif', width: 128, height: 128, frameCount: 30, delaysMs: Array(30).fill(70),
  truncated: false, encoder: 'gifenc', fit: null, target: null, timeline: null, ...over,
});
const fit = { limitBytes: 131072, encodes: 5, quality: 100, colors: 48, scale: 1, frameStep: 1, lossy: 0, fromFps: 20 };

describe('describeTrade', () => {
  it("says what was reduced, from what, to fit which platform's limit", () => {
    expect(describeTrade(file({ fit: { ...fit, frameStep: 2, fromFps: 30 }, target: slack, delaysMs: Array(30).fill(70) }))).toBe(
      "Reduced to 48 colours (from 255) and 14.3 fps (from 30) to fit Slack's 128 KiB.",
    );
  });

  it('says when and how much lossy compression was used, and the dithering', () => {
    expect(describeTrade(file({ fit: { ...fit, lossy: 6 }, target: { ...slack, platformId: null, name: 'Custom limit' }, dither: 'ordered' }))).toBe(
      'Reduced to 48 colours (from 255) to fit 128 KiB, with lossy compression (colours moved by up to 6 levels). Drawn with ordered dithering.',
    );
  });

  it('says how much lossy compression a file written without a fit used', () => {
    expect(describeTrade(file({ lossy: 2.5 }))).toBe('Written with lossy compression (colours moved by up to 2.5 levels).');
  });

  it('says when the loop is written once, and nothing when nothing was traded', () => {
    expect(describeTrade(file({ loopRepeats: 2 }))).toBe('The loop repeats itself 2×, so the file holds it once.');
    expect(describeTrade(file({}))).toBeNull();
  });
});

describe('describeFileRate', () => {
  it('says the rate the file runs at when it is not the one set', () => {
    expect(describeFileRate({ frameCount: 3, delaysMs: [100, 100, 100] }, 50)).toBe('the file runs at 10 fps');
    expect(describeFileRate({ frameCount: 3, delaysMs: [30, 30, 30] }, 30)).toBe('the file runs at 33.3 fps');
    expect(describeFileRate({ frameCount: 3, delaysMs: [50, 50, 50] }, 50)).toBeNull();
  });
});
