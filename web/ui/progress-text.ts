/** The progress line of a job in flight: composing 'frame N of M', then encoding, then the fit's tries. */
import type { EncodeTarget, JobProgress } from '../pipeline/protocol.ts';

/** What the status line says for a job in flight. */
export function progressText(progress: JobProgress | null, target: EncodeTarget | null): string {
  if (!progress) return 'making…';
  if (progress.phase === 'compose') return `making frame ${progress.done} of ${progress.total}`;
  if (progress.phase === 'encode') return 'encoding…';
  return `encoding: fitting${target ? ` to ${target.name}` : ''}, try ${progress.done}`;
}
