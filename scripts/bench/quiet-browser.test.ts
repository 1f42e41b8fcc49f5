import { describe, expect, it } from 'vitest';
import { isQuiet, parseCpuMs, waitForQuietBrowser } from './quiet-browser.ts';

describe('quiet browser', () => {
  it('reads user plus system time from stat text, past a command name with spaces and parentheses', () => {
    const stat = '4242 (Chrome (x) y) S 17 4242 17 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 8 0 99 1 1';
    expect(parseCpuMs(stat)).toBe(420);
  });

  it('is quiet only when the last window used at most the busy allowance', () => {
    expect(isQuiet([0, 0, 0, 0, 0], 50, 200, 10)).toBe(true);
    expect(isQuiet([0, 10, 20, 30, 40], 50, 200, 10)).toBe(false);
    expect(isQuiet([0, 100, 100, 100, 100, 110], 50, 200, 10)).toBe(true);
    // Too few samples to span the window: not yet known to be quiet.
    expect(isQuiet([0, 0, 0], 50, 200, 10)).toBe(false);
  });

  it('waits while a process burns CPU and returns once it has stopped', async () => {
    let busyUntil = Date.now() + 400;
    const spin = setInterval(() => {
      while (Date.now() < Math.min(busyUntil, Date.now() + 40));
    }, 45);
    try {
      const waited = await waitForQuietBrowser(() => [process.pid]);
      expect(waited).toBeGreaterThanOrEqual(300);
      expect(waited).toBeLessThan(3000);
    } finally {
      clearInterval(spin);
      busyUntil = 0;
    }
  });
});
