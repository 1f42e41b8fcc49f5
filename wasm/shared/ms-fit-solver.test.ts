import { describe, expect, it } from 'vitest';
import { aimedScale, solveMsFit, type BestSetting, type MsFitFormat } from './ms-fit-solver.ts';
import type { MsFrames } from './ms-frames.ts';

/** 12 frames of 64×64 at 20 ms (50 fps: frame steps up to 5 keep 10 fps). */
const input = (): MsFrames => ({ width: 64, height: 64, frames: Array.from({ length: 12 }, (_, i) => new Uint8ClampedArray(64 * 64 * 4).fill(i)), delaysMs: Array(12).fill(20) });

/** A format whose lowest setting makes bytes in proportion to pixels times frames, and which logs what it was asked. */
function format(limit: number, options: Partial<MsFitFormat<MsFrames, string>> = {}) {
  const asked: string[] = [];
  const best = async (frames: MsFrames): Promise<BestSetting<string>> => {
    const bytes = frames.width * frames.height * frames.frames.length;
    asked.push(`${frames.frames.length}@${frames.width}`);
    return bytes <= limit ? { fit: `${bytes} B` } : { fit: null, lowBytes: bytes };
  };
  const spec: MsFitFormat<MsFrames, string> = { limit, minSide: 16, best, plainOver: false, skipFarSteps: false, scaleTries: 3, nextScale: aimedScale(limit, 0.92), ...options };
  return { spec, asked };
}

describe('solveMsFit', () => {
  it("tries the format's setting at every frame first, then fewer frames, then a smaller size", async () => {
    const byFrames = format(64 * 64 * 6);
    expect(await solveMsFit(input(), byFrames.spec)).toMatchObject({ step: 2, scale: 1, setting: '24576 B' });
    expect(byFrames.asked).toEqual(['12@64', '6@64']);
    const bySize = format(64 * 64);
    const solved = await solveMsFit(input(), bySize.spec);
    expect(solved).toMatchObject({ step: 5 });
    expect(solved!.scale).toBeLessThan(1);
    expect(bySize.asked.slice(0, 5)).toEqual(['12@64', '6@64', '4@64', '3@64', '3@64']);
  });

  it('keeps every frame and shrinks when the flash check refuses a drop, and skips steps predicted far over', async () => {
    const refused = format(64 * 64 * 3, { framesMayDrop: () => false });
    const solved = await solveMsFit(input(), refused.spec);
    expect(solved).toMatchObject({ step: 1 });
    expect(solved!.frames.frames).toHaveLength(12);
    expect(refused.asked[0]).toBe('12@64');
    const skipping = format(64 * 64 * 3, { skipFarSteps: true });
    await solveMsFit(input(), skipping.spec);
    // 12 frames' bytes say steps of 2 and 3 frames are still far over: straight to a step of 4 (3 frames).
    expect(skipping.asked.slice(0, 2)).toEqual(['12@64', '3@64']);
  });

  it('ends with the last resort at the smallest size, and null when nothing fits', async () => {
    const last = format(1, { lastResort: async (smallest) => `last resort at ${smallest.width}` });
    expect(await solveMsFit(input(), last.spec)).toMatchObject({ setting: 'last resort at 16', scale: 0.25 });
    expect(await solveMsFit(input(), format(1).spec)).toBeNull();
  });

  it('where size cannot give way, ends a run after one encode at its floor when even that is over, and predicts steps from it', async () => {
    const floors: number[] = [];
    const floor = async (frames: MsFrames) => {
      floors.push(frames.frames.length);
      return frames.width * frames.height * frames.frames.length;
    };
    const hopeless = format(64 * 64 * 2, { minSide: 64, floor });
    expect(await solveMsFit(input(), hopeless.spec)).toBeNull();
    expect(floors, 'one floor encode, at the most frames dropped (every 5th: 3 frames)').toEqual([3]);
    expect(hopeless.asked, 'no encode of the run itself').toEqual([]);
    const fits = format(64 * 64 * 3, { minSide: 64, floor, skipFarSteps: true });
    expect(await solveMsFit(input(), fits.spec)).toMatchObject({ step: 4, scale: 1 });
    // Step 1 is always tried; steps 2 and 3 are predicted from the floor to be far over.
    expect(fits.asked).toEqual(['12@64', '3@64']);
    const shrinkable = format(64 * 64 * 2, { minSide: 16, floor: async () => Infinity });
    expect(await solveMsFit(input(), shrinkable.spec), 'a size that can give way is not judged by the floor').not.toBeNull();
  });
});

