import { describe, expect, it } from 'vitest';
import { endRssSpan, parseStatusKb, startRssSpan } from './process-memory.ts';
import { parseParentPid } from './renderer-processes.ts';

describe('process memory', () => {
  it('reads VmRSS and VmHWM from status text', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
    expect(parseStatusKb(status, 'VmHWM')).toBe(204800);
    expect(parseStatusKb(status, 'VmRSS')).toBe(102400);
    expect(parseStatusKb('Name:\tx\n', 'VmRSS')).toBeNull();
  });
  it('reads the parent pid even when the command name has spaces and parentheses', () => {
    expect(parseParentPid('4242 (Chrome (x) y) S 17 4242 17 0 -1')).toBe(17);
  });
  it('sees a 64 MB allocation made inside a span', () => {
    const start = startRssSpan('self');
    const held = new Uint8Array(64 << 20).fill(1);
    const span = endRssSpan('self', start);
    expect(held[123]).toBe(1);
    expect(span!.peakKb - span!.startKb!).toBeGreaterThan(60 * 1024);
  });
});
