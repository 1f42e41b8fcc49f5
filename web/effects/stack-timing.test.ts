import { describe, expect, it } from 'vitest';
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import { createStackedEffect, readStack, MAX_STACK_EFFECTS } from './stack.ts';
import { CYCLE_STRETCH_TOLERANCE, cycleFramesAt, cycleStretch, effectPhase, stackTiming } from './stack-timing.ts';
import { STACK_EFFECTS } from './index.ts';

const JAM = { frameCount: 20, frameMs: 50 };
const withSeconds = (id: string, seconds: number) => ({ ...createStackedEffect(id), settings: { ...createStackedEffect(id).settings, seconds } });

describe('stackTiming', () => {
  it("keeps the type's own loop when there is no stack", () => {
    expect(stackTiming(JAM, [])).toEqual(JAM);
    expect(stackTiming(JAM, undefined)).toEqual(JAM);
  });

  it("is the shortest whole number of the type's loops that holds whole cycles of each effect within 15 % of its own speed", () => {
    expect(stackTiming(JAM, [withSeconds('party', 1)])).toEqual(JAM);
    // 14 frames: one cycle in 20 is 43 % slow, three in 40 are 5 % fast (the least common multiple was 140).
    expect(stackTiming(JAM, [withSeconds('party', 0.7)])).toEqual({ frameCount: 40, frameMs: 50 });
    expect(stackTiming(JAM, [withSeconds('party', 0.7), withSeconds('spin', 0.3)])).toEqual({ frameCount: 40, frameMs: 50 });
    // Pet's 5-frame pat with the default 1 s party (17 frames at 60 ms): 0.9 s, not the 85 frames of the least common multiple.
    expect(stackTiming({ frameCount: 5, frameMs: 60 }, [withSeconds('party', 1)])).toEqual({ frameCount: 15, frameMs: 60 });
  });

  it('is the least common multiple when nothing shorter keeps every speed within 15 %', () => {
    // 30 frames: one cycle in 20 or 40 is a third off, two in 60 are exact.
    expect(stackTiming(JAM, [withSeconds('party', 1.5)])).toEqual({ frameCount: 60, frameMs: 50 });
    for (const stack of [[withSeconds('party', 1.5)], [withSeconds('party', 0.7), withSeconds('spin', 0.3)], [withSeconds('wave', 2.35)]]) {
      const { frameCount } = stackTiming(JAM, stack);
      for (const entry of stack) expect(cycleStretch(frameCount, cycleFramesAt(entry, JAM.frameMs)), entry.effect).toBeLessThanOrEqual(CYCLE_STRETCH_TOLERANCE);
    }
  });

  it('stops at the frame limit with a whole number of type loops near the longest cycle', () => {
    const timing = stackTiming({ frameCount: 25, frameMs: 40 }, [withSeconds('party', 3.72), withSeconds('spin', 3.88), withSeconds('wave', 3.64)]);
    expect(timing.frameCount).toBeLessThanOrEqual(MAX_EMOTE_FRAMES);
    expect(timing.frameCount % 25).toBe(0);
    expect(timing.frameCount).toBe(100);
  });
});

describe('effectPhase', () => {
  it('runs a whole number of cycles in the loop, so the frame after the last is the first again', () => {
    const entry = withSeconds('party', 0.7);
    const loopFrames = 140;
    expect(effectPhase(entry, 0, loopFrames, 50).p).toBe(0);
    expect(effectPhase(entry, loopFrames * 50, loopFrames, 50).p).toBe(0);
    expect(effectPhase(entry, 350, loopFrames, 50)).toEqual({ p: 0.5, cycleFrames: 14 });
  });

  it("runs each effect of a stack of different cycles at one steady speed within 15 % of its own to the loop's end, where every phase is back at the first frame's", () => {
    const stack = [withSeconds('party', 0.7), withSeconds('spin', 0.3), withSeconds('shake', 0.25)];
    const { frameCount, frameMs } = stackTiming(JAM, stack);
    expect(frameCount % JAM.frameCount).toBe(0);
    for (const entry of stack) {
      const own = cycleFramesAt(entry, frameMs);
      // The whole cycles nearest its own length: its speed in the loop.
      const cycles = Math.round(frameCount / own);
      expect(Math.abs(frameCount / cycles - own) / own, `${entry.effect}'s speed`).toBeLessThanOrEqual(CYCLE_STRETCH_TOLERANCE);
      // Frame `frameCount` is the one after the last: the loop closes when it shows what frame 0 shows.
      for (let i = 0; i <= frameCount; i++) {
        expect(effectPhase(entry, i * frameMs, frameCount, frameMs).p, `${entry.effect} at frame ${i}`).toBeCloseTo(((i * cycles) % frameCount) / frameCount, 9);
      }
    }
  });

  it('stretches a cycle that does not divide a capped loop to the nearest whole number of cycles', () => {
    const { p, cycleFrames } = effectPhase(withSeconds('spin', 3.88), 0, 100, 40);
    expect([p, cycleFrames]).toEqual([0, 100]);
  });
});

describe('readStack', () => {
  it('drops unknown effects and junk, clamps settings, and keeps at most MAX_STACK_EFFECTS', () => {
    const raw = [
      { effect: 'party', settings: { seconds: 99, tint: -4, bogus: 1 } },
      { effect: 'nope', settings: {} },
      'junk',
      null,
      { effect: 'spin' },
      ...Array.from({ length: 12 }, () => ({ effect: 'fade', settings: {} })),
    ];
    const stack = readStack(raw);
    expect(stack).toHaveLength(MAX_STACK_EFFECTS);
    expect(stack[0]).toEqual({ effect: 'party', settings: { seconds: 4, wholeFrame: false, tint: 0 } });
    expect(stack[1]).toEqual(createStackedEffect('spin'));
    expect(readStack('not a list')).toEqual([]);
  });
});

describe.each(STACK_EFFECTS.map((effect) => [effect.id, effect] as const))('the %s effect', (_, effect) => {
  it('declares a cycle length and a whole-frame switch, and describes every setting in one line', () => {
    expect(effect.settings.seconds.kind).toBe('number');
    expect(effect.settings.wholeFrame.kind).toBe('toggle');
    expect(effect.description).toMatch(/^[A-Z][^\n]{10,80}\.$/);
    for (const [key, spec] of Object.entries(effect.settings)) {
      expect(spec.description, key).toMatch(/^[A-Z][^\n]{10,120}\.$/);
      if (spec.kind === 'number') {
        expect((spec.default as number) >= (spec.min as number) && (spec.default as number) <= (spec.max as number), key).toBe(true);
        expect(spec.step > 0, key).toBe(true);
      }
    }
  });

  it('clamps each number setting to its range', () => {
    for (const [key, spec] of Object.entries(effect.settings)) {
      if (spec.kind !== 'number') continue;
      const [high] = readStack([{ effect: effect.id, settings: { [key]: 1e9 } }]);
      const [low] = readStack([{ effect: effect.id, settings: { [key]: -1e9 } }]);
      expect([high.settings[key], low.settings[key]], key).toEqual([spec.max, spec.min]);
    }
  });
});
