import { describe, expect, it } from 'vitest';
import type { MadeFile } from '../pipeline/protocol.ts';
import { describeOutput, describeTarget, describeTried, framesPerSecond, presetTargetLabel } from './target-words.ts';

const file = (over: Partial<MadeFile>): MadeFile => ({
  kind: 'file', bytes: new ArrayBuffer(253_952), mime: 'image/gif', width: 128, height: 128, frameCount: 40, delaysMs: Array(40).fill(50),
  truncated: false, encoder: 'gifenc', fit: null, target: null, timeline: null, ...over,
});

describe('target words', () => {
  it('says what the made file gave up, against the limit', () => {
    const fit = { limitBytes: 262144, encodes: 3, quality: 100, colors: 127, scale: 1, frameStep: 1, lossy: 0, fromFps: 20 };
    const target = { name: 'Discord emoji', platformId: 'discord', maxBytes: 262144, maxFrames: null, clipFrames: null, minSide: 32 };
    expect(describeOutput(file({ fit, target }))).toBe('127 colours · 20 fps · 128×128 · 248 KiB of 256 KiB');
  });

  it('leaves out colours and the limit when neither applied, and fps for a still', () => {
    expect(describeOutput(file({ frameCount: 1, delaysMs: [], mime: 'image/png' }))).toBe('128×128 · 248 KiB');
  });

  it('gives fractional frame rates one decimal', () => {
    expect(framesPerSecond({ frameCount: 3, delaysMs: [70, 70, 60] })).toBe(15);
    expect(framesPerSecond({ frameCount: 2, delaysMs: [80, 80] })).toBe(12.5);
  });

  it("names the preset's platform and its rules in the limit select", () => {
    expect(presetTargetLabel({ presetId: 'slack', format: 'gif', size: { width: 128, height: 128 }, encodeOptions: { gifOptions: { filesizeLimitIndex: 0 } } }))
      .toBe("Preset's platform (Slack: 128 KB, 50 frames)");
    expect(presetTargetLabel({ presetId: 'custom', format: 'gif', size: { width: 128, height: 128 }, encodeOptions: { gifOptions: { filesizeLimitIndex: 0 } } }))
      .toBe("Preset's platform (none for this preset)");
    expect(describeTarget({ name: 'Custom limit', platformId: null, maxBytes: null, maxFrames: null, clipFrames: null, minSide: 16 })).toBe('Custom limit');
  });
});

describe('describeTried', () => {
  it('says the palette, frame rate, size and bytes against the limit', () => {
    expect(describeTried({ colors: 16, delaysCs: Array(20).fill(10), width: 112, height: 112, bytes: 301 * 1024, limitBytes: 256 * 1024 })).toBe(
      'tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB',
    );
  });

  it('leaves out the palette when not reduced and the frame rate of a still image', () => {
    expect(describeTried({ delaysCs: [], width: 72, height: 72, bytes: 30_000, limitBytes: 25_600 })).toBe('tried 72×72: 29 KiB of 25 KiB');
    expect(describeTried({ colors: 1, delaysCs: [5], width: 16, height: 16, bytes: 90, limitBytes: null })).toBe('tried 1 colour · 16×16: 90 B');
  });

  it('gives whole frame rates when near one, else one decimal', () => {
    const fpsOf = (delaysCs: number[]) => framesPerSecond({ frameCount: delaysCs.length, delaysMs: delaysCs.map((cs) => cs * 10) });
    expect(fpsOf([3, 3, 4])).toBe(30);
    expect(fpsOf([7, 7, 7])).toBe(14.3);
    expect(fpsOf([])).toBe(0);
  });
});
