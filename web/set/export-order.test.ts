import { describe, expect, it } from 'vitest';
import { costliestFirst } from './export-order.ts';
import type { KeptEmote } from './kept-emote.ts';

type Weighed = Pick<KeptEmote, 'preview' | 'inputs'>;

const blob = (bytes: number) => new Blob([new Uint8Array(bytes)]);

describe('the order a set export takes its emotes in', () => {
  it('the emote kept with the most bytes first, ties in set order', () => {
    const kept: Weighed[] = [{ preview: blob(10), inputs: {} }, { preview: blob(900), inputs: {} }, { preview: blob(10), inputs: {} }, { preview: blob(50), inputs: {} }];
    expect(costliestFirst(kept)).toEqual([1, 3, 0, 2]);
  });

  it('an emote with no preview is weighed by its input files', () => {
    const kept: Weighed[] = [{ preview: blob(100), inputs: {} }, { preview: null, inputs: { 0: blob(150), 1: blob(100) } }, { preview: null, inputs: {} }];
    expect(costliestFirst(kept)).toEqual([1, 0, 2]);
  });
});
