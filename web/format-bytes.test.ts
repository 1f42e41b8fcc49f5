import { expect, it } from 'vitest';
import { formatBytes, formatLimit } from './format-bytes.ts';

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
  expect(formatLimit(1000)).toBe('1,000 bytes');
});
