/** The file size limit choices of the encode options (DESIGN section 4), in the order shown. */
import { formatLimit } from '../format-bytes.ts';
import { platformById, type PlatformId } from './platform-rules.ts';

/**
 * One choice. 'preset' follows the chosen preset's platform (the default); 'platform' targets
 * that platform's rules (bytes, frames, sizes), with `bytes` in place of its usual limit when
 * set; 'custom' takes GifOptions.customLimitBytes; 'none' sets no target.
 */
export type FilesizeLimit =
  | { kind: 'preset'; label: string }
  | { kind: 'none'; label: string }
  | { kind: 'platform'; label: string; platformId: PlatformId; bytes?: number }
  | { kind: 'custom'; label: string };

/** A platform's choice, labelled with its limit as the platform rules word it: 'Discord 256 KB'. */
function platformChoice(platformId: PlatformId, name: string, bytes?: number): FilesizeLimit {
  return { kind: 'platform', label: `${name} ${bytes === undefined ? platformById(platformId).limitLabel : formatLimit(bytes)}`, platformId, bytes };
}

/** GifOptions.filesizeLimitIndex points into this list; index 0, the default, follows the preset. */
export const FILESIZE_LIMITS: readonly FilesizeLimit[] = [
  { kind: 'preset', label: 'Platform of the preset' },
  { kind: 'none', label: 'None' },
  platformChoice('twitch', 'Twitch'),
  platformChoice('twitch', 'Twitch manual', platformById('twitch').manualMaxBytes),
  platformChoice('discord', 'Discord'),
  platformChoice('slack', 'Slack'),
  platformChoice('bttv', 'BTTV'),
  { kind: 'custom', label: 'Custom' },
];

/** The index of the first choice of this kind (and platform). */
export const limitIndexOf = (label: string) => FILESIZE_LIMITS.findIndex((choice) => choice.label === label);

/**
 * Stored states from before the 'Platform of the preset' choice counted None as 0 and the rest
 * from 1: their 0 becomes the new default, the others move up one.
 */
export const migrateLimitIndex = (oldIndex: number) => (oldIndex > 0 ? oldIndex + 1 : 0);
