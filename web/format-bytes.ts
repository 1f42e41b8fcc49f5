/** Byte sizes in binary units with short symbols: 1 decimal from 1 MiB up, none below (SPEC section 9). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}

/**
 * A byte limit as platforms state it: '128 KB' for whole decimal KB under a million (Slack's
 * 128,000, Twitch's 512,000), '256 KB' or '1 MB' for whole binary units (Discord's 262,144), else
 * '1,000,000 bytes' (BTTV).
 */
export function formatLimit(bytes: number): string {
  if (isDecimal(bytes) && bytes < 1_000_000) return `${bytes / 1000} KB`;
  if (bytes >= 1024 ** 2 && bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes.toLocaleString('en')} bytes`;
}

/**
 * A limit stated in decimal KB (Slack's 128,000 bytes, issue 34 item 6). Some are whole binary KiB
 * too (128,000 is 125 KiB): the platform said 128, so the decimal reading names it.
 */
const isDecimal = (limit: number) => limit >= 1000 && limit % 1000 === 0;

/** A size in decimal units, rounded down so that a file under its limit never reads as at or over it. */
function formatDecimal(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.floor(bytes / 1000)} KB`;
  return `${(Math.floor(bytes / 100_000) / 10).toFixed(1)} MB`;
}

/** A limit in the words beside a file: decimal limits in KB and MB ('128 KB'), binary ones as formatBytes ('256 KiB'). */
export const formatLimitBytes = (limit: number) => (isDecimal(limit) ? formatDecimal(limit) : formatBytes(limit));

/** A file's size against its limit, both in the limit's units: '126 KB of 128 KB', '248 KiB of 256 KiB'. */
export const formatAgainst = (bytes: number, limit: number) =>
  isDecimal(limit) ? `${formatDecimal(bytes)} of ${formatDecimal(limit)}` : `${formatBytes(bytes)} of ${formatBytes(limit)}`;
