/** Where everything of a set's export goes: each file's path, the WhatsApp packs, and what is left out. */
import type { PackEntry } from '../pack/pack-plan.ts';
import { safeName, uniqueCodes, type SetExport, type SetFile } from './set-files.ts';
import { fileCode, setPathOf } from './set-plan.ts';
import { planWastickers, type WaPack, type WaSticker } from './wastickers.ts';

/** A file placed in the set: its path and, for a WhatsApp sticker no pack holds, why. */
export interface PlacedFile {
  path: string;
  code: string;
  file: SetFile;
  notInPack?: string;
}

/** A file left out, where it would have been, and why. */
export interface PlacedLeftOut {
  path: string;
  code: string;
  entry: PackEntry;
  reason: string;
}

export interface SetLayout {
  /** Each emote's code as used in file names, with its counts. */
  emotes: { code: string; emoji: string; files: number; leftOut: number; zeroWidth: boolean }[];
  /** Every loose file, by platform in planning order, emotes in the set's order. */
  files: PlacedFile[];
  packs: WaPack[];
  leftOut: PlacedLeftOut[];
}

/** Lays the set out: WhatsApp stickers go in `.wastickers` packs where WhatsApp takes them, loose otherwise. */
export function layoutSet(set: SetExport): SetLayout {
  const codes = uniqueCodes(set.emotes.map((e) => e.code), fileCode);
  const files: PlacedFile[] = [];
  const stickers: WaSticker[] = [];
  const leftOut: PlacedLeftOut[] = [];
  set.emotes.forEach((emote, i) => {
    const code = codes[i];
    for (const file of emote.files) {
      if (file.entry.platformId === 'whatsapp-sticker') stickers.push({ code, emoji: emote.emoji, file });
      else files.push({ path: setPathOf(code, file.entry), code, file });
    }
    for (const { entry, reason } of emote.leftOut) leftOut.push({ path: setPathOf(code, entry), code, entry, reason });
  });
  const wa = planWastickers(set.title, set.author, safeName(set.title), stickers, set.trayIcon);
  for (const { sticker, reason } of wa.outside) files.push({ path: setPathOf(sticker.code, sticker.file.entry), code: sticker.code, file: sticker.file, notInPack: reason });
  // By platform (the plan's order of kinds), then by emote: each folder's files together.
  const order = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const folders = [...new Set(files.map((f) => order(f.path)))];
  files.sort((a, b) => folders.indexOf(order(a.path)) - folders.indexOf(order(b.path)) || codes.indexOf(a.code) - codes.indexOf(b.code));
  const emotes = set.emotes.map((emote, i) => ({ code: codes[i], emoji: emote.emoji, files: emote.files.length, leftOut: emote.leftOut.length, zeroWidth: emote.zeroWidth === true }));
  return { emotes, files, packs: wa.packs, leftOut };
}
