import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { planSetEmote } from './set-plan.ts';
import type { SetFile } from './set-files.ts';
import { buildWastickers, packEmoji, planWastickers, trayProblems, type WaSticker } from './wastickers.ts';

const entry = planSetEmote({ filename: 'e', format: 'gif', size: { width: 112, height: 112 } }).find((e) => e.platformId === 'whatsapp-sticker')!;

/** A sticker whose bytes stand in for a WebP: the plan reads only its frames and length. */
function sticker(code: string, frames: number, durationMs = frames * 100): WaSticker {
  const data = new Uint8Array([code.length, frames]);
  const file: SetFile = { entry, bytes: data.length, width: 512, height: 512, frames, durationMs, fit: null, passed: [], data };
  return { code, emoji: '🙂', file };
}

/** A PNG's first 24 bytes: signature and IHDR with this size, padded to `length`. */
function pngHeader(width: number, height: number, length = 100): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const tray = pngHeader(96, 96);
const moving = (n: number) => Array.from({ length: n }, (_, i) => sticker(`m${i}`, 4));
const still = (n: number) => Array.from({ length: n }, (_, i) => sticker(`s${i}`, 1));

describe('planWastickers', () => {
  it('packs 3 moving stickers as one pack titled as the set', () => {
    const plan = planWastickers('Jam', 'Ada', 'Jam', moving(3), tray);
    expect(plan.packs.map((p) => [p.path, p.title, p.moving, p.stickers.length])).toEqual([['whatsapp/Jam.wastickers', 'Jam', true, 3]]);
    expect(plan.outside).toEqual([]);
  });

  it('keeps moving and still stickers in packs of their own, told apart by name', () => {
    const plan = planWastickers('Jam', 'Ada', 'Jam', [...still(3), ...moving(4)], tray);
    expect(plan.packs.map((p) => [p.path, p.title, p.stickers.length])).toEqual([
      ['whatsapp/Jam (moving).wastickers', 'Jam (moving)', 4],
      ['whatsapp/Jam (still).wastickers', 'Jam (still)', 3],
    ]);
  });

  it('writes no pack of 2, and says why for each sticker', () => {
    const plan = planWastickers('Jam', 'Ada', 'Jam', [...moving(3), ...still(2)], tray);
    expect(plan.packs).toHaveLength(1);
    expect(plan.outside.map((o) => [o.sticker.code, o.reason])).toEqual([
      ['s0', 'only 2 still stickers: a WhatsApp pack holds 3 to 30, all moving or all still'],
      ['s1', 'only 2 still stickers: a WhatsApp pack holds 3 to 30, all moving or all still'],
    ]);
  });

  it('puts at most 30 in a pack and the rest outside', () => {
    const plan = planWastickers('Jam', 'Ada', 'Jam', moving(32), tray);
    expect(plan.packs[0].stickers.map((s) => s.code)).toEqual(moving(30).map((s) => s.code));
    expect(plan.outside.map((o) => [o.sticker.code, o.reason])).toEqual([['m30', 'a WhatsApp pack holds at most 30 stickers'], ['m31', 'a WhatsApp pack holds at most 30 stickers']]);
  });

  it('leaves out a moving sticker longer than 10 s', () => {
    const plan = planWastickers('Jam', 'Ada', 'Jam', [...moving(3), sticker('long', 101, 10_100)], tray);
    expect(plan.packs[0].stickers).toHaveLength(3);
    expect(plan.outside.map((o) => [o.sticker.code, o.reason])).toEqual([['long', 'it plays 10.1 s, and WhatsApp plays a moving sticker at most 10 s']]);
  });

  it('writes no pack without a title, an author or a fitting tray icon', () => {
    expect(planWastickers(' ', 'Ada', 'x', moving(3), tray).outside[0].reason).toBe('the set has no title, and a WhatsApp pack needs one');
    expect(planWastickers('Jam', '', 'x', moving(3), tray).outside[0].reason).toBe('the set has no author, and a WhatsApp pack needs one');
    expect(planWastickers('Jam', 'Ada', 'x', moving(3), undefined).outside[0].reason).toBe('no tray icon was made for the pack');
    expect(planWastickers('Jam', 'Ada', 'x', moving(3), pngHeader(100, 100)).outside[0].reason).toBe('the tray icon is 100×100, not 96×96');
    expect(planWastickers('Jam', 'Ada', 'x', moving(3), pngHeader(100, 100)).packs).toEqual([]);
  });

  it('clips a title to WhatsApp\'s 128 characters', () => {
    expect([...planWastickers('é'.repeat(200), 'Ada', 'x', moving(3), tray).packs[0].title]).toHaveLength(128);
  });
});

describe('trayProblems', () => {
  it('takes a 96×96 PNG of at most 50,000 bytes and names what else is wrong', () => {
    expect(trayProblems(tray)).toEqual([]);
    expect(trayProblems(pngHeader(96, 96, 50_000))).toEqual([]);
    expect(trayProblems(pngHeader(96, 96, 50_001))).toEqual(["the tray icon's 50,001 bytes are over 50,000"]);
    expect(trayProblems(new Uint8Array(100))).toEqual(['the tray icon is not a PNG']);
  });
});

describe('packEmoji', () => {
  it('keeps at most three emoji, whole', () => {
    expect(packEmoji('👍🏽👍👍🏿👍')).toBe('👍🏽👍👍🏿');
    expect(packEmoji(' 🐱 ')).toBe('🐱');
  });
});

describe('buildWastickers', () => {
  it('writes title.txt, author.txt, emoji.txt, tray.png and the numbered stickers, byte for byte', () => {
    const stickers = moving(3);
    const [pack] = planWastickers('Jam', 'Ada', 'Jam', stickers, tray).packs;
    const files = unzipSync(buildWastickers(pack, 'Ada', tray, new Date(2026, 0, 1)));
    expect(Object.keys(files)).toEqual(['title.txt', 'author.txt', 'emoji.txt', 'tray.png', '01_m0.webp', '02_m1.webp', '03_m2.webp']);
    expect(strFromU8(files['title.txt'])).toBe('Jam');
    expect(strFromU8(files['author.txt'])).toBe('Ada');
    expect(JSON.parse(strFromU8(files['emoji.txt']))).toEqual({ '01_m0': '🙂', '02_m1': '🙂', '03_m2': '🙂' });
    expect(files['tray.png']).toEqual(tray);
    expect(files['02_m1.webp']).toEqual(stickers[1].file.data);
  });
});
