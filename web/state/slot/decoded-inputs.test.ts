import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Animation } from '../../pipeline/protocol.ts';
import { animationFor, decodedAnimations, putDecodedInput, releaseDecodedInputs } from './decoded-inputs.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';

const animation = (frames = 1): Animation & { closed: () => number } => {
  const close = vi.fn();
  return {
    width: 4,
    height: 4,
    frames: Array.from({ length: frames }, () => ({ bitmap: { close } as unknown as ImageBitmap, msDuration: 50 })),
    frameEndTimes: Array.from({ length: frames }, (_, i) => (i + 1) * 50),
    truncated: false,
    closed: () => close.mock.calls.length,
  };
};

describe('decoded inputs', () => {
  // The maker's decoded inputs are one per page: each test starts with none, whatever ran before.
  beforeEach(() => releaseDecodedInputs());

  it('pairs a slot image with the animation decoded from it, and with nothing decoded from another image', () => {
    const decoded = animation();
    putDecodedInput(0, 'blob:a', decoded);
    expect(animationFor(0, { url: 'blob:a' })).toBe(decoded);
    expect(animationFor(0, { url: 'blob:b' })).toBeNull();
    expect(animationFor(1, { url: 'blob:a' })).toBeNull();
    expect(animationFor(0, null)).toBeNull();
  });

  it('releases the animation it replaces and counts every write', () => {
    const first = animation(3);
    putDecodedInput(0, 'blob:a', first);
    const version = makerRuntime.inputsVersion;
    putDecodedInput(0, 'blob:b', animation());
    expect(first.closed()).toBe(3);
    expect(makerRuntime.inputsVersion).toBe(version + 1);
    putDecodedInput(0, null, null);
    expect(animationFor(0, { url: 'blob:b' })).toBeNull();
  });

  it('lists the decoded animations and releases them all on leaving', () => {
    const a = animation(2);
    const b = animation(1);
    putDecodedInput(0, 'blob:a', a);
    putDecodedInput(2, 'blob:c', b);
    expect(decodedAnimations()).toEqual([a, b]);
    releaseDecodedInputs();
    expect(a.closed() + b.closed()).toBe(3);
    expect(decodedAnimations()).toEqual([]);
  });
});
