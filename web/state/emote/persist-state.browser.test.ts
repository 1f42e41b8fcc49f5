/**
 * The emote state's saving to local storage: a change is kept within SAVE_DELAY_MS even while the
 * state keeps changing (a job's progress), and at once when the page is left.
 */
import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmoteState } from './emote-state-types.ts';
import { persistEmoteState } from './persist-state.ts';

const KEY = 'emote-state:persist-test';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '{}') as { filename?: string; anisStatus?: unknown };
const testState = () => proxy({ filename: 'first', inputImages: [], anisStatus: { progress: 0 } } as unknown as EmoteState);

afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem(KEY);
});

describe('the emote state kept in local storage', () => {
  it('keeps an edit while the state goes on changing every few milliseconds', async () => {
    vi.useFakeTimers();
    const state = testState();
    const stop = persistEmoteState('persist-test', state);
    state.filename = 'typed';
    // A job's progress: a change every 20 ms for two seconds.
    for (let t = 0; t < 2000; t += 20) {
      (state.anisStatus as unknown as { progress: number }).progress = t;
      // Async: valtio tells its subscribers of a change in a microtask.
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(stored().filename).toBe('typed');
    expect(stored().anisStatus, 'the job status is not kept').toBeUndefined();
    stop();
  });

  it('keeps the last edit at once when the page is left (a reload)', async () => {
    const state = testState();
    const stop = persistEmoteState('persist-test', state);
    state.filename = 'just typed';
    await Promise.resolve();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().filename).toBe('just typed');
    stop();
  });
});
