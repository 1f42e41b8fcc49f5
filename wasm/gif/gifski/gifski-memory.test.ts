import { describe, expect, it } from 'vitest';
import { JS_ENCODER_ABOVE_BYTES } from '../encode-gif.ts';
import { estimateGifskiHeap, shouldRecycleAfter, THREADED_HEAP_LIMIT } from './gifski-memory.ts';

const frameBytes = (side: number, frames: number) => side * side * 4 * frames;

describe('gifski memory guard', () => {
  it('asks for a fresh worker after a power-user encode but not after an emote', () => {
    expect(shouldRecycleAfter(frameBytes(448, 150))).toBe(true);
    expect(shouldRecycleAfter(frameBytes(128, 60))).toBe(false);
  });

  it('expects 448×448×300, which trapped the threaded build, to pass its heap cap', () => {
    expect(estimateGifskiHeap(frameBytes(448, 300))).toBeGreaterThan(THREADED_HEAP_LIMIT);
    expect(estimateGifskiHeap(frameBytes(112, 50))).toBeLessThan(THREADED_HEAP_LIMIT);
  });

  it('never gives the threaded build an input over its heap cap: larger inputs go to the JS encoder', () => {
    expect(estimateGifskiHeap(JS_ENCODER_ABOVE_BYTES)).toBeLessThan(THREADED_HEAP_LIMIT);
  });
});
