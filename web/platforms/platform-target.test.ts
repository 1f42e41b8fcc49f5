import { describe, expect, it } from 'vitest';
import { clipFramesFor, platformTarget, targetFor, type TargetInputs } from './platform-target.ts';
import { limitIndexOf, migrateLimitIndex, FILESIZE_LIMITS } from './filesize-limits.ts';
import { PLATFORMS, problemsOf } from './platform-rules.ts';
import { ANIMATED_PRESETS, STATIC_PRESETS } from './presets.ts';

const inputs = (presetId: string, width = 128, height = width, limit = 0, format: TargetInputs['format'] = 'gif'): TargetInputs => ({
  presetId, format, size: { width, height }, encodeOptions: { gifOptions: { filesizeLimitIndex: limit } },
});

describe('targetFor', () => {
  it("follows the preset's platform by default: bytes, frame cap and size floor", () => {
    expect(targetFor(inputs('discord'))).toEqual({ name: 'Discord emoji', platformId: 'discord', maxBytes: 262144, maxFrames: null, clipFrames: 53, minSide: 32 });
    expect(targetFor(inputs('slack'))).toMatchObject({ maxBytes: 128_000, maxFrames: 50 });
    expect(targetFor(inputs('twitch', 112))).toMatchObject({ maxBytes: 1_000_000, maxFrames: 60, minSide: 112 });
    expect(targetFor(inputs('bttv', 112))).toMatchObject({ maxBytes: 1_000_000, minSide: 112 });
    expect(targetFor(inputs('7tv-3-wide', 384, 128))).toMatchObject({ maxBytes: 7_000_000, maxFrames: 1000 });
    expect(targetFor(inputs('twitch-badge', 72, 72, 0, 'png'))).toMatchObject({ maxBytes: 25_000, maxFrames: null, minSide: 72 });
    expect(targetFor(inputs('bttv-3-wide', 336, 112))).toMatchObject({ name: 'BTTV', maxBytes: 1_000_000, minSide: 112 });
    expect(targetFor(inputs('kick', 112))).toMatchObject({ name: 'Kick emote', maxBytes: 1_000_000, maxFrames: null, minSide: 32 });
    expect(targetFor(inputs('discord-sticker', 320))).toMatchObject({ maxBytes: 512 * 1024, minSide: 320 });
    expect(targetFor(inputs('telegram-emoji-static', 100, 100, 0, 'png'))).toMatchObject({ maxBytes: 256_000, minSide: 100 });
    expect(platformTarget('whatsapp-sticker', { width: 512, height: 512 }, 'webp')).toMatchObject({ maxBytes: 500 * 1024, minSide: 512, clipFrames: 25 });
    expect(platformTarget('telegram-sticker', { width: 512, height: 512 }, 'png')).toMatchObject({ maxBytes: 512_000, minSide: 512 });
  });

  it('sets no target for the custom preset, or with None chosen', () => {
    expect(targetFor(inputs('custom'))).toBeNull();
    expect(targetFor(inputs('discord', 128, 128, limitIndexOf('None')))).toBeNull();
  });

  it("targets a hand-picked platform's rules, not only its bytes", () => {
    expect(targetFor(inputs('twitch', 112, 112, limitIndexOf('Slack 128 KB')))).toMatchObject({ platformId: 'slack', maxBytes: 128_000, maxFrames: 50 });
    expect(targetFor(inputs('twitch', 112, 112, limitIndexOf('Twitch manual 512 KB')))).toMatchObject({ maxBytes: 512_000, maxFrames: 60 });
  });

  it("takes Twitch's smaller limit at 56 px and never shrinks that size", () => {
    expect(targetFor(inputs('custom', 56, 56, limitIndexOf('Twitch 1 MB')))).toMatchObject({ maxBytes: 512_000, minSide: 56 });
  });

  it('goes by the size the file is made at, after Scale down', () => {
    const scaled = (presetId: string, side: number, scaledown: number, limit = 0) => {
      const base = inputs(presetId, side, side, limit);
      return targetFor({ ...base, encodeOptions: { ...base.encodeOptions, scaledown } });
    };
    // Twitch 112 px halved is 56 px: its 512 KB rule, and no shrinking below that fixed size.
    expect(scaled('twitch', 112, 2)).toMatchObject({ maxBytes: 512_000, minSide: 56 });
    // Quartered, 28 px: the same.
    expect(scaled('twitch', 112, 4)).toMatchObject({ maxBytes: 512_000, minSide: 28 });
    // Discord at 128 px over 4 is 32 px: the watchable floor is never above the output's own size.
    expect(scaled('discord', 128, 4)).toMatchObject({ minSide: 32, clipFrames: Math.floor(262144 / (32 * 32 * 0.3)) });
    expect(scaled('discord', 128, 8)).toMatchObject({ minSide: 16 });
    expect(scaled('custom', 128, 8, limitIndexOf('Custom'))).toBeNull();
  });

  it('takes a custom byte limit alone, and none when it is unusable', () => {
    const custom = limitIndexOf('Custom');
    const at = (bytes?: number) => targetFor({ ...inputs('custom'), encodeOptions: { gifOptions: { filesizeLimitIndex: custom, customLimitBytes: bytes } } });
    expect(at(5000.7)).toMatchObject({ maxBytes: 5000, maxFrames: null, platformId: null });
    expect(at(undefined)).toBeNull();
    expect(at(-3)).toBeNull();
  });

  it('gives every platform preset a target whose rules its own size passes', () => {
    for (const preset of [...ANIMATED_PRESETS, ...STATIC_PRESETS].filter((p) => p.platform)) {
      const target = targetFor(inputs(preset.id, preset.size!.width, preset.size!.height, 0, preset.format));
      expect(target, preset.id).not.toBeNull();
      const spec = PLATFORMS.find((p) => p.id === preset.platform)!;
      const file = { format: preset.format!, width: preset.size!.width, height: preset.size!.height, frames: target!.maxFrames ?? (preset.format === 'png' ? 1 : 2), bytes: target!.maxBytes ?? 1 };
      expect(problemsOf(spec, file), preset.id).toEqual([]);
    }
  });
});

