/** Finds Chromium's renderer processes (where a page and its dedicated workers run) under a parent. */
import fs from 'node:fs';

/** Parent pid from /proc/PID/stat text (the command name may hold spaces and parentheses). */
export function parseParentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function readParentPid(pid: number): number | null {
  try {
    return parseParentPid(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

function isDescendant(pid: number, ancestor: number): boolean {
  for (let p: number | null = pid, hops = 0; p && p > 1 && hops < 16; hops++) {
    p = readParentPid(p);
    if (p === ancestor) return true;
  }
  return false;
}

/** Pids of `--type=renderer` processes descending from `ancestor` (the bench's own pid). */
export function listRendererPids(ancestor: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes('--type=renderer') && isDescendant(pid, ancestor)) pids.push(pid);
  }
  return pids;
}
