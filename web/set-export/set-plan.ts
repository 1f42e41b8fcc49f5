/**
 * Which files a set's export makes of each emote (issue 35 item 4): the single pack's files
 * (web/pack/pack-plan.ts) and a Telegram sticker, 512 px, which the single pack leaves out; and
 * where each lands in the set's ZIP, one folder per platform.
 */
import { extensionOf } from '../output-format.ts';
import type { PlatformId } from '../platforms/platform-rules.ts';
import { PACK_FILE_KINDS, planPack, type PackEntry, type PackFileKind, type PackInputs } from '../pack/pack-plan.ts';

/** Telegram's video sticker set takes a 512 px WebM (a still emote's is its PNG, as the emoji's). */
const TELEGRAM_STICKER: PackFileKind = { platformId: 'telegram-sticker', slug: 'telegram-sticker', side: 512, format: 'webm' };

/** Every file of one emote in the set, in this order. */
export const SET_FILE_KINDS: readonly PackFileKind[] = [...PACK_FILE_KINDS, TELEGRAM_STICKER];

/**
 * The platforms a zero-width emote goes to: 7TV and BTTV draw it over the emote before it; anywhere
 * else it would be a clear square with confetti, a sticker of nothing.
 */
export const ZERO_WIDTH_PLATFORMS: readonly PlatformId[] = ['7tv', 'bttv'];

/** The files of one emote of the set: what the runner has the pack worker make, then checks with checkPackFile. */
export const planSetEmote = (inputs: PackInputs, zeroWidth = false): PackEntry[] =>
  planPack(inputs, zeroWidth ? SET_FILE_KINDS.filter((kind) => ZERO_WIDTH_PLATFORMS.includes(kind.platformId)) : SET_FILE_KINDS);

/** The folder of each platform in the set's ZIP. */
export const SET_FOLDERS: Record<PlatformId, string> = {
  twitch: 'twitch',
  'twitch-badge': 'twitch-badges',
  discord: 'discord',
  'discord-sticker': 'discord-stickers',
  slack: 'slack',
  '7tv': '7tv',
  bttv: 'bttv',
  ffz: 'ffz',
  youtube: 'youtube',
  'youtube-badge': 'youtube-badges',
  kick: 'kick',
  'telegram-emoji': 'telegram/emoji',
  'telegram-sticker': 'telegram/stickers',
  'whatsapp-sticker': 'whatsapp',
};

/** A folder holding several sizes of one emote (Twitch's 112, 56, 28) names each by its size. */
const severalSizes = (id: PlatformId) => SET_FILE_KINDS.filter((kind) => kind.platformId === id).length > 1;

/** The emote's code as a file name: letters, digits, '_' and '-' only ('catJAM', not 'cat JAM!'). */
export const fileCode = (code: string) => code.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '') || 'emote';

/** Where one emote's file lands: 'twitch/catJAM_112.gif', 'discord/catJAM.gif'. */
export function setPathOf(code: string, entry: PackEntry): string {
  const size = entry.width === entry.height ? `${entry.width}` : `${entry.width}x${entry.height}`;
  const name = severalSizes(entry.platformId) ? `${fileCode(code)}_${size}` : fileCode(code);
  return `${SET_FOLDERS[entry.platformId]}/${name}.${extensionOf(entry.format)}`;
}
