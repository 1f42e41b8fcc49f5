/** The progress line of a job in flight: composing 'frame N of M', then encoding, then the fit's tries. */
import type { EncodeTarget, JobProgress } from '../pipeline/protocol.ts';
import { formatBytes } from '../format-bytes.ts';

/** The emoji font's download, e.g. 'loading the emoji font: 312 KiB of 1 MiB'. */
export const fontProgressText = ({ done, total }: Pick<JobProgress, 'done' | 'total'>) =>
  `loading the emoji font: ${formatBytes(done)}${total > done ? ` of ${formatBytes(total)}` : ''}`;

/** What the status line says for a job in flight. */
export function progressText(progress: JobProgress | null, target: EncodeTarget | null): string {
  if (!progress) return 'making…';
  if (progress.phase === 'compose') return `making frame ${progress.done} of ${progress.total}`;
  if (progress.phase === 'encode') return 'encoding…';
  if (progress.phase === 'font') return fontProgressText(progress);
  return `encoding: fitting${target ? ` to ${target.name}` : ''}, try ${progress.done}`;
}