describe('clipFramesFor', () => {
  it('aims the automatic clip at the frame cap, or at what the byte limit holds when fewer', () => {
    const size = { width: 128, height: 128 };
    // Slack: 128 KiB holds about 26 full-colour frames of 128×128, fewer than its cap of 50.
    expect(clipFramesFor(131072, 50, size)).toBe(26);
    expect(clipFramesFor(262144, null, size)).toBe(53);
    expect(clipFramesFor(7_000_000, 1000, size)).toBe(1000);
    expect(clipFramesFor(null, 60, size)).toBe(60);
    expect(clipFramesFor(null, null, size)).toBeNull();
    // Never below 2 s at the watchable frame time, however small the budget.
    expect(clipFramesFor(1000, null, size)).toBe(25);
  });
});

describe('FILESIZE_LIMITS', () => {
  it('keeps the choices of DESIGN section 4 after the preset-following default', () => {
    expect(FILESIZE_LIMITS.map((c) => c.label)).toEqual([
      'Platform of the preset', 'None', 'Twitch 1 MB', 'Twitch manual 512 KB', 'Discord 256 KB', 'Slack 128 KB', 'BTTV 1,000,000 bytes', 'Custom',
    ]);
  });

  it('moves stored indices from before the preset choice up one, and None-by-default to the new default', () => {
    expect(migrateLimitIndex(0)).toBe(0);
    expect(FILESIZE_LIMITS[migrateLimitIndex(3)].label).toBe('Discord 256 KB');
    expect(FILESIZE_LIMITS[migrateLimitIndex(6)].label).toBe('Custom');
  });
});
