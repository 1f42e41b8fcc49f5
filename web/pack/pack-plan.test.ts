import { describe, expect, it } from 'vitest';
import { maxBytesFor, platformById, problemsOf } from '../platforms/platform-rules.ts';
import { packZipName, planPack, TWITCH_MANUAL_BYTES } from './pack-plan.ts';

const jam = planPack({ filename: 'emotejam', format: 'gif', size: { width: 112, height: 112 } });
const row = (plan: typeof jam, filename: string) => plan.find((entry) => entry.filename === filename)!;

describe('planPack', () => {
  it('lists every file a platform asks for, named by platform and size, in the order of the issue', () => {
    expect(jam.map((entry) => [entry.filename, entry.label])).toEqual([
      ['emotejam-twitch-112.gif', 'Twitch emote 112 GIF'],
      ['emotejam-twitch-56.gif', 'Twitch emote 56 GIF'],
      ['emotejam-twitch-28.gif', 'Twitch emote 28 GIF'],
      ['emotejam-twitch-badge-72.png', 'Twitch badge 72 PNG'],
      ['emotejam-twitch-badge-36.png', 'Twitch badge 36 PNG'],
      ['emotejam-twitch-badge-18.png', 'Twitch badge 18 PNG'],
      ['emotejam-discord-128.gif', 'Discord emoji 128 GIF'],
      ['emotejam-slack-128.gif', 'Slack 128 GIF'],
      ['emotejam-bttv-112.gif', 'BTTV 112 GIF'],
      ['emotejam-7tv-112.gif', '7TV 112 GIF'],
      ['emotejam-ffz-128.gif', 'FFZ 128 GIF'],
      ['emotejam-youtube-48.png', 'YouTube emoji 48 PNG'],
      ['emotejam-kick-112.gif', 'Kick emote 112 GIF'],
      ['emotejam-whatsapp-512.webp', 'WhatsApp sticker 512 WEBP'],
      ['emotejam-telegram-100.webm', 'Telegram emoji 100 WEBM'],
      ['emotejam-discord-sticker-320.png', 'Discord sticker 320 APNG'],
    ]);
    expect(jam.every((entry) => entry.leftOut === null)).toBe(true);
  });

  it("targets each platform's own rules at the file's size, Twitch at its manual upload's 512 KB for all three sizes", () => {
    for (const entry of jam) {
      const spec = platformById(entry.platformId);
      const size = { width: entry.width, height: entry.height };
      expect(entry.target.platformId, entry.filename).toBe(entry.platformId);
      expect(problemsOf(spec, { format: entry.format, ...size, frames: 1, bytes: 0 }), entry.filename).toEqual([]);
      const bytes = entry.platformId === 'twitch' ? TWITCH_MANUAL_BYTES : maxBytesFor(spec, size);
      expect(entry.target.maxBytes, entry.filename).toBe(Number.isFinite(bytes) ? bytes : null);
    }
    expect(row(jam, 'emotejam-twitch-112.gif').target).toMatchObject({ name: 'Twitch manual upload', maxBytes: 512_000, maxFrames: 60, minSide: 112 });
    expect(row(jam, 'emotejam-twitch-28.gif').target).toMatchObject({ maxBytes: 512_000, minSide: 28 });
    expect(row(jam, 'emotejam-slack-128.gif').target).toMatchObject({ maxBytes: 128_000, maxFrames: 50 });
    expect(row(jam, 'emotejam-bttv-112.gif').target).toMatchObject({ maxBytes: 1_000_000, minSide: 112 });
    expect(row(jam, 'emotejam-twitch-badge-18.png').target).toMatchObject({ maxBytes: 25_000, maxFrames: null, minSide: 18 });
    expect(row(jam, 'emotejam-ffz-128.gif').target.maxBytes).toBeNull();
    expect(row(jam, 'emotejam-kick-112.gif').target).toMatchObject({ maxBytes: 1_000_000, maxFrames: null });
    expect(row(jam, 'emotejam-telegram-100.webm').target).toMatchObject({ maxBytes: 256_000, minSide: 100, maxDurationMs: 3000, minFrameMs: 34 });
  });

  it("never lets the fit shrink a file below the size planned, on platforms whose rules set no size too (Slack, FFZ, Kick)", () => {
    for (const entry of [...jam, ...planPack({ filename: 'wide', format: 'gif', size: { width: 256, height: 128 } })]) {
      expect(entry.target.minSide, entry.filename).toBe(Math.min(entry.width, entry.height));
    }
  });

  it("makes every platform that takes both formats in the emote's format; still-only platforms always get PNG", () => {
    const still = planPack({ filename: 'x', format: 'png', size: { width: 112, height: 112 } });
    expect(still.map((entry) => entry.format)).toEqual([...Array(13).fill('png'), 'webp', 'png', 'png']);
    expect(jam.filter((entry) => entry.format === 'png').map((entry) => entry.platformId)).toEqual(['twitch-badge', 'twitch-badge', 'twitch-badge', 'youtube']);
  });

  it('makes the Discord sticker an APNG of 320×320 under 512 KiB and 5 s, whatever the animated format, and a PNG of a still emote', () => {
    for (const format of ['gif', 'webp', 'apng'] as const) {
      const sticker = row(planPack({ filename: 'x', format, size: { width: 112, height: 112 } }), 'x-discord-sticker-320.png');
      expect(sticker).toMatchObject({ format: 'apng', width: 320, height: 320, leftOut: null });
      expect(sticker.target).toMatchObject({ maxBytes: 512 * 1024, minSide: 320, maxDurationMs: 5000 });
    }
    const still = row(planPack({ filename: 'x', format: 'png', size: { width: 112, height: 112 } }), 'x-discord-sticker-320.png');
    expect(still).toMatchObject({ format: 'png', label: 'Discord sticker 320 PNG' });
  });

  it('makes a WebP emote WebP where the platform takes it, and GIF where it does not', () => {
    const webp = planPack({ filename: 'x', format: 'webp', size: { width: 112, height: 112 } });
    const formats = Object.fromEntries(webp.map((entry) => [entry.filename.replace(/\.\w+$/, ''), entry.format]));
    expect(formats).toMatchObject({ 'x-discord-128': 'webp', 'x-7tv-112': 'webp', 'x-ffz-128': 'webp', 'x-twitch-112': 'gif', 'x-slack-128': 'gif', 'x-bttv-112': 'gif', 'x-kick-112': 'gif' });
  });

  it("gives 7TV the emote's own size, keeping a wide emote wide, and shrinks only past 1000 px a side", () => {
    const wide = planPack({ filename: 'x', format: 'gif', size: { width: 384, height: 128 } });
    expect(row(wide, 'x-7tv-384x128.gif')).toMatchObject({ width: 384, height: 128, label: '7TV 384×128 GIF', leftOut: null });
    expect(row(wide, 'x-discord-128.gif')).toMatchObject({ width: 128, height: 128 });
    const huge = planPack({ filename: 'x', format: 'gif', size: { width: 1536, height: 768 } });
    expect(row(huge, 'x-7tv-1000x500.gif')).toMatchObject({ width: 1000, height: 500, leftOut: null });
  });

  it("leaves out a 7TV file wider than 3:1 with 7TV's reason, and plans the rest", () => {
    const plan = planPack({ filename: 'x', format: 'gif', size: { width: 500, height: 100 } });
    expect(plan.filter((entry) => entry.leftOut).map((entry) => [entry.filename, entry.leftOut])).toEqual([['x-7tv-500x100.gif', 'dimensions: 500×100 is wider than 3:1']]);
  });

  it("fits a still emote's WhatsApp sticker to WhatsApp's still limit, a moving one's to the moving limit", () => {
    const sticker = (format: 'gif' | 'png') => planPack({ filename: 'e', format, size: { width: 112, height: 112 } }).find((e) => e.platformId === 'whatsapp-sticker')!;
    expect(sticker('png').target.maxBytes).toBe(100 * 1024);
    expect(sticker('gif').target.maxBytes).toBe(500 * 1024);
  });

  it('names the ZIP after the download', () => {
    expect(packZipName('emotejam')).toBe('emotejam-all-platforms.zip');
  });
});
