import { describe, expect, it } from 'vitest';
import { afterLeavingCheck, AFTER_LEAVING_MIB } from './memory-after.ts';

describe('afterLeavingCheck', () => {
  it('is met within 100 MiB of before the upload and NOT MET past it', () => {
    expect(AFTER_LEAVING_MIB).toBe(100);
    expect(afterLeavingCheck(421, 521)).toEqual({ target: 'renderer within 100 MiB of before the upload', met: true });
    expect(afterLeavingCheck(421, 522).met).toBe(false);
  });
});
