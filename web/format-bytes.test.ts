import { expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

it('shows sizes in binary units like the spec examples', () => {
  expect(formatBytes(Math.round(1.2 * 1024 * 1024))).toBe('1.2 MiB');
  expect(formatBytes(245 * 1024)).toBe('245 KiB');
  expect(formatBytes(1023)).toBe('1023 B');
  expect(formatBytes(1024 * 1024)).toBe('1.0 MiB');
});
