/**
 * A WebP as Debian's `webpmux -info` (apt package `webp`, a reader we did not write the files
 * with) describes it: canvas size, frames with their durations, loop count. Tests only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WebpInfo {
  width: number;
  height: number;
  animated: boolean;
  /** 1 for a still WebP. */
  frames: number;
  /** Each frame's duration in ms (empty for a still). */
  durationsMs: number[];
  loopCount: number | null;
  text: string;
}

/** Runs `webpmux -info` on the bytes; throws when it cannot read them. */
export function webpmuxInfo(bytes: Uint8Array): WebpInfo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpmux-'));
  const file = path.join(dir, 'file.webp');
  try {
    fs.writeFileSync(file, bytes);
    const text = execFileSync('webpmux', ['-info', file], { encoding: 'utf8' });
    const canvas = /Canvas size: (\d+) x (\d+)/.exec(text);
    if (!canvas) throw new Error(`webpmux gave no canvas size:\n${text}`);
    const animated = /Features present:.*animation/.test(text);
    // Frame rows: 'No.: width height alpha x_offset y_offset duration dispose blend image_size compression'.
    const rows = text.split('\n').filter((line) => /^\s*\d+:/.test(line)).map((line) => line.trim().split(/\s+/));
    const loop = /Loop Count : (\d+)/.exec(text);
    return {
      width: Number(canvas[1]), height: Number(canvas[2]), animated,
      frames: animated ? Number(/Number of frames: (\d+)/.exec(text)?.[1] ?? rows.length) : 1,
      durationsMs: animated ? rows.map((row) => Number(row[6])) : [],
      loopCount: loop ? Number(loop[1]) : null,
      text,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
