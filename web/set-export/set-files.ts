/** What the set's export is given: each kept emote's made and checked files, and those left out with why. */
import type { MadeFile } from '../pipeline/protocol.ts';
import type { PackEntry } from '../pack/pack-plan.ts';
import type { ReadmeFile, ReadmeLeftOut } from '../pack/pack-readme.ts';

/** A made file that passed its checks (checkPackFile): what the README says of it, and its bytes. */
export interface SetFile extends ReadmeFile {
  data: Uint8Array;
}

/** One emote of the set. */
export interface SetEmoteFiles {
  /** Its code in chat ('catJAM'); file names are made from it. */
  code: string;
  /** The emoji WhatsApp and Telegram file the sticker under ('😺'). */
  emoji: string;
  /** Files made and checked, in planSetEmote's order. */
  files: SetFile[];
  /** Files not made or failing their checks, and why. */
  leftOut: ReadmeLeftOut[];
  /** A zero-width emote (drawn over the emote before it): made for 7TV and BTTV only, and the README says how to mark it. */
  zeroWidth?: boolean;
}

/** The whole export. */
export interface SetExport {
  /** The set's title: the WhatsApp pack's title and the ZIP's name. */
  title: string;
  /** Who made it: the WhatsApp pack's author. */
  author: string;
  emotes: SetEmoteFiles[];
  /** The WhatsApp pack's 96×96 PNG tray icon (makeTrayIcon); without it no .wastickers is written, and the README says so. */
  trayIcon?: Uint8Array;
  /** Every ZIP entry's time. */
  mtime: Date;
}

/** A made file as the set takes it, from the pack worker's result and the checks it passed (as pack-actions.ts reads it). */
export function setFileOf(entry: PackEntry, file: MadeFile, passed: string[]): SetFile {
  return {
    entry, bytes: file.bytes.byteLength, width: file.width, height: file.height, frames: file.frameCount,
    durationMs: file.delaysMs.reduce((sum, ms) => sum + ms, 0), fit: file.fit, passed, data: new Uint8Array(file.bytes),
  };
}

/** The set's ZIP name: 'My set-emote-set.zip'. */
export const setZipName = (title: string) => `${safeName(title)}-emote-set.zip`;

/** A title as a file name: no path separators or characters Windows refuses, at most 64 characters. */
export const safeName = (title: string) => [...title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim()].slice(0, 64).join('').trim() || 'emotes';

/** Codes made unique for file names: a second 'catJAM' becomes 'catJAM_2'. */
export function uniqueCodes(codes: readonly string[], toName: (code: string) => string): string[] {
  const seen = new Map<string, number>();
  return codes.map((code) => {
    const name = toName(code).toLowerCase();
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? code : `${code}_${n}`;
  });
}
