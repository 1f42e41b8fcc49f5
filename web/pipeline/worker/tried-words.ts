/** What an encode made, in the words shown beside 'can't meet file size limit': 'tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB'. */
import { formatBytes } from '../../format-bytes.ts';
import type { TriedEncode } from '../../../wasm/gif/meta.ts';

export type { TriedEncode } from '../../../wasm/gif/meta.ts';

/** Frames per second of these delays: whole when near one, else one decimal. */
export function fpsOf(delaysCs: readonly number[]): number {
  const totalCs = delaysCs.reduce((sum, cs) => sum + cs, 0);
  if (!(totalCs > 0)) return 0;
  const fps = (delaysCs.length * 100) / totalCs;
  return Math.abs(fps - Math.round(fps)) < 0.05 ? Math.round(fps) : Math.round(fps * 10) / 10;
}

/** 'tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB'. */
export function describeTried(tried: TriedEncode): string {
  const parts: string[] = [];
  if (tried.colors !== undefined) parts.push(`${tried.colors} ${tried.colors === 1 ? 'colour' : 'colours'}`);
  if (tried.delaysCs.length > 1) parts.push(`${fpsOf(tried.delaysCs)} fps`);
  parts.push(`${tried.width}×${tried.height}`);
  const bytes = formatBytes(tried.bytes);
  return `tried ${parts.join(' · ')}: ${tried.limitBytes !== null ? `${bytes} of ${formatBytes(tried.limitBytes)}` : bytes}`;
}
