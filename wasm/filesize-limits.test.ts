import { describe, expect, it } from 'vitest';
import { FILESIZE_LIMITS, limitBytesFor } from './filesize-limits.ts';

const at = (label: string) => FILESIZE_LIMITS.findIndex((choice) => choice.label === label);

describe('FILESIZE_LIMITS', () => {
  it('lists the choices of DESIGN section 4 in order, none first', () => {
    expect(FILESIZE_LIMITS.map((choice) => choice.bytes)).toEqual([null, 1048576, 524288, 262144, 131072, 1000000, 'custom']);
    expect(FILESIZE_LIMITS[0].label).toBe('None');
  });

  it('gives the byte limit of each preset', () => {
    expect(limitBytesFor({ filesizeLimitIndex: at('Discord 256 KB') })).toBe(262144);
    expect(limitBytesFor({ filesizeLimitIndex: at('BTTV 1,000,000 bytes') })).toBe(1000000);
  });

  it('means no limit for none and for an index out of range', () => {
    expect(limitBytesFor({ filesizeLimitIndex: 0 })).toBeNull();
    expect(limitBytesFor({ filesizeLimitIndex: 99 })).toBeNull();
  });

  it('uses the custom bytes for the custom choice, and no limit when they are unusable', () => {
    const custom = at('Custom');
    expect(limitBytesFor({ filesizeLimitIndex: custom, customLimitBytes: 50000.7 })).toBe(50000);
    expect(limitBytesFor({ filesizeLimitIndex: custom })).toBeNull();
    expect(limitBytesFor({ filesizeLimitIndex: custom, customLimitBytes: -5 })).toBeNull();
  });
});
