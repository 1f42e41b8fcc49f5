import { describe, expect, it } from 'vitest';
import { checkPlatforms, PLATFORMS, type ProducedFile } from './platform-rules.ts';

const verdict = (name: string, f: ProducedFile) => checkPlatforms(f).find((v) => v.spec.platform === name)!;
const gif = (width: number, height: number, frames: number, bytes: number): ProducedFile => ({ format: 'gif', width, height, frames, bytes });

describe('platform checks', () => {
  it('passes a 112×112 20-frame GIF of 100 KiB on Twitch, with the optimal size', () => {
    const v = verdict('Twitch emote', gif(112, 112, 20, 100 * 1024));
    expect(v.problems).toEqual([]);
    expect(v.optimal).toBe(true);
  });

  it('fails Twitch for a wide, long or heavy emote with the reason', () => {
    expect(verdict('Twitch emote', gif(256, 128, 20, 1000)).problems[0]).toMatch(/^dimensions: 256×128 is not square/);
    expect(verdict('Twitch emote', gif(112, 112, 61, 1000)).problems).toEqual(['frames: 61 is more than 60']);
    expect(verdict('Twitch emote', gif(56, 56, 10, 600 * 1024)).problems[0]).toMatch(/^bytes: .* over the 512,000 byte limit/);
  });

  it('holds Slack to 128 KB read as 128,000 bytes (the smaller reading) and 50 frames', () => {
    expect(verdict('Slack', gif(128, 128, 50, 128_000)).problems).toEqual([]);
    expect(verdict('Slack', gif(128, 128, 50, 128_001)).problems).toEqual(['bytes: 128,001 is over the 128,000 byte limit']);
    expect(verdict('Slack', gif(128, 128, 51, 131073)).problems).toHaveLength(2);
  });

  it('takes animated GIF on FFZ (since 2023) and only static PNG on YouTube', () => {
    expect(verdict('FFZ', gif(128, 128, 20, 1000)).problems).toEqual([]);
    expect(verdict('Twitch badge', gif(72, 72, 20, 1000)).problems).toEqual(['format: Twitch badge takes static PNG only']);
    expect(verdict('YouTube emoji', { format: 'png', width: 48, height: 48, frames: 1, bytes: 2000 }).problems).toEqual([]);
    expect(verdict('YouTube emoji', gif(48, 48, 2, 2000)).problems[0]).toMatch(/^frames/);
  });

  it('allows 7TV wide emotes up to 3:1', () => {
    expect(verdict('7TV', gif(384, 128, 20, 1000)).problems).toEqual([]);
    expect(verdict('7TV', gif(400, 128, 20, 1000)).problems[0]).toMatch(/3:1/);
  });

  it('has a docs link and the date it was read for every platform', () => {
    for (const spec of PLATFORMS) {
      expect(spec.docsUrl).toMatch(/^https:\/\//);
      expect(spec.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('takes animated WebP on Discord, and holds its stickers to 320×320, 512 KiB and 5 s', () => {
    const webp: ProducedFile = { format: 'webp', width: 128, height: 128, frames: 30, bytes: 200_000, durationMs: 1500 };
    expect(verdict('Discord emoji', webp).problems).toEqual([]);
    const sticker: ProducedFile = { format: 'apng', width: 320, height: 320, frames: 30, bytes: 512 * 1024, durationMs: 5000 };
    expect(verdict('Discord sticker', sticker).problems).toEqual([]);
    expect(verdict('Discord sticker', { ...sticker, width: 300, height: 300, bytes: 512 * 1024 + 1, durationMs: 5010 }).problems).toEqual([
      'size: 300×300 is not 320×320',
      'duration: 5.01 s is longer than 5 s',
      'bytes: 524,289 is over the 524,288 byte limit',
    ]);
    expect(verdict('Discord sticker', { ...sticker, format: 'webp' }).problems).toEqual(['format: Discord sticker takes PNG, APNG or GIF only']);
  });

  it('holds Kick to a square of at most 500 px and 1 MB', () => {
    expect(verdict('Kick emote', gif(500, 500, 20, 1_000_000)).problems).toEqual([]);
    expect(verdict('Kick emote', gif(512, 512, 20, 1_000_001)).problems).toEqual([
      'size: 512×512 is outside 1 to 500 px a side',
      'bytes: 1,000,001 is over the 1,000,000 byte limit',
    ]);
  });

  it('takes Telegram emoji as a 100×100 WebM of at most 3 s and 30 fps, or a still PNG or WebP', () => {
    const webm: ProducedFile = { format: 'webm', width: 100, height: 100, frames: 90, bytes: 256_000, durationMs: 3000 };
    expect(verdict('Telegram emoji', webm).problems).toEqual([]);
    expect(verdict('Telegram emoji', { ...webm, frames: 120, durationMs: 3500 }).problems).toEqual([
      'duration: 3.5 s is longer than 3 s',
      'frame rate: 34.3 fps is over 30',
    ]);
    expect(verdict('Telegram emoji', { ...webm, format: 'webp' }).problems).toEqual(['format: Telegram emoji takes a moving WebP only as WebM']);
    expect(verdict('Telegram emoji', { format: 'png', width: 100, height: 100, frames: 1, bytes: 9000 }).problems).toEqual([]);
    expect(verdict('Telegram emoji', gif(100, 100, 20, 9000)).problems).toEqual(['format: Telegram emoji takes WebM, PNG or WebP only']);
  });

  it('takes Telegram stickers with one side of exactly 512, a still up to 512 KB and a video up to 256 KB (1000s)', () => {
    const still: ProducedFile = { format: 'png', width: 512, height: 300, frames: 1, bytes: 512_000 };
    expect(verdict('Telegram sticker', still).problems).toEqual([]);
    expect(verdict('Telegram sticker', { ...still, width: 500 }).problems[0]).toMatch(/no side of exactly 512/);
    expect(verdict('Telegram sticker', { ...still, format: 'webm', frames: 30, durationMs: 1000 }).problems).toEqual(['bytes: 512,000 is over the 256,000 byte limit']);
  });

  it('takes WhatsApp stickers as 512×512 WebP: still up to 100 KiB, animated up to 500 KiB', () => {
    const still: ProducedFile = { format: 'webp', width: 512, height: 512, frames: 1, bytes: 100 * 1024 };
    expect(verdict('WhatsApp sticker', still).problems).toEqual([]);
    expect(verdict('WhatsApp sticker', { ...still, bytes: 100 * 1024 + 1 }).problems).toEqual(['bytes: 102,401 is over the 102,400 byte limit']);
    expect(verdict('WhatsApp sticker', { ...still, frames: 40, bytes: 500 * 1024, durationMs: 2000 }).problems).toEqual([]);
    expect(verdict('WhatsApp sticker', { ...still, format: 'png' }).problems).toEqual(['format: WhatsApp sticker takes WebP only']);
  });

  it('takes BTTV wide emotes 112 px high up to 3:1', () => {
    expect(verdict('BTTV', gif(224, 112, 20, 1000)).problems).toEqual([]);
    expect(verdict('BTTV', gif(336, 112, 20, 1000)).problems).toEqual([]);
    expect(verdict('BTTV', gif(340, 112, 20, 1000)).problems).toEqual(['dimensions: 340×112 is wider than 3:1']);
    expect(verdict('BTTV', gif(112, 224, 20, 1000)).problems).toEqual(['size: 112×224 is not 112 px high and 112 to 336 px wide']);
  });
});
