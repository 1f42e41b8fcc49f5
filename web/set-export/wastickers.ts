/**
 * The WhatsApp sticker pack as a `.wastickers` file: the ZIP that sticker-maker apps (Sticker Maker
 * and others) open and hand to WhatsApp. WhatsApp itself publishes no such format; its layout here is
 * the one those apps and the tools that write for them share, read on 2026-11-28:
 * - laggykiller/sticker-convert, src/sticker_convert/uploaders/compress_wastickers.py and
 *   utils/files/metadata_handler.py: a deflated ZIP of `title.txt`, `author.txt` (plain UTF-8), one
 *   96×96 PNG tray icon of at most 50,000 bytes, and the stickers as `.webp` at 512×512; still and
 *   moving stickers go in separate packs, at most 30 each; `emoji.txt` is its JSON of each sticker's
 *   file name (without extension) to its emoji.
 * - A .wastickers validator (check_valid_wastickers, a Python wastickers package): exactly one PNG,
 *   named `tray.png`, 96×96 and under 50 × 1024 bytes; `.webp` stickers at 512×512; `title.txt` and `author.txt`.
 * - WhatsApp/stickers, Android/README.md: 3 to 30 stickers a pack, 512×512 WebP, a 96×96 tray icon of at
 *   most 50 KB, at most three emoji a sticker, names of at most 128 characters; its iOS WAPacksLimits:
 *   100 × 1024 bytes still, 500 × 1024 moving, 50 × 1024 the tray, a moving sticker at most 10 s long;
 *   and its contents.json's `animated_sticker_pack`: a pack is all moving or all still.
 * The tray here takes the smaller of the two tray limits (50,000 bytes).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { SetFile } from './set-files.ts';
import { fileCode } from './set-plan.ts';

/** WhatsApp's limits on a pack, from the sources above. */
export const WHATSAPP_PACK = {
  minStickers: 3,
  maxStickers: 30,
  traySide: 96,
  trayMaxBytes: 50_000,
  nameMaxChars: 128,
  maxEmoji: 3,
  movingMaxMs: 10_000,
} as const;

/** One sticker of the pack: the emote's WhatsApp file and its emoji. */
export interface WaSticker {
  code: string;
  emoji: string;
  file: SetFile;
}

/** A pack to write: its name in the set's ZIP, its title, and its stickers. */
export interface WaPack {
  path: string;
  title: string;
  moving: boolean;
  stickers: WaSticker[];
}

/** Which packs can be written, and each sticker that is in none with why. */
export interface WaPlan {
  packs: WaPack[];
  outside: { sticker: WaSticker; reason: string }[];
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** What keeps the tray icon out of a pack: not a PNG, not 96×96, over 50,000 bytes; empty when it is fine. */
export function trayProblems(png: Uint8Array): string[] {
  if (png.length < 24 || !PNG_SIGNATURE.every((byte, i) => png[i] === byte)) return ['the tray icon is not a PNG'];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  const out: string[] = [];
  if (width !== WHATSAPP_PACK.traySide || height !== WHATSAPP_PACK.traySide) out.push(`the tray icon is ${width}×${height}, not 96×96`);
  if (png.length > WHATSAPP_PACK.trayMaxBytes) out.push(`the tray icon's ${png.length.toLocaleString('en')} bytes are over 50,000`);
  return out;
}

/** A name clipped to WhatsApp's 128 characters (whole characters, not UTF-16 halves). */
const clip = (text: string) => [...text.trim()].slice(0, WHATSAPP_PACK.nameMaxChars).join('');

/** At most three emoji (grapheme clusters) of what was given. */
export function packEmoji(emoji: string): string {
  const segments = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(emoji.trim())].map((s) => s.segment).filter((s) => s.trim());
  return segments.slice(0, WHATSAPP_PACK.maxEmoji).join('');
}

/** Splits the stickers into still and moving packs of 3 to 30, as WhatsApp takes them; `safeTitle` names the file. */
export function planWastickers(title: string, author: string, safeTitle: string, stickers: WaSticker[], tray: Uint8Array | undefined): WaPlan {
  const outside: WaPlan['outside'] = [];
  const groupReason = !clip(title) ? 'the set has no title, and a WhatsApp pack needs one'
    : !clip(author) ? 'the set has no author, and a WhatsApp pack needs one'
      : !tray ? 'no tray icon was made for the pack'
        : trayProblems(tray).join('; ') || null;
  const moving = stickers.filter((s) => s.file.frames > 1);
  const still = stickers.filter((s) => s.file.frames <= 1);
  const long = moving.filter((s) => s.file.durationMs > WHATSAPP_PACK.movingMaxMs);
  for (const sticker of long) outside.push({ sticker, reason: `it plays ${sticker.file.durationMs / 1000} s, and WhatsApp plays a moving sticker at most 10 s` });
  const groups = [
    { moving: true, stickers: moving.filter((s) => !long.includes(s)) },
    { moving: false, stickers: still },
  ].filter((group) => group.stickers.length);
  const packs: WaPack[] = [];
  for (const group of groups) {
    const kind = group.moving ? 'moving' : 'still';
    const count = group.stickers.length;
    if (groupReason || count < WHATSAPP_PACK.minStickers) {
      const reason = groupReason ?? `only ${count} ${kind} sticker${count === 1 ? '' : 's'}: a WhatsApp pack holds 3 to 30, all moving or all still`;
      for (const sticker of group.stickers) outside.push({ sticker, reason });
      continue;
    }
    for (const sticker of group.stickers.slice(WHATSAPP_PACK.maxStickers)) outside.push({ sticker, reason: 'a WhatsApp pack holds at most 30 stickers' });
    packs.push({ path: '', title: clip(title), moving: group.moving, stickers: group.stickers.slice(0, WHATSAPP_PACK.maxStickers) });
  }
  // Two packs (some moving, some still) are told apart by their titles and file names.
  for (const pack of packs) {
    const suffix = packs.length > 1 ? ` (${pack.moving ? 'moving' : 'still'})` : '';
    pack.title = clip(`${pack.title}${suffix}`);
    pack.path = `whatsapp/${safeTitle}${suffix}.wastickers`;
  }
  return { packs, outside };
}

/** Each sticker's name in the pack: '01_catJAM.webp', numbered so apps keep the set's order. */
export const stickerNames = (pack: WaPack) => pack.stickers.map((s, i) => `${String(i + 1).padStart(2, '0')}_${fileCode(s.code)}.webp`);

/** The `.wastickers` file's bytes: title, author, each sticker's emoji, the tray icon and the stickers. */
export function buildWastickers(pack: WaPack, author: string, tray: Uint8Array, mtime: Date): Uint8Array {
  const names = stickerNames(pack);
  const emoji = Object.fromEntries(pack.stickers.map((s, i) => [names[i].replace(/\.webp$/, ''), packEmoji(s.emoji)]));
  const text = (value: string): [Uint8Array, { level: 6; mtime: Date }] => [strToU8(value), { level: 6, mtime }];
  const entries: Zippable = {
    'title.txt': text(pack.title),
    'author.txt': text(clip(author)),
    'emoji.txt': text(JSON.stringify(emoji, null, 2)),
    'tray.png': [tray, { level: 0, mtime }],
  };
  pack.stickers.forEach((s, i) => (entries[names[i]] = [s.file.data, { level: 0, mtime }]));
  return zipSync(entries);
}
