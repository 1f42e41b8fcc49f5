/**
 * Waits until the browser under the bench has stopped working on its own before a timed encode.
 * Debian's Chromium 156, launched by Playwright, keeps its omnibox popup as a WebUI page in a
 * renderer of its own (chrome://omnibox-popup.top-chrome); that renderer used 250–330 ms of CPU in
 * the half second after each new tab, on a machine with two cores. Timed straight after prepare(),
 * W2n's encode shared the cores with it: 330–410 ms, against 180–270 ms once the browser was quiet
 * (bench page, same builds, interleaved).
 */
import fs from 'node:fs';

/** CPU time in ms (user + system, 10 ms ticks) from /proc/PID/stat text; the command name may hold spaces and parentheses. */
export function parseCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function readCpuMs(pid: number): number {
  try {
    return parseCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** True when the CPU used over the last `windowMs` of samples (taken every `stepMs`) is at most `busyMs`. */
export function isQuiet(samples: number[], stepMs: number, windowMs: number, busyMs: number): boolean {
  const span = Math.ceil(windowMs / stepMs);
  if (samples.length <= span) return false;
  return samples[samples.length - 1] - samples[samples.length - 1 - span] <= busyMs;
}

const STEP_MS = 50;
/** Quiet: at most one clock tick of CPU in 200 ms, over every process the browser runs. */
const WINDOW_MS = 200;
const BUSY_MS = 10;

/**
 * Resolves once the processes in `pids()` (read again at each sample: renderers come and go)
 * have used at most 10 ms of CPU in 200 ms, or after `timeoutMs`; returns the ms waited.
 */
export async function waitForQuietBrowser(pids: () => number[], timeoutMs = 3000): Promise<number> {
  const started = Date.now();
  const samples: number[] = [];
  for (;;) {
    samples.push(pids().reduce((sum, pid) => sum + readCpuMs(pid), 0));
    if (isQuiet(samples, STEP_MS, WINDOW_MS, BUSY_MS) || Date.now() - started >= timeoutMs) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}
