/** The chat sizes the advice measures at, each with the file the chat shows there (issue 36). */
import { CHAT_DISPLAYS } from '../platforms/chat-display.ts';
import type { ChatSize } from './advise.ts';
import type { LegibilityFacts } from './legibility-facts.ts';

/** A file made for one chat at one size (state ChatFile), as far as the advice needs it. */
export interface ChatSizeFile {
  chatHeight: number;
  legibility?: LegibilityFacts;
}

/**
 * The CSS heights each platform shows its emotes at in a chat line, from the platforms' own
 * layouts: Twitch and the Twitch extensions (BTTV, 7TV, FFZ) and Kick 28 px in chat; a Twitch badge
 * 18 px; Discord 22 px inline, 48 px alone; Slack 22 px, 32 px alone; YouTube 24 px, its channel
 * badge 32 px; a Telegram emoji about 20 px in text. Stickers are shown large, not in a line.
 */
export const PLATFORM_CHAT_SIZES: Readonly<Record<string, readonly number[]>> = {
  twitch: [28],
  bttv: [28],
  '7tv': [28],
  ffz: [28],
  kick: [28],
  'twitch-badge': [18],
  discord: [22, 48],
  slack: [22, 32],
  youtube: [24],
  'youtube-badge': [32],
  'telegram-emoji': [20],
  'discord-sticker': [],
  'telegram-sticker': [],
  'whatsapp-sticker': [],
};

/** Every size the chat preview shows (no platform chosen: the emote may go anywhere). */
const PREVIEW_SIZES = [...new Set(CHAT_DISPLAYS.flatMap((display) => display.sizes.map((size) => size.height)))];

/** The sizes the emote made for `platformId` is shown at, smallest first; the chat preview's sizes when no platform is chosen. */
export const chatHeightsFor = (platformId: string | null) => [...(platformId && PLATFORM_CHAT_SIZES[platformId] ? PLATFORM_CHAT_SIZES[platformId] : PREVIEW_SIZES)].sort((a, b) => a - b);

/**
 * Each size the emote's platform shows it at, with the file shown there: the chat's own file where
 * it has one (Twitch's 28 px file, words drawn at that size), else the output, which the chat shrinks.
 */
export function chatSizesFor(output: LegibilityFacts, files: readonly ChatSizeFile[], platformId: string | null): ChatSize[] {
  return chatHeightsFor(platformId).map((height) => ({ height, facts: files.find((file) => file.chatHeight === height)?.legibility ?? output }));
}
