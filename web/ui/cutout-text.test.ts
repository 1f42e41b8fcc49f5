import { describe, expect, it } from 'vitest';
import { cutoutProgressText, cutoutProgressValue } from './cutout-text.ts';

describe('the cut-out progress', () => {
  it('counts the model download in bytes of the total', () => {
    const progress = { phase: 'download' as const, loadedBytes: 12 * 1024 * 1024, totalBytes: 44 * 1024 * 1024 };
    expect(cutoutProgressText(progress)).toMatch(/^Downloading the model: 12(\.0)? MiB of 44(\.0)? MiB$/);
    expect(cutoutProgressValue(progress)).toEqual({ value: 12 * 1024 * 1024, max: 44 * 1024 * 1024 });
  });

  it('says which frame the model is on', () => {
    const progress = { phase: 'frame' as const, frame: 3, frames: 60 };
    expect(cutoutProgressText(progress)).toBe('Removing background: frame 3 of 60');
    expect(cutoutProgressValue(progress)).toEqual({ value: 3, max: 60 });
  });

  it('says the model is opening once its bytes are in, with an indeterminate bar', () => {
    expect(cutoutProgressText({ phase: 'open' })).toBe('Opening the model…');
    expect(cutoutProgressValue({ phase: 'open' }).value).toBeUndefined();
  });

  it('shows an indeterminate bar while the model starts', () => {
    expect(cutoutProgressText(null)).toBe('Starting…');
    expect(cutoutProgressValue(null).value).toBeUndefined();
  });
});
