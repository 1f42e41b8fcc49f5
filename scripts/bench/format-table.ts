/** Plain-text tables and the number formats of the bench report. */

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds without decimals, with thousands separators. */
export const formatMs = (ms: number | null) => (ms === null ? '—' : Math.round(ms).toLocaleString('en-US'));
/** Bytes with thousands separators. */
export const formatBytes = (bytes: number | null) => (bytes === null ? '—' : bytes.toLocaleString('en-US'));
/** SSIM to four decimals, as in DESIGN's tables (.9821). */
export const formatSsim = (ssim: number | null) => (ssim === null ? '—' : ssim.toFixed(4).replace(/^0/, ''));

/** `value / anchor` as '0.73×', or '—' when either is missing. */
export function formatRatio(value: number | null, anchor: number | null): string {
  if (value === null || anchor === null || anchor <= 0) return '—';
  const r = value / anchor;
  return `${r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : r.toFixed(2)}×`;
}

/** `value − anchor` for SSIM as '+.0093' / '−.0120', or '—'. */
export function formatDelta(value: number | null, anchor: number | null): string {
  if (value === null || anchor === null) return '—';
  const d = value - anchor;
  return `${d < 0 ? '−' : '+'}${Math.abs(d).toFixed(4).replace(/^0/, '')}`;
}

/** Peak RSS and its growth in MiB, '412 (+350)'; just the peak when the baseline is unknown. */
export function formatMemory(rss: { startKb: number | null; peakKb: number } | null): string {
  if (!rss) return '—';
  const peak = Math.round(rss.peakKb / 1024);
  return rss.startKb === null ? String(peak) : `${peak} (+${Math.round((rss.peakKb - rss.startKb) / 1024)})`;
}

/** Lays out rows under headers; the first and `leftLast` last column are left-aligned, the rest right-aligned. */
export function formatTable(headers: string[], rows: string[][], leftLast = false): string {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const left = (c: number) => c === 0 || (leftLast && c === headers.length - 1);
  const line = (cells: string[]) =>
    cells.map((cell, c) => (left(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
