import { describe, expect, it } from 'vitest';
import { aimQuality, searchWebpQuality } from './quality-search.ts';

/** Bytes at qualities 40, 45 … 90 as libwebp 1.3.2 made them (wasm-webp) on the bench's content. */
const CURVES: Record<string, number[]> = {
  'W1 112×112×50': [91108, 93932, 96572, 99308, 102016, 105048, 107980, 111348, 123168, 137696, 159612],
  'W2 128×128×60': [117528, 120852, 124708, 128076, 132044, 135744, 139576, 144236, 159388, 179180, 207828],
  'W2 at 100×100': [90532, 92960, 95504, 97740, 100268, 102892, 105740, 108748, 119416, 132228, 152196],
  'W3 at 160×160×40': [98760, 105322, 112794, 119474, 128126, 135726, 143950, 153944, 183366, 221782, 279540],
};

/** Bytes at any whole quality, between the measured ones. */
const bytesAt = (curve: number[], quality: number) => {
  const i = Math.min(9, Math.floor((quality - 40) / 5));
  return Math.round(curve[i] + ((curve[i + 1] - curve[i]) * (quality - 40 - i * 5)) / 5);
};

async function search(curve: number[], limit: number) {
  const tried: number[] = [];
  const result = await searchWebpQuality(async (quality) => {
    tried.push(quality);
    return { length: bytesAt(curve, quality) };
  }, limit, curve[10]);
  return { result, tried };
}

describe('searchWebpQuality', () => {
  it('lands within 1 of the best quality that fits in 2 encodes on average, at most 4 (bisection: 4, up to 6 under), never over the limit', async () => {
    let encodes = 0;
    let cases = 0;
    for (const curve of Object.values(CURVES)) {
      for (let share = 0.01; share < 1; share += 0.02) {
        const limit = Math.round(curve[0] + (curve[10] - curve[0]) * share);
        let best = 40;
        for (let q = 40; q < 90; q++) if (bytesAt(curve, q) <= limit) best = q;
        const { result, tried } = await search(curve, limit);
        expect(result.fit, `limit ${limit}`).not.toBeNull();
        const fit = result.fit!;
        expect(fit.bytes.length).toBeLessThanOrEqual(limit);
        expect(fit.quality, `limit ${limit}: tried ${tried.join(', ')}`).toBeGreaterThanOrEqual(best - 1);
        expect(tried.length, `limit ${limit}: tried ${tried.join(', ')}`).toBeLessThanOrEqual(4);
        encodes += tried.length;
        cases++;
      }
    }
    expect(encodes / cases).toBeLessThan(2.2);
  });

  it('says nothing fits when even quality 40 is over, with its bytes for the frame and size levers', async () => {
    const curve = CURVES['W2 128×128×60'];
    const { result } = await search(curve, curve[0] - 1);
    expect(result).toEqual({ fit: null, lowBytes: curve[0] });
  });

  it('aims along the kink at 75: linear below it, 5.5 times as steep above', () => {
    expect(aimQuality({ quality: 40, bytes: 100 }, { quality: 60, bytes: 200 }, 150)).toBe(50);
    expect(aimQuality({ quality: 75, bytes: 100 }, { quality: 85, bytes: 650 }, 375)).toBe(80);
  });
});
