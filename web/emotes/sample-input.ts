/** The input slot of a type's own sample art, with the box its subject occupies. */
import type { InputImageSpec } from './types.ts';

/** Slot `n` (1-based) showing /samples/in/{slug}.{n}.png of `side`×`side` px; focus is [x, y, width, height] in sample px. */
export function sampleInput(slug: string, n: number, focus: [number, number, number, number], side = 448): Partial<InputImageSpec> {
  const [x, y, width, height] = focus;
  return { sample: { url: `/samples/in/${slug}.${n}.png`, size: { width: side, height: side }, focus: { x, y, width, height }, pixelated: false } };
}
