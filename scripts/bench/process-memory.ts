/**
 * Peak resident memory of a process from Linux /proc: VmHWM after resetting it through
 * clear_refs (write "5", Linux ≥ 4.0), so the peak covers only the measured work.
 */
import fs from 'node:fs';

/** Peak and starting resident set of one measured span, in KiB (start null: not known). */
export interface RssSpan {
  startKb: number | null;
  peakKb: number;
}

/** Reads a `Vm…:   123 kB` field from /proc/PID/status text. */
export function parseStatusKb(status: string, field: 'VmRSS' | 'VmHWM'): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : null;
}

/** Reads a status field of a live process, or null when it is gone. */
export function readStatusKb(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    return parseStatusKb(fs.readFileSync(`/proc/${pid}/status`, 'utf8'), field);
  } catch {
    return null;
  }
}

/** Starts a span: resets the process's peak to its current RSS and returns that RSS. */
export function startRssSpan(pid: number | 'self'): number | null {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    return null;
  }
  return readStatusKb(pid, 'VmRSS');
}

/** Ends a span started with startRssSpan. */
export function endRssSpan(pid: number | 'self', startKb: number | null): RssSpan | null {
  const peakKb = readStatusKb(pid, 'VmHWM');
  return startKb === null || peakKb === null ? null : { startKb, peakKb };
}
