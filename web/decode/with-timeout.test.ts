import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout.ts';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 'a step', undefined, 50)).resolves.toBe(7);
  });

  it('passes a rejection that arrives in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('bad')), 'a step', undefined, 50)).rejects.toThrowError('bad');
  });

  it('rejects with TimeoutError when the step hangs, and releases a value that arrives later', async () => {
    vi.useFakeTimers();
    let resolveLate!: (value: string) => void;
    const release = vi.fn();
    const step = withTimeout(new Promise<string>((resolve) => (resolveLate = resolve)), 'decoding', release, 1000);
    const outcome = expect(step).rejects.toThrowError(new TimeoutError('decoding'));
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    resolveLate('bitmap');
    await vi.advanceTimersByTimeAsync(0);
    expect(release).toHaveBeenCalledWith('bitmap');
  });
});
