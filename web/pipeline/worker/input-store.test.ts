import { describe, expect, it } from 'vitest';
import type { Animation, MakeRequest } from '../protocol.ts';
import { defaultInputTransform } from '../protocol.ts';
import { acquireInputs, heldInputCount, storeInput } from './input-store.ts';

/** An animation whose bitmaps only record that they were closed. */
function fakeAnimation() {
  const closed: number[] = [];
  const frames = [0, 1].map((i) => ({ bitmap: { close: () => closed.push(i) } as unknown as ImageBitmap, msDuration: 50 }));
  return { animation: { width: 1, height: 1, frames, frameEndTimes: [50, 100], truncated: false } as Animation, closed };
}

const request = (...ids: (number | null)[]) =>
  ({ inputs: ids.map((inputId) => (inputId === null ? null : { inputId, transform: defaultInputTransform() })) }) as MakeRequest;

describe('the worker\'s input store', () => {
  it('resolves a job\'s inputs by id and keeps them for the next job', () => {
    const a = fakeAnimation();
    storeInput(1, a.animation);
    const first = acquireInputs(request(1, null));
    expect(first.job.inputs[0]!.animation).toBe(a.animation);
    expect(first.job.inputs[1]).toBeNull();
    first.release();
    acquireInputs(request(1)).release();
    expect(a.closed).toEqual([]);
  });

  it('closes an input no newer job names, once the last job using it ends', () => {
    const a = fakeAnimation();
    const b = fakeAnimation();
    storeInput(2, a.animation);
    const running = acquireInputs(request(2));
    storeInput(3, b.animation);
    acquireInputs(request(3)).release();
    // Still drawn from by the running job.
    expect(a.closed).toEqual([]);
    running.release();
    expect(a.closed).toEqual([0, 1]);
    expect(b.closed).toEqual([]);
    expect(heldInputCount()).toBe(1);
  });

  it('appends the frames of a later part to the input', () => {
    const a = fakeAnimation();
    const rest = fakeAnimation();
    storeInput(4, a.animation);
    storeInput(4, rest.animation, true);
    const job = acquireInputs(request(4));
    expect(job.job.inputs[0]!.animation.frames).toHaveLength(4);
    job.release();
  });

  it('refuses a job naming an input it never got', () => {
    expect(() => acquireInputs(request(99))).toThrow('input 99 was never sent to the worker');
  });
});
