import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, ANIMATED_PRESETS, STATIC_PRESETS, presetLabel } from './presets.ts';

describe('preset labels', () => {
  it('gives every preset a label no other preset has', () => {
    const labels = ALL_PRESETS.map(presetLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('says what the preset makes: platform, animated or static, and size', () => {
    expect(presetLabel(ANIMATED_PRESETS.find((p) => p.id === 'twitch')!)).toBe('Twitch emote, animated 112×112');
    expect(presetLabel(STATIC_PRESETS.find((p) => p.id === 'twitch-static')!)).toBe('Twitch emote, static 112×112');
    expect(presetLabel(STATIC_PRESETS.find((p) => p.id === 'youtube-badge')!)).toBe('YouTube channel badge, static 32×32');
    expect(presetLabel(ANIMATED_PRESETS.find((p) => p.id === 'bttv-3-wide')!)).toBe('BTTV emote, 3-wide, animated 336×112');
    expect(presetLabel(ANIMATED_PRESETS.find((p) => p.id === 'kick')!)).toBe('Kick emote, animated 112×112');
  });

  it('names a platform for every platform preset, so its file gets a target and a check row', () => {
    for (const preset of [...ANIMATED_PRESETS, ...STATIC_PRESETS]) expect(preset.platform, preset.id).toBeDefined();
  });
});
