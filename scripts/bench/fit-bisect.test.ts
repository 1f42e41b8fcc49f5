import { describe, expect, it } from 'vitest';
import { bisectKnob } from './fit-bisect.ts';

const fileOf = (size: number) => new Uint8Array(size);

describe('bisectKnob', () => {
  it('finds the largest knob whose file fits', async () => {
    const result = await bisectKnob(2, 256, 1000, (k) => fileOf(k * 10));
    expect(result.knob).toBe(100);
    expect(result.bytes!.length).toBe(1000);
    expect(result.encodes).toBeLessThanOrEqual(10);
  });
  it('stops after one encode when the highest knob fits', async () => {
    const result = await bisectKnob(1, 100, 5000, (k) => fileOf(k * 10));
    expect(result).toMatchObject({ knob: 100, encodes: 1 });
  });
  it('returns no file when even the lowest knob is over the limit', async () => {
    const result = await bisectKnob(2, 256, 10, (k) => fileOf(k * 10));
    expect(result.bytes).toBeNull();
  });
});
