/** Byte sizes in binary units with short symbols: 1 decimal from 1 MiB up, none below (SPEC section 9). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}

/** A byte limit as platforms state it: '1 MB' or '512 KB' for whole binary units (Twitch, Discord, Slack), else '1,000,000 bytes' (BTTV). */
export function formatLimit(bytes: number): string {
  if (bytes >= 1024 ** 2 && bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes.toLocaleString('en')} bytes`;
}
