/** The README.txt of a set's export: every file with its bytes and checks, the WhatsApp packs, what was left out and why, and how to upload each platform. */
import { formatBytes, formatLimitBytes } from '../format-bytes.ts';
import { fileLines } from '../pack/pack-readme.ts';
import { TWITCH_MANUAL_BYTES } from '../pack/pack-plan.ts';
import type { PlatformId } from '../platforms/platform-rules.ts';
import type { SetLayout, PlacedFile } from './set-layout.ts';
import { uploadGuide } from './upload-guides.ts';
import { packEmoji, stickerNames, WHATSAPP_PACK, type WaPack } from './wastickers.ts';

/** Windows' Notepad is where many of these are opened: CRLF line ends. */
const EOL = '\r\n';
const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A placed file's lines: the pack README's, under its path in the set. */
function placedLines(placed: PlacedFile): string[] {
  const lines = fileLines({ ...placed.file, entry: { ...placed.file.entry, filename: placed.path } });
  if (placed.notInPack) lines.push(`    Not in a .wastickers pack: ${placed.notInPack}`);
  return lines;
}

/** A pack's lines: the file, what it holds, the pack's checks, then each sticker as a file of its own. */
function packLines(pack: WaPack, bytes: number, trayBytes: number): string[] {
  const names = stickerNames(pack);
  const kind = pack.moving ? 'moving' : 'still';
  const lines = [
    pack.path,
    `    WhatsApp sticker pack "${pack.title}": ${plural(pack.stickers.length, `${kind} sticker`)}, ${formatBytes(bytes)} (${count(bytes)} bytes)`,
    `    Holds title.txt, author.txt, emoji.txt (each sticker's emoji), tray.png (96×96, ${count(trayBytes)} bytes) and ${names.join(', ')}`,
    `    Checks passed: ${pack.stickers.length} of ${WHATSAPP_PACK.minStickers} to ${WHATSAPP_PACK.maxStickers} stickers, all ${kind}; tray icon 96×96 PNG, ${count(trayBytes)} of at most ${count(WHATSAPP_PACK.trayMaxBytes)} bytes; title and author of at most ${WHATSAPP_PACK.nameMaxChars} characters`,
  ];
  pack.stickers.forEach((sticker, i) => {
    const [name, size, ...rest] = fileLines({ ...sticker.file, entry: { ...sticker.file.entry, filename: `${pack.path} > ${names[i]}` } });
    lines.push(name, size, `    ${sticker.code}, emoji ${packEmoji(sticker.emoji)}`, ...rest);
  });
  return lines;
}

/** What the README is written from: the layout, and each pack's bytes. */
export interface SetReadmeContents {
  title: string;
  author: string;
  layout: SetLayout;
  packBytes: number[];
  trayBytes: number;
}

/** Why no .wastickers was written, when none was and some emote had a WhatsApp sticker. */
function noPackLine(layout: SetLayout): string[] {
  if (layout.packs.length) return [];
  const reasons = [...new Set(layout.files.flatMap((f) => (f.notInPack ? [f.notInPack] : [])))];
  return reasons.length ? [`No WhatsApp .wastickers pack was written: ${reasons.join('; ')}. The stickers are in whatsapp/ as single files.`] : [];
}

/** Said beside a zero-width emote in the list of emotes. */
const ZERO_WIDTH_NOTE = ' (zero-width: drawn over the emote before it, made for 7TV and BTTV only)';

/** 7TV's extra step for the set's zero-width emotes. */
const zeroWidthStep = (codes: string[]) =>
  `${codes.join(', ')} ${codes.length > 1 ? 'are' : 'is'} zero-width: after uploading, open the emote's page and turn on its "Zero-Width" flag, so chat draws it over the emote typed before it.`;

/** The README's text. */
export function setReadme({ title, author, layout, packBytes, trayBytes }: SetReadmeContents): string {
  const stickers = layout.packs.reduce((sum, p) => sum + p.stickers.length, 0);
  const lines = [
    `${title}${author.trim() ? ` by ${author.trim()}` : ''}: ${plural(layout.emotes.length, 'emote')} for every platform`,
    '',
    `${plural(layout.files.length + stickers, 'file')} in a folder for each platform${stickers ? ` (${stickers} of them inside the WhatsApp pack)` : ''}, each fitted to its platform's upload rules by the emote maker and checked against them.`,
    `Twitch's three emote sizes are made for manual upload: at most ${formatLimitBytes(TWITCH_MANUAL_BYTES)} each.`,
    ...layout.packs.map((p) => `${p.path} is a WhatsApp sticker pack of ${plural(p.stickers.length, 'sticker')}: open it with a sticker-maker app (see HOW TO UPLOAD).`),
    ...noPackLine(layout),
    ...(layout.leftOut.length ? [`${plural(layout.leftOut.length, 'file')} left out: see LEFT OUT.`] : []),
    '',
    'EMOTES',
    '',
    ...layout.emotes.map((e) => `${e.code} ${packEmoji(e.emoji)}: ${plural(e.files, 'file')}${e.leftOut ? `, ${e.leftOut} left out` : ''}${e.zeroWidth ? ZERO_WIDTH_NOTE : ''}`),
    '',
    'FILES',
    '',
  ];
  for (const placed of layout.files) lines.push(...placedLines(placed), '');
  layout.packs.forEach((pack, i) => lines.push(...packLines(pack, packBytes[i], trayBytes), ''));
  if (layout.leftOut.length) {
    lines.push('LEFT OUT', '');
    for (const l of layout.leftOut) lines.push(`${l.path} (${l.code}, ${l.entry.label})`, `    Left out: ${l.reason}`, '');
  }
  const platforms = new Set<PlatformId>([...layout.files.map((f) => f.file.entry.platformId), ...(layout.packs.length ? ['whatsapp-sticker' as const] : [])]);
  lines.push('HOW TO UPLOAD', '');
  const zeroWidth = layout.emotes.filter((e) => e.zeroWidth).map((e) => e.code);
  for (const id of platforms) lines.push(...uploadGuide(id), ...(id === '7tv' && zeroWidth.length ? [`    ${zeroWidthStep(zeroWidth)}`] : []), '');
  return lines.join(EOL);
}
