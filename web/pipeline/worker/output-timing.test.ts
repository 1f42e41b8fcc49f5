import { describe, expect, it } from 'vitest';
import { sampleFramesEvenly, clipWindow, frameIndexAt, inputTimeAt, keptFrameTime, keptStartFrame, orderFrames, planOutputTiming } from './output-timing.ts';

const shape = ({ frameCount, frameMs, truncated }: ReturnType<typeof planOutputTiming>) => ({ frameCount, frameMs, truncated });

describe('planOutputTiming', () => {
  it('uses the effect loop alone for a still input', () => {
    expect(shape(planOutputTiming({ frameCount: 20, frameMs: 50 }, []))).toEqual({ frameCount: 20, frameMs: 50, truncated: false });
  });

  it('extends the loop to the common period of the effect and an animated input', () => {
    // 1000 ms effect, 900 ms input (30 frames of 30 ms): both loop seamlessly after 9 s.
    expect(shape(planOutputTiming({ frameCount: 20, frameMs: 50 }, [900]))).toEqual({ frameCount: 180, frameMs: 50, truncated: false });
  });

  it('falls back to whole effect loops covering the input when the common period is too long', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [1010]);
    expect(shape(plan)).toEqual({ frameCount: 40, frameMs: 50, truncated: false });
  });

  it('stops at 1200 frames and marks the output truncated', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [100_010]);
    expect(plan.frameCount).toBe(1200);
    expect(plan.truncated).toBe(true);
    expect(plan.keptFrames).toBe(1200);
  });

  it('cuts a long input to whole effect loops that fit a frame cap at 12.5 fps or faster', () => {
    // A minute-long input under Slack's 50 frames: 50 × 80 ms = 4 s, four 1-s jam loops.
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [60_000], { maxFrames: 50 });
    expect(plan.loopMs).toBe(4000);
    expect(plan.frameCount).toBe(80);
    expect(plan.keptFrames).toBe(50);
    expect(plan.windows).toEqual([{ startMs: 0, lengthMs: 4000 }]);
    expect(plan.truncated).toBe(false);
  });

  it('samples a loop that fits the cap in length but not in frames evenly, keeping its length', () => {
    // 3 s at 50 ms is 60 frames; Slack keeps 50 of them, 60 ms apart.
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [3000], { maxFrames: 50 });
    expect(plan.loopMs).toBe(3000);
    expect(plan.keptFrames).toBe(50);
    expect(keptFrameTime(plan, 1)).toBe(60);
    expect(keptFrameTime(plan, 49)).toBe(2940);
  });

  it('cuts a long input to what the byte budget holds when that is fewer frames than the cap', () => {
    // Discord: no frame cap, 256 KB holds about 53 full-colour 128×128 frames: 4 s at 12.5 fps.
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [26_000], { maxFrames: null, clipFrames: 53 });
    expect(plan.loopMs).toBe(4000);
    expect(plan.keptFrames).toBe(80);
  });

  it("cuts to the most whole effect loops within a platform's longest loop, even a clip asked longer", () => {
    // Telegram's 3 s: a 7 s input under a 1.2 s effect plays two effect loops, 2.4 s.
    const plan = planOutputTiming({ frameCount: 24, frameMs: 50 }, [7000], { clip: { startMs: 0, lengthMs: 7000, speed: 1 }, maxDurationMs: 3000 });
    expect(plan.loopMs).toBe(2400);
    expect(plan.windows).toEqual([{ startMs: 0, lengthMs: 2400 }]);
  });

  it("cuts a long input's automatic length to the target's longest duration in whole effect loops (a Discord sticker plays at most 5 s)", () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [26_000], { maxFrames: null, clipFrames: 400, maxDurationMs: 5000 });
    expect(plan.loopMs).toBe(5000);
    expect(plan.windows[0].lengthMs).toBe(5000);
    expect(planOutputTiming({ frameCount: 20, frameMs: 50 }, [26_000], { maxFrames: null, clipFrames: 400, maxDurationMs: 4500 }).loopMs).toBe(4000);
    // A chosen length longer than the rule is cut too (the rule is the platform's, not a budget the fit trades).
    const chosen = planOutputTiming({ frameCount: 20, frameMs: 50 }, [26_000], { clip: { startMs: 0, lengthMs: 8000, speed: 1 }, maxDurationMs: 5000 });
    expect(chosen.loopMs).toBe(5000);
  });

  it('keeps one effect loop longer than the longest loop whole: the encode cuts it', () => {
    const plan = planOutputTiming({ frameCount: 80, frameMs: 50 }, [], { maxDurationMs: 3000 });
    expect(plan.loopMs).toBe(4000);
  });

  it('leaves a loop under the cap alone', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [900], { maxFrames: 1000 });
    expect(plan.keptFrames).toBe(plan.frameCount);
    expect(keptFrameTime(plan, 3)).toBe(150);
  });

  it('plays the chosen part of an input at the chosen speed', () => {
    const clip = { startMs: 10_000, lengthMs: 4000, speed: 2 };
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [60_000], { clip });
    // 4 s of input at double speed is a 2 s loop.
    expect(plan.loopMs).toBe(2000);
    expect(plan.windows[0]).toEqual({ startMs: 10_000, lengthMs: 4000 });
    expect(inputTimeAt(plan.windows[0], plan.speed, 500)).toBe(11_000);
    expect(inputTimeAt(plan.windows[0], plan.speed, 2000)).toBe(10_000);
  });

  it('keeps a clip inside the input', () => {
    expect(clipWindow(3000, { startMs: 1000, lengthMs: 9000, speed: 1 })).toEqual({ startMs: 1000, lengthMs: 2000 });
    expect(clipWindow(3000, { startMs: 2950, lengthMs: 0, speed: 1 })).toEqual({ startMs: 2900, lengthMs: 100 });
  });

  it('plays a whole input whose start lies past its end, never an empty window (issue 31: a 3.5 s clip after a trim at 6.0 s)', () => {
    expect(clipWindow(3500, { startMs: 6000, lengthMs: 0, speed: 1 })).toEqual({ startMs: 0, lengthMs: 3500 });
    expect(clipWindow(3500, { startMs: 3500, lengthMs: 2000, speed: 1 })).toEqual({ startMs: 0, lengthMs: 2000 });
    expect(planOutputTiming({ frameCount: 20, frameMs: 50 }, [3500], { clip: { startMs: 6000, lengthMs: 0, speed: 1 } }).windows[0].lengthMs).toBe(3500);
  });

  describe('a part chosen by hand plays for its own length (issue 31: 1.0–4.5 s of a 14 s clip gave 7.0 s)', () => {
    const jam = { frameCount: 20, frameMs: 50 };
    const chosen = (speed: number) => ({ startMs: 1000, lengthMs: 3500, speed });

    it('a 3.5 s part is a 3.5 s loop, under Twitch\'s 60 frames too', () => {
      for (const maxFrames of [null, 60]) {
        const plan = planOutputTiming(jam, [14_000], { clip: chosen(1), maxFrames });
        expect(Math.abs(plan.loopMs - 3500)).toBeLessThanOrEqual(plan.loopMs / plan.keptFrames);
        expect(plan.windows).toEqual([{ startMs: 1000, lengthMs: 3500 }]);
      }
    });

    it('at 2× speed the same part is a 1.75 s loop', () => {
      const plan = planOutputTiming(jam, [14_000], { clip: chosen(2), maxFrames: 60 });
      expect(Math.abs(plan.loopMs - 1750)).toBeLessThanOrEqual(plan.loopMs / plan.keptFrames);
    });

    it('the effect plays a whole number of its loops within it, so the loop has no seam', () => {
      const plan = planOutputTiming(jam, [14_000], { clip: chosen(1) });
      const effectLoops = (plan.loopMs * plan.effectPace) / 1000;
      expect(effectLoops).toBeCloseTo(Math.round(effectLoops), 9);
      expect(Math.abs(plan.effectPace - 1)).toBeLessThanOrEqual(0.25);
    });

    it('a part of whole effect loops keeps the effect at its own pace', () => {
      const plan = planOutputTiming(jam, [14_000], { clip: { startMs: 0, lengthMs: 4000, speed: 1 } });
      expect(plan.loopMs).toBe(4000);
      expect(plan.effectPace).toBe(1);
    });
  });

  it('maps a start frame at the effect rate onto the kept frames', () => {
    const plan = planOutputTiming({ frameCount: 20, frameMs: 50 }, [3000], { maxFrames: 50 });
    expect(keptStartFrame(plan, 1)).toBe(1);
    expect(keptStartFrame(plan, 31)).toBe(26);
  });
});

describe('frameIndexAt', () => {
  const ends = [100, 150, 400];
  it('finds the frame showing at a time', () => {
    expect([0, 99, 100, 149, 150, 399].map((t) => frameIndexAt(ends, t))).toEqual([0, 0, 1, 1, 2, 2]);
  });
  it('loops the input on its own', () => {
    expect(frameIndexAt(ends, 400)).toBe(0);
    expect(frameIndexAt(ends, 520)).toBe(1);
  });
});

describe('orderFrames', () => {
  it('starts at the chosen 1-based frame', () => {
    expect(orderFrames(4, 3, false)).toEqual([2, 3, 0, 1]);
  });
  it('reverses after choosing the start', () => {
    expect(orderFrames(4, 1, true)).toEqual([3, 2, 1, 0]);
  });
  it('wraps a start frame beyond the count', () => {
    expect(orderFrames(4, 6, false)).toEqual([1, 2, 3, 0]);
  });
});

describe('sampleFramesEvenly', () => {
  it('picks frames at even times over the loop', () => {
    expect(sampleFramesEvenly(Array(60).fill(20), 50).slice(0, 6)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(sampleFramesEvenly([100, 300], 4)).toEqual([0, 1, 1, 1]);
  });
});
