import { describe, expect, it } from 'vitest';
import { judgeModelMask } from './mask-verdict.ts';

const SIDE = 100;
const maskOf = (inside: (x: number, y: number) => boolean) => {
  const mask = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) mask[y * SIDE + x] = inside(x, y) ? 255 : 0;
  return mask;
};

describe('judgeModelMask', () => {
  it('finds nothing wrong with one subject and a few specks', () => {
    expect(judgeModelMask(maskOf((x, y) => Math.hypot(x - 50, y - 50) < 30 || (x % 20 === 0 && y % 20 === 0)), SIDE, SIDE)).toBeNull();
  });

  it('says "little" when the model kept under 2 % of the picture', () => {
    expect(judgeModelMask(maskOf((x, y) => Math.hypot(x - 50, y - 50) < 7), SIDE, SIDE)).toBe('little');
  });

  it('says "pieces" when the subject broke into five or more parts of a size', () => {
    expect(judgeModelMask(maskOf((x, y) => x % 20 < 8 && y > 20 && y < 80), SIDE, SIDE)).toBe('pieces');
  });
});
