import { expect, it } from 'vitest';
import { formatAgainst, formatBytes, formatLimit, formatLimitBytes } from './format-bytes.ts';

it('shows sizes in binary units like the spec examples', () => {
  expect(formatBytes(Math.round(1.2 * 1024 * 1024))).toBe('1.2 MiB');
  expect(formatBytes(245 * 1024)).toBe('245 KiB');
  expect(formatBytes(1023)).toBe('1023 B');
  expect(formatBytes(1024 * 1024)).toBe('1.0 MiB');
});

it('writes byte limits as the platforms state them', () => {
  expect(formatLimit(1024 * 1024)).toBe('1 MB');
  expect(formatLimit(512 * 1024)).toBe('512 KB');
  expect(formatLimit(1_000_000)).toBe('1,000,000 bytes');
  expect(formatLimit(7_000_000)).toBe('7,000,000 bytes');
  expect(formatLimit(1000)).toBe('1 KB');
  expect(formatLimit(128_000)).toBe('128 KB');
  expect(formatLimit(1_024_001)).toBe('1,024,001 bytes');
});

it('writes a decimal limit and a file against it in decimal units, never rounding a file under it up to it', () => {
  expect(formatLimitBytes(128_000)).toBe('128 KB');
  expect(formatLimitBytes(1_000_000)).toBe('1.0 MB');
  expect(formatLimitBytes(256 * 1024)).toBe('256 KiB');
  expect(formatAgainst(127_999, 128_000)).toBe('127 KB of 128 KB');
  expect(formatAgainst(128_000, 128_000)).toBe('128 KB of 128 KB');
  expect(formatAgainst(999, 128_000)).toBe('999 B of 128 KB');
  expect(formatAgainst(248 * 1024, 256 * 1024)).toBe('248 KiB of 256 KiB');
});
