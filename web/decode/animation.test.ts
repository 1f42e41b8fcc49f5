import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS } from '../messages.ts';
import { closeAnimation, createAnimation } from './animation.ts';
import { LoadError } from './load-error.ts';

/** Stands in for an ImageBitmap, which Node lacks. */
const fakeBitmap = (width: number, height: number) => ({ width, height, close: vi.fn() }) as unknown as ImageBitmap;

afterEach(() => vi.restoreAllMocks());

describe('createAnimation', () => {
  it('throws the exact SPEC text when there are no frames', () => {
    expect(() => createAnimation([], false)).toThrowError(new LoadError(LOAD_ERRORS.noFrames));
    expect(() => createAnimation([], false)).toThrowError('Ani cannot be created with no frames!');
  });

  it('takes its size from the first frame and sums frame end times', () => {
    const frames = [
      { bitmap: fakeBitmap(80, 40), msDuration: 30 },
      { bitmap: fakeBitmap(80, 40), msDuration: 100 },
      { bitmap: fakeBitmap(80, 40), msDuration: 20 },
    ];
    const animation = createAnimation(frames, true);
    expect(animation).toMatchObject({ width: 80, height: 40, frameEndTimes: [30, 130, 150], truncated: true });
    expect(animation.frames).toBe(frames);
  });

  it('logs an error for each frame whose size differs from the image size', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createAnimation([{ bitmap: fakeBitmap(10, 10), msDuration: 20 }, { bitmap: fakeBitmap(10, 9), msDuration: 20 }], false);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0][0]).toContain('Frame 1 is 10×9');
  });

  it('logs nothing when every frame matches', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createAnimation([{ bitmap: fakeBitmap(10, 10), msDuration: 20 }], false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('closeAnimation', () => {
  it('closes every bitmap', () => {
    const bitmaps = [fakeBitmap(1, 1), fakeBitmap(1, 1)];
    closeAnimation({ frames: bitmaps.map((bitmap) => ({ bitmap, msDuration: 20 })) });
    for (const bitmap of bitmaps) expect(bitmap.close).toHaveBeenCalledOnce();
  });
});
