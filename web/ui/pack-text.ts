/** The words of the all-platforms pack on the page: each file's state and the summary line. */
import { formatBytes, formatLimitBytes } from '../format-bytes.ts';
import type { PackFileStatus, PackRuntime, PackZip } from '../state/output/pack-runtime.ts';
import type { EncodeTarget } from '../pipeline/protocol.ts';
import { fontProgressText } from './progress-text.ts';

/** What one file's row says, e.g. 'fitting to 128 KB, try 2' or 'done · 46 KiB'. */
export function packFileText(status: PackFileStatus, target: EncodeTarget): string {
  if (status.state === 'waiting') return 'waiting';
  if (status.state === 'left-out') return `left out: ${status.reason}`;
  if (status.state === 'done') return `done · ${formatBytes(status.bytes)}`;
  const { phase, done, total } = status.progress;
  if (phase === 'compose') return total > 1 ? `drawing frame ${done} of ${total}` : 'drawing…';
  if (phase === 'encode') return 'compressing…';
  if (phase === 'font') return fontProgressText(status.progress);
  return `fitting${target.maxBytes !== null ? ` to ${formatLimitBytes(target.maxBytes)}` : ''}, try ${done}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The pack's summary line: how far it is, or what the ZIP holds. */
export function packSummaryText(pack: {
  phase: PackRuntime['phase'];
  rows: readonly { status: { state: PackFileStatus['state'] } }[];
  zip: Readonly<PackZip> | null;
  notice: string | null;
}): string {
  const done = pack.rows.filter((row) => row.status.state === 'done').length;
  const leftOut = pack.rows.filter((row) => row.status.state === 'left-out').length;
  const also = leftOut ? `, ${leftOut} left out` : '';
  if (pack.phase === 'packing') return `Packing: ${done} of ${pack.rows.length - leftOut} files ready${also}`;
  if (pack.phase === 'ready' && pack.zip) return `${pack.zip.name} (${formatBytes(pack.zip.bytes)}) saved: ${plural(done, 'file')}${also} and README.txt`;
  return pack.notice ?? '';
}
