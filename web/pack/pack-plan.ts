/**
 * Which files the all-platforms pack holds (issue 11): each platform's sizes, the format it
 * takes, the name the file gets and the rules it is fitted to, all from the platform rules.
 */
import type { Size } from '../emotes/types.ts';
import type { EncodeTarget, OutputFormat } from '../pipeline/protocol.ts';
import { extensionOf } from '../output-format.ts';
import { platformById, problemsOf, type PlatformId } from '../platforms/platform-rules.ts';
import { platformTarget } from '../platforms/platform-target.ts';

/** Twitch's manual upload takes at most 512 KB per file; the pack holds its three sizes, so all three meet it. */
export const TWITCH_MANUAL_BYTES = platformById('twitch').manualMaxBytes!;

/** One kind of file in the pack. */
export interface PackFileKind {
  platformId: PlatformId;
  /** The platform in the file name: `{filename}-{slug}-{size}.{ext}`. */
  slug: string;
  /** The square side, or null for the emote's own size (7TV takes wide emotes). */
  side: number | null;
  /** Always this format (platforms that take still images only, WhatsApp's WebP, Telegram's WebM for a moving emote, the Discord sticker's APNG), or null for the emote's own. */
  format: OutputFormat | null;
  /** A byte limit below the platform's own, and the name the target then goes by. */
  limit?: { bytes: number; name: string };
}

const twitch = (side: number): PackFileKind => ({
  platformId: 'twitch', slug: 'twitch', side, format: null, limit: { bytes: TWITCH_MANUAL_BYTES, name: 'Twitch manual upload' },
});
const badge = (side: number): PackFileKind => ({ platformId: 'twitch-badge', slug: 'twitch-badge', side, format: 'png' });

/** Every file of the pack, in the order listed. */
export const PACK_FILE_KINDS: readonly PackFileKind[] = [
  twitch(112), twitch(56), twitch(28),
  badge(72), badge(36), badge(18),
  { platformId: 'discord', slug: 'discord', side: 128, format: null },
  { platformId: 'slack', slug: 'slack', side: 128, format: null },
  { platformId: 'bttv', slug: 'bttv', side: 112, format: null },
  { platformId: '7tv', slug: '7tv', side: null, format: null },
  { platformId: 'ffz', slug: 'ffz', side: 128, format: null },
  { platformId: 'youtube', slug: 'youtube', side: 48, format: 'png' },
  { platformId: 'kick', slug: 'kick', side: 112, format: null },
  { platformId: 'whatsapp-sticker', slug: 'whatsapp', side: 512, format: 'webp' },
  { platformId: 'telegram-emoji', slug: 'telegram', side: 100, format: 'webm' },
  { platformId: 'discord-sticker', slug: 'discord-sticker', side: 320, format: 'apng' },
];

/** One planned file: what it is called, its size and format, and the rules it must meet. */
export interface PackEntry {
  /** For people: 'Discord emoji 128 GIF'. */
  label: string;
  /** In the ZIP: 'emotejam-discord-128.gif'. */
  filename: string;
  platformId: PlatformId;
  width: number;
  height: number;
  format: OutputFormat;
  target: EncodeTarget;
  /** Why no file can be made at all (the size breaks the platform's rules), or null. */
  leftOut: string | null;
}

/** What the plan depends on: the download's name without extension and the emote's format and size. */
export interface PackInputs {
  filename: string;
  format: OutputFormat;
  size: Size;
}

/** 7TV's sides are at most this; a larger emote (local builds) is scaled down to it, keeping its aspect. */
const SEVEN_TV_MAX_SIDE = platformById('7tv').sides!.max!;

function sizeOf(kind: PackFileKind, emote: Size): Size {
  if (kind.side !== null) return { width: kind.side, height: kind.side };
  const scale = Math.min(1, SEVEN_TV_MAX_SIDE / Math.max(emote.width, emote.height));
  return { width: Math.max(1, Math.round(emote.width * scale)), height: Math.max(1, Math.round(emote.height * scale)) };
}

/** '128' for a square, '256x128' otherwise (file names); '256×128' for people. */
const sizeName = (size: Size, times = 'x') => (size.width === size.height ? `${size.width}` : `${size.width}${times}${size.height}`);

/** The ZIP's name. */
export const packZipName = (filename: string) => `${filename}-all-platforms.zip`;

/** Every file of the pack for this emote, in PACK_FILE_KINDS order; a set's export (web/set-export) passes its own kinds. */
export function planPack(inputs: PackInputs, kinds: readonly PackFileKind[] = PACK_FILE_KINDS): PackEntry[] {
  return kinds.map((kind) => {
    const spec = platformById(kind.platformId);
    const size = sizeOf(kind, inputs.size);
    // A platform that does not take the emote's format (a WebP emote for Twitch) gets the animated format every platform takes.
    // Telegram's moving emoji is a WebM and the Discord sticker an APNG; of a still emote each is its PNG
    // (for the sticker the same file, named for what it is).
    const fixed = (kind.format === 'webm' || kind.format === 'apng') && inputs.format === 'png' ? 'png' : kind.format;
    const format = fixed ?? (spec.formats.includes(inputs.format) ? inputs.format : 'gif');
    // Only the size can break the rules before anything is made; bytes and frames are the fit's to meet.
    const sizeProblems = problemsOf(spec, { format, width: size.width, height: size.height, frames: 1, bytes: 0 });
    return {
      label: `${spec.platform} ${sizeName(size, '×')} ${format.toUpperCase()}`,
      filename: `${inputs.filename}-${kind.slug}-${sizeName(size)}.${extensionOf(format)}`,
      platformId: kind.platformId,
      width: size.width,
      height: size.height,
      format,
      // Each file is the platform's own size: the fit meets the bytes with frames and colours, never by
      // shrinking it (Slack, whose rules set no size, took a clip's file down to 106×106).
      // A still emote's WhatsApp sticker is a still WebP: WhatsApp's still limit (100 KiB) is the one to fit.
      target: { ...platformTarget(kind.platformId, size, format, { bytes: kind.limit?.bytes ?? (inputs.format === 'png' ? spec.stillMaxBytes : undefined), name: kind.limit?.name }), minSide: Math.min(size.width, size.height) },
      leftOut: sizeProblems.length ? sizeProblems.join('; ') : null,
    };
  });
}
