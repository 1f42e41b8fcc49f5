/** The file size limit choices of the GIF options (DESIGN section 4), in the order shown. */
import type { GifOptions } from '../web/pipeline/protocol.ts';

/** One choice: `bytes` null means no limit; 'custom' takes GifOptions.customLimitBytes. */
export interface FilesizeLimit {
  label: string;
  bytes: number | null | 'custom';
}

/** Index 0 is the default (no limit); GifOptions.filesizeLimitIndex points into this list. */
export const FILESIZE_LIMITS: readonly FilesizeLimit[] = [
  { label: 'None', bytes: null },
  { label: 'Twitch 1 MB', bytes: 1048576 },
  { label: 'Twitch manual 512 KB', bytes: 524288 },
  { label: 'Discord 256 KB', bytes: 262144 },
  { label: 'Slack 128 KB', bytes: 131072 },
  { label: 'BTTV 1,000,000 bytes', bytes: 1000000 },
  { label: 'Custom', bytes: 'custom' },
];

/** The byte limit the options ask for, or null for none (also for an unset or unusable custom value). */
export function limitBytesFor(gifOptions: Pick<GifOptions, 'filesizeLimitIndex' | 'customLimitBytes'>): number | null {
  const choice = FILESIZE_LIMITS[gifOptions.filesizeLimitIndex];
  if (!choice || choice.bytes === null) return null;
  if (choice.bytes !== 'custom') return choice.bytes;
  const custom = gifOptions.customLimitBytes;
  return custom !== undefined && Number.isFinite(custom) && custom > 0 ? Math.floor(custom) : null;
}
