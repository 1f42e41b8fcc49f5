/** The scale an emote type draws a slot at (drawn-scale.ts), on real canvases. */
import { describe, expect, it } from 'vitest';
import { DrawnScale, typicalScale } from './drawn-scale.ts';

const SIDE = 112;

describe('DrawnScale', () => {
  it('reads half size as 0.5, tilted or not, and ignores what is drawn without the slot', () => {
    const scale = new DrawnScale(SIDE, SIDE);
    const half = (angle: number) =>
      scale.measure((ctx, sheet) => {
        // Something the type draws whatever the slot (a hand, a background): not the slot's.
        ctx.fillStyle = '#000';
        ctx.fillRect(0, 0, SIDE, 10);
        if (!sheet) return;
        ctx.translate(SIDE / 2, SIDE / 2);
        ctx.rotate(angle);
        ctx.scale(0.5, 0.5);
        ctx.drawImage(sheet, -SIDE / 2, -SIDE / 2);
      });
    expect(half(0)).toBeCloseTo(0.5, 2);
    expect(half(Math.PI / 6)).toBeCloseTo(0.5, 1);
    expect(scale.measure((ctx, sheet) => sheet && ctx.drawImage(sheet, 0, 0))).toBeCloseTo(1, 5);
    expect(scale.measure(() => {})).toBe(0);
  });

  it('takes the lower middle of the frames that show the slot, and 1 when none does', () => {
    expect(typicalScale([0, 0.8, 0.9, 0.7, 1])).toBe(0.8);
    expect(typicalScale([0.6])).toBe(0.6);
    expect(typicalScale([0, 0])).toBe(1);
    expect(typicalScale([])).toBe(1);
  });
});
