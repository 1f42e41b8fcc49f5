import { describe, expect, it } from 'vitest';
import { keyColour } from './key-colour.ts';
import { floodBackdrop, edgeColour } from './flood-backdrop.ts';
import { squareOnBackdrop } from './test-frames.ts';

const GREEN = [0, 255, 0];
const RED = [200, 30, 30];

describe('keyColour', () => {
  it('takes out the key colour and keeps what is far from it', () => {
    const rgba = squareOnBackdrop(10, 10, GREEN, RED, 3, 3, 4);
    const mask = keyColour(rgba, [0, 255, 0], 20);
    expect(mask[0]).toBe(0);
    expect(mask[5 * 10 + 5]).toBe(255);
  });

  it('takes out shades within the tolerance, and fades those just beyond it', () => {
    const rgba = new Uint8ClampedArray([0, 235, 0, 255, 0, 210, 0, 255, 0, 120, 0, 255]);
    const mask = keyColour(rgba, [0, 255, 0], 5);
    expect(mask[0]).toBe(0);
    expect(mask[1]).toBeGreaterThan(0);
    expect(mask[1]).toBeLessThan(255);
    expect(mask[2]).toBe(255);
  });

  it('never makes a transparent pixel visible', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 0]);
    expect(keyColour(rgba, [0, 255, 0], 10)[0]).toBe(0);
  });
});

describe('floodBackdrop', () => {
  it('removes the backdrop joined to the edges and keeps the same colour inside the subject', () => {
    // A white backdrop, a red ring, and white inside the ring (eyes, teeth): only the outside goes.
    const rgba = squareOnBackdrop(12, 12, [255, 255, 255], RED, 2, 2, 8);
    for (let y = 5; y < 7; y++) for (let x = 5; x < 7; x++) rgba.set([255, 255, 255, 255], (y * 12 + x) * 4);
    const { mask, backdrop } = floodBackdrop(rgba, 12, 12, 20);
    expect(backdrop).toEqual([255, 255, 255]);
    expect(mask[0]).toBe(0);
    expect(mask[12 * 12 - 1]).toBe(0);
    expect(mask[3 * 12 + 3]).toBe(255);
    expect(mask[5 * 12 + 5]).toBe(255);
  });

  it('reads the backdrop colour as the median of the edge pixels', () => {
    const rgba = squareOnBackdrop(8, 8, [10, 20, 30], RED, 0, 0, 1);
    expect(edgeColour(rgba, 8, 8)).toEqual([10, 20, 30]);
  });

  it('leaves a frame with a transparent border as it was', () => {
    const rgba = new Uint8ClampedArray(4 * 4 * 4);
    const { mask, backdrop } = floodBackdrop(rgba, 4, 4, 20);
    expect(backdrop).toBeNull();
    expect([...mask]).toEqual(new Array(16).fill(0));
  });
});
