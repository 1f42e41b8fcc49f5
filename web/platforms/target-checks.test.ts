import { describe, expect, it } from 'vitest';
import type { EncodeTarget } from '../pipeline/protocol.ts';
import { targetProblems } from './target-checks.ts';
import { platformTarget } from './platform-target.ts';

const gif = (width: number, height: number, frames: number, bytes: number) => ({ format: 'gif' as const, width, height, frames, bytes });

describe('targetProblems', () => {
  it('passes a file that meets every rule of its platform', () => {
    expect(targetProblems(platformTarget('slack', { width: 128, height: 128 }, 'gif'), gif(128, 128, 50, 128_000))).toEqual([]);
  });

  it("holds a hand-picked BTTV target to BTTV's 112×112, whatever the bytes", () => {
    const bttv = platformTarget('bttv', { width: 128, height: 128 }, 'gif');
    expect(targetProblems(bttv, gif(128, 128, 20, 90_000))).toEqual(['size: 128×128 is not 112 px high and 112 to 336 px wide']);
  });

  it("adds the target's own byte limit when stricter than the platform's, and a custom frame cap", () => {
    const manual = platformTarget('twitch', { width: 112, height: 112 }, 'gif', { bytes: 512_000, name: 'Twitch manual upload' });
    expect(targetProblems(manual, gif(112, 112, 20, 600_000))).toEqual(["bytes: 600,000 is over Twitch manual upload's 512,000 byte limit"]);
    const custom: EncodeTarget = { name: 'Custom limit', platformId: null, maxBytes: 1000, maxFrames: 10, clipFrames: null, minSide: 16 };
    expect(targetProblems(custom, gif(40, 40, 12, 900))).toEqual(["frames: 12 is more than Custom limit's 10"]);
  });

  it("names a platform's own frame cap once", () => {
    expect(targetProblems(platformTarget('slack', { width: 128, height: 128 }, 'gif'), gif(128, 128, 51, 1000))).toEqual(['frames: 51 is more than 50']);
  });
});
