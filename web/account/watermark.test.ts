import { describe, expect, it } from 'vitest';
import { watermarkFor } from './watermark.ts';

describe('watermarkFor', () => {
  it('marks output of a type above the visitor tier with the host name', () => {
    expect(watermarkFor('normal', 'free', 'example.org', false)).toEqual({ watermark: 'example.org', devOverlay: false });
    expect(watermarkFor('premium', 'normal', 'example.org', false).watermark).toBe('example.org');
    expect(watermarkFor('premium', 'free', 'example.org', false).watermark).toBe('example.org');
  });

  it('leaves output clean when the tier reaches the access', () => {
    expect(watermarkFor('free', 'free', 'example.org', false).watermark).toBeNull();
    expect(watermarkFor('normal', 'normal', 'example.org', false).watermark).toBeNull();
    expect(watermarkFor('normal', 'premium', 'example.org', false).watermark).toBeNull();
    expect(watermarkFor('premium', 'premium', 'example.org', false).watermark).toBeNull();
  });

  it('leaves every output clean in a build without accounts, where no tier can be reached', () => {
    for (const access of ['free', 'normal', 'premium'] as const) expect(watermarkFor(access, null, 'example.org', false).watermark).toBeNull();
  });

  it('draws the DEV overlay instead of the watermark in dev builds', () => {
    expect(watermarkFor('premium', 'free', 'localhost', true)).toEqual({ watermark: null, devOverlay: true });
    expect(watermarkFor('free', 'premium', 'localhost', true)).toEqual({ watermark: null, devOverlay: true });
  });
});
