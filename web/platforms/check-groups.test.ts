import { describe, expect, it } from 'vitest';
import { groupChecks } from './check-groups.ts';
import type { ProducedFile } from './platform-rules.ts';

const twitchGif: ProducedFile = { format: 'gif', width: 112, height: 112, frames: 20, bytes: 100_000 };
const names = (list: { spec: { platform: string } }[]) => list.map((v) => v.spec.platform);
const reasonsOf = (file: ProducedFile, platform: string) => groupChecks(file, null).others.find((v) => v.spec.platform === platform)?.reasons;

describe('platform check groups', () => {
  it('judges a good animated Twitch emote as passing for Twitch, and puts still-only platforms aside with the reason', () => {
    const groups = groupChecks(twitchGif, 'twitch');
    expect(groups.chosen?.spec.platform).toBe('Twitch emote');
    expect(groups.chosen?.problems).toEqual([]);
    expect(names(groups.alsoFits)).toEqual(['Discord emoji', 'Slack', '7TV', 'BTTV', 'FFZ', 'Kick emote']);
    expect(names(groups.others)).toEqual([
      'Twitch badge', 'Discord sticker', 'YouTube emoji', 'YouTube channel badge', 'Telegram emoji', 'Telegram sticker', 'WhatsApp sticker',
    ]);
    const still = ['Twitch badge', 'YouTube emoji', 'YouTube channel badge'];
    for (const other of groups.others) if (still.includes(other.spec.platform)) expect(other.reasons[0]).toBe('still images only');
    expect(groups.others.find((v) => v.spec.platform === 'Discord sticker')?.reasons).toEqual(['320 px only']);
    expect(groups.others.find((v) => v.spec.platform === 'Telegram emoji')?.reasons).toEqual(['WebM only', '100 px only']);
    expect(groups.others.find((v) => v.spec.platform === 'WhatsApp sticker')?.reasons).toEqual(['WebP only', '512 px only']);
  });

  it('keeps the chosen platform with its full problems when the file breaks its rules', () => {
    const groups = groupChecks({ ...twitchGif, width: 128, height: 128 }, 'bttv');
    expect(groups.chosen?.problems).toEqual(['size: 128×128 is not 112 px high and 112 to 336 px wide']);
    expect(names(groups.others)).not.toContain('BTTV');
  });

  it('has no chosen platform when none was asked for', () => {
    expect(groupChecks(twitchGif, null).chosen).toBeNull();
  });

  it('says in words which sizes and formats the others take', () => {
    const still: ProducedFile = { format: 'png', width: 100, height: 100, frames: 1, bytes: 1000 };
    expect(reasonsOf(still, 'Twitch badge')).toEqual(['18, 36 or 72 px only']);
    expect(reasonsOf(still, 'BTTV')).toEqual(['112 px high only']);
    expect(reasonsOf({ ...still, width: 512, height: 400 }, 'Telegram sticker')).toBeUndefined();
    expect(reasonsOf({ ...still, width: 500, height: 400 }, 'Telegram sticker')).toEqual(['one side 512 px only']);
    expect(reasonsOf({ ...still, width: 200 }, 'Twitch emote')).toEqual(['square images only']);
    expect(reasonsOf({ ...twitchGif, frames: 1, bytes: 1000 }, 'Twitch badge')).toEqual(['PNG only', '18, 36 or 72 px only']);
    expect(reasonsOf({ ...twitchGif, frames: 80, bytes: 200_000 }, 'Slack')).toEqual(['at most 50 frames', 'at most 128,000 bytes']);
  });
});
