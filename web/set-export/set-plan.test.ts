import { describe, expect, it } from 'vitest';
import { planSetEmote, SET_FILE_KINDS, ZERO_WIDTH_PLATFORMS } from './set-plan.ts';

const inputs = { filename: 'RainZW', format: 'gif' as const, size: { width: 112, height: 112 } };

describe('planSetEmote', () => {
  it('plans every kind of file for an emote, the Telegram sticker at 512 px among them', () => {
    const plan = planSetEmote(inputs);
    expect(plan).toHaveLength(SET_FILE_KINDS.length);
    expect(plan.find((entry) => entry.platformId === 'telegram-sticker')).toMatchObject({ width: 512, height: 512 });
  });

  it('plans a zero-width emote for 7TV and BTTV only: elsewhere it would be a clear square', () => {
    const plan = planSetEmote(inputs, true);
    expect(plan.length).toBeGreaterThan(0);
    expect(new Set(plan.map((entry) => entry.platformId))).toEqual(new Set(ZERO_WIDTH_PLATFORMS));
  });
});
