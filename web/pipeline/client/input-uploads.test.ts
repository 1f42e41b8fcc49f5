import { describe, expect, it } from 'vitest';
import { INPUT_PART_FRAMES, type Animation } from '../protocol.ts';
import { partsOf } from './input-uploads.ts';

describe('partsOf', () => {
  it('splits an input into messages of at most INPUT_PART_FRAMES frames, the first one new and the rest appended', () => {
    const frames = Array.from({ length: 2 * INPUT_PART_FRAMES + 1 }, (_, i) => ({ bitmap: { id: i } as unknown as ImageBitmap, msDuration: 40 }));
    const animation: Animation = { width: 600, height: 600, frames, frameEndTimes: frames.map((_, i) => 40 * (i + 1)), truncated: false };
    const parts = partsOf({ message: { type: 'input', inputId: 7, animation, append: false }, transfer: frames.map((f) => f.bitmap) });
    expect(parts.map((p) => [p.message.append, p.message.animation.frames.length, p.transfer.length])).toEqual([
      [false, INPUT_PART_FRAMES, INPUT_PART_FRAMES],
      [true, INPUT_PART_FRAMES, INPUT_PART_FRAMES],
      [true, 1, 1],
    ]);
    expect(parts.flatMap((p) => p.message.animation.frames)).toEqual(frames);
    expect(parts.every((p) => p.message.inputId === 7)).toBe(true);
    expect(parts.map((p) => p.message.animation.frameEndTimes.length)).toEqual([frames.length, 0, 0]);
  });
});
