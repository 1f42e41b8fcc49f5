/** What the checks read of a made file: its format, size, frames, bytes and one loop's length. */
import { formatOf, type MadeFile } from '../pipeline/protocol.ts';
import type { ProducedFile } from './platform-rules.ts';

/** The made file as the platform checks see it. */
export function producedFileOf(file: Pick<MadeFile, 'mime' | 'width' | 'height' | 'frameCount'> & { bytes: { byteLength: number }; delaysMs: readonly number[] }): ProducedFile {
  const durationMs = file.delaysMs.reduce((sum, ms) => sum + ms, 0);
  return { format: formatOf(file), width: file.width, height: file.height, frames: file.frameCount, bytes: file.bytes.byteLength, ...(file.frameCount > 1 ? { durationMs } : {}) };
}
